import { describe, expect, it } from 'vitest';
import type { TierFeatures } from '@shared/schemas/billing';
import { COMPARISON_ROWS, shareExpiryText, tierHighlights } from './features';

const FREE: TierFeatures = {
  voiceWorkoutsPerMonth: 20,
  aiCoachingSuggestionsPerWeek: 3,
  sharingEnabled: true,
  shareExpirationDays: 7,
  leaderboardEnabled: true,
  customAvatarEnabled: false,
  prioritySupport: false,
};
const CHAMPION: TierFeatures = {
  voiceWorkoutsPerMonth: -1,
  aiCoachingSuggestionsPerWeek: -1,
  sharingEnabled: true,
  shareExpirationDays: -1,
  leaderboardEnabled: true,
  customAvatarEnabled: true,
  prioritySupport: true,
};

describe('plan features (SPEC §3, DESIGN §6)', () => {
  it.each([
    [7, '7 days'],
    [30, '30 days'],
    [1, '1 day'],
    [-1, 'Never expire'],
  ])('shares of %i days last %s', (days, text) => {
    expect(shareExpiryText(days)).toBe(text);
  });

  it.each([
    [
      'free',
      FREE,
      [
        '20 voice workouts a month',
        '3 AI coaching suggestions a week',
        'Share links for 7 days',
        'Leaderboards',
        'The default coach avatar',
      ],
    ],
    [
      'champion',
      CHAMPION,
      [
        'Unlimited voice workouts',
        'Unlimited AI coaching suggestions',
        'Share links that never expire',
        'Leaderboards',
        'All six coach avatars',
        'Priority support',
      ],
    ],
    [
      'a plan without sharing or leaderboards',
      { ...FREE, sharingEnabled: false, leaderboardEnabled: false },
      ['20 voice workouts a month', '3 AI coaching suggestions a week', 'The default coach avatar'],
    ],
  ])('%s lists its highlights', (_, features, lines) => {
    expect(tierHighlights(features)).toEqual(lines);
  });

  it('the comparison table has a row for every feature', () => {
    expect(COMPARISON_ROWS.map((r) => r.feature)).toEqual([
      'Voice workouts per month',
      'AI suggestions per week',
      'Workout sharing',
      'Share links last',
      'Leaderboards',
      'Custom coach avatars',
      'Priority support',
    ]);
  });

  it.each([
    [FREE, ['20', '3', true, '7 days', true, false, false]],
    [CHAMPION, ['Unlimited', 'Unlimited', true, 'Never expire', true, true, true]],
    [{ ...FREE, sharingEnabled: false }, ['20', '3', false, false, true, false, false]],
  ])('cells of %j', (features, cells) => {
    const shown = COMPARISON_ROWS.map((r) => {
      const c = r.cell(features);
      return c.kind === 'text' ? c.text : c.included;
    });
    expect(shown).toEqual(cells);
  });
});
