import { describe, expect, it } from 'vitest';
import { quotaAmountText, quotaLabel, quotaPercent, quotaResetText, quotaTone } from './quota';

describe('quota meters (DESIGN §6)', () => {
  it.each([
    ['voiceWorkouts', 'month', 'Voice workouts this month'],
    ['aiSuggestions', 'week', 'AI suggestions this week'],
  ] as const)('%s per %s', (quota, period, label) => {
    expect(quotaLabel(quota, { period })).toBe(label);
  });

  it.each([
    [{ limit: 20, used: 0 }, '0 of 20 used', 0, 'brand'],
    [{ limit: 20, used: 15 }, '15 of 20 used', 75, 'brand'],
    [{ limit: 20, used: 17 }, '17 of 20 used', 85, 'accent'],
    [{ limit: 20, used: 20 }, '20 of 20 used', 100, 'danger'],
    [{ limit: 3, used: 1 }, '1 of 3 used', 33, 'brand'],
    [{ limit: -1, used: 42 }, 'Unlimited', 0, 'brand'],
    [{ limit: 0, used: 0 }, '0 of 0 used', 100, 'danger'],
  ] as const)('%j reads %s', (usage, text, percent, tone) => {
    expect(quotaAmountText(usage)).toBe(text);
    expect(quotaPercent(usage)).toBe(percent);
    expect(quotaTone(usage)).toBe(tone);
  });

  it.each([
    ['2026-04-01T00:00:00.000Z', 'UTC', 'Resets Apr 1, 2026'],
    // Midnight in New York is 04:00 UTC: the day is still the local one.
    ['2026-04-01T04:00:00.000Z', 'America/New_York', 'Resets Apr 1, 2026'],
    ['2026-03-16T00:00:00.000Z', 'UTC', 'Resets Mar 16, 2026'],
  ])('%s in %s', (resetsAt, timeZone, text) => {
    expect(quotaResetText({ resetsAt }, timeZone)).toBe(text);
  });
});
