import { describe, expect, it } from 'vitest';
import { graceEnd, inForce } from './paid-time';
import type { SubscriptionStatus } from './schemas/billing';

const NOW = new Date('2026-11-27T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('inForce: a plan holds until its granted time ends, whatever its status says', () => {
  it.each<[SubscriptionStatus, string | null, boolean]>([
    ['active', '2026-12-27T12:00:00Z', true],
    // An active plan whose period ended with no renewal is over, no event needed.
    ['active', '2026-11-27T12:00:00Z', false],
    ['active', '2025-11-27T12:00:00Z', false],
    // No end is no time paid for: closed, never open-ended.
    ['active', null, false],
    ['past_due', '2026-11-28T00:00:00Z', true],
    ['past_due', '2026-11-17T12:00:00Z', false],
    ['canceled', '2026-12-01T00:00:00Z', true],
    ['canceled', '2026-11-01T00:00:00Z', false],
    // Statuses that never grant, even with time left.
    ['incomplete', '2026-12-27T12:00:00Z', false],
    ['expired', '2026-12-27T12:00:00Z', false],
  ])('%s until %s → %s', (status, end, expected) => {
    expect(inForce({ status, currentPeriodEnd: end ? at(end) : null }, NOW)).toBe(expected);
  });

  it('no subscription is not in force', () => expect(inForce(undefined, NOW)).toBe(false));
});

describe('graceEnd', () => {
  it.each([
    // The provider's own grace wins (an app store's billing grace period).
    ['2026-11-20T00:00:00Z', '2026-12-06T00:00:00Z', '2026-12-06T00:00:00.000Z'],
    // Otherwise the grace is counted from the end of the time that was paid.
    ['2026-11-20T00:00:00Z', null, '2026-11-27T00:00:00.000Z'],
  ])('paid until %s, provider grace %s → %s', (paid, grace, expected) => {
    expect(graceEnd(at(paid), grace ? at(grace) : null)?.toISOString()).toBe(expected);
  });

  it('is null when neither is known (the plan then is not in force)', () => {
    expect(graceEnd(null, null)).toBeNull();
  });
});
