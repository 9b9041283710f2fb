import { describe, expect, it } from 'vitest';
import { formatPrice, quotaPeriod } from './pricing';

describe('formatPrice (SPEC §9)', () => {
  it.each([
    [0, 'Free'],
    [999, '$9.99'],
    [7999, '$79.99'],
    [100, '$1.00'],
    [5, '$0.05'],
  ])('%i cents is %s', (cents, text) => expect(formatPrice(cents)).toBe(text));
});

describe('quotaPeriod', () => {
  it.each([
    ['month', '2026-11-24T12:00:00Z', 'UTC', '2026-11-01', '2026-12-01T00:00:00.000Z'],
    ['month', '2026-12-31T23:30:00Z', 'UTC', '2026-12-01', '2027-01-01T00:00:00.000Z'],
    // Already January 1st in Tokyo: the new month has begun there.
    ['month', '2026-12-31T16:00:00Z', 'Asia/Tokyo', '2027-01-01', '2027-01-31T15:00:00.000Z'],
    ['month', '2027-02-10T12:00:00Z', 'America/New_York', '2027-02-01', '2027-03-01T05:00:00.000Z'],
    // Tuesday 24 November 2026: the week began on Monday the 23rd.
    ['week', '2026-11-24T12:00:00Z', 'UTC', '2026-11-23', '2026-11-30T00:00:00.000Z'],
    ['week', '2026-11-29T23:59:00Z', 'UTC', '2026-11-23', '2026-11-30T00:00:00.000Z'],
    ['week', '2026-11-30T00:00:00Z', 'UTC', '2026-11-30', '2026-12-07T00:00:00.000Z'],
    // Sunday evening in Los Angeles is Monday in UTC: still last week there.
    [
      'week',
      '2026-11-30T03:00:00Z',
      'America/Los_Angeles',
      '2026-11-23',
      '2026-11-30T08:00:00.000Z',
    ],
  ] as const)('%s at %s in %s starts %s and resets at %s', (period, now, tz, start, resets) => {
    const p = quotaPeriod(period, new Date(now), tz);
    expect(p.start).toBe(start);
    expect(p.resetsAt.toISOString()).toBe(resets);
  });
});
