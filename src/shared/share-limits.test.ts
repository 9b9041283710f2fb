import { describe, expect, it } from 'vitest';
import { daysWanted, expiryWithinPlan, shareLimitNote } from './share-limits';

const now = new Date('2026-05-10T12:00:00Z');
const inDays = (d: number, extraMs = 0) => new Date(now.getTime() + d * 86_400_000 + extraMs);

describe('expiryWithinPlan (DESIGN §6 share expiry by plan)', () => {
  it.each([
    // [plan's days, expires, allowed]
    [7, inDays(1), true],
    [7, inDays(7), true],
    [7, inDays(7, 4 * 60_000), true], // computed in the browser a moment before
    [7, inDays(7, 6 * 60_000), false],
    [7, inDays(30), false],
    [7, null, false],
    [30, inDays(30), true],
    [30, inDays(31), false],
    [30, null, false],
    [-1, inDays(3650), true],
    [-1, null, true],
  ] as const)('a %i-day plan, link to %s: %s', (limit, expiresAt, allowed) => {
    expect(expiryWithinPlan(limit, expiresAt, now)).toBe(allowed);
  });

  it('counts the days a link asks for', () => {
    expect(daysWanted(inDays(30), now)).toBe(30);
    expect(daysWanted(inDays(7, 60_000), now)).toBe(7);
  });

  it.each([
    ['Free', 7, 'Your Free plan allows share links of at most 7 days.'],
    ['Test', 1, 'Your Test plan allows share links of at most 1 day.'],
    ['Champion', -1, null],
  ] as const)('notes the %s plan’s limit of %i days', (plan, days, note) => {
    expect(shareLimitNote(plan, days)).toBe(note);
  });
});
