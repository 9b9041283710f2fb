import { describe, expect, it } from 'vitest';
import {
  clampDurationPart,
  draftFromSeconds,
  DURATION_QUICK_PICKS,
  secondsFromDraft,
  type DurationPart,
} from './duration-parts';

describe('duration boxes clamp as typed (SPEC §5)', () => {
  it.each<[DurationPart, string, string]>([
    ['minutes', '75', '59'],
    ['minutes', '59', '59'],
    ['minutes', '0', '0'],
    ['minutes', '05', '5'],
    ['minutes', '-3', '0'],
    ['minutes', '7.8', '7'],
    ['seconds', '60', '59'],
    ['seconds', '1e3', '59'],
    ['seconds', ' 12 ', '12'],
    ['hours', '2', '2'],
    ['hours', '-1', '0'],
    ['hours', '99', '23'],
    ['hours', '', ''],
    ['seconds', '   ', ''],
    ['seconds', 'abc', ''],
  ])('%s %j shows %j', (part, typed, shown) => {
    expect(clampDurationPart(part, typed)).toBe(shown);
  });
});

describe('duration value ↔ boxes', () => {
  it.each([
    [null, { hours: '', minutes: '', seconds: '' }],
    [0, { hours: '', minutes: '', seconds: '' }],
    [45, { hours: '', minutes: '', seconds: '45' }],
    [90, { hours: '', minutes: '1', seconds: '30' }],
    [3600, { hours: '1', minutes: '', seconds: '' }],
    [3725, { hours: '1', minutes: '2', seconds: '5' }],
  ])('%j seconds show %j', (seconds, draft) => {
    expect(draftFromSeconds(seconds)).toEqual(draft);
  });

  it.each([
    [{ hours: '', minutes: '', seconds: '' }, null],
    [{ hours: '', minutes: '', seconds: '0' }, 0],
    [{ hours: '1', minutes: '', seconds: '5' }, 3605],
    [{ hours: '23', minutes: '59', seconds: '59' }, 86_399],
  ])('%j is %j seconds', (draft, seconds) => {
    expect(secondsFromDraft(draft)).toBe(seconds);
  });

  it('every quick pick round-trips through the boxes', () => {
    expect(DURATION_QUICK_PICKS.map((p) => p.label)).toEqual([
      '30s', '1m', '2m', '5m', '10m', '15m', '30m', '1h',
    ]); // prettier-ignore
    for (const pick of DURATION_QUICK_PICKS) {
      expect(secondsFromDraft(draftFromSeconds(pick.seconds))).toBe(pick.seconds);
    }
  });
});
