import { describe, expect, it } from 'vitest';
import type { LiftRecord } from '@shared/schemas/lifts';
import { liftStats, muscleBars, muscleLabel } from './lifts-format';

const record = (over: Partial<LiftRecord> = {}): LiftRecord => ({
  name: 'Bench Press',
  timesDone: 3,
  lastDoneAt: '2026-11-26T10:00:00.000Z',
  volumeLbs: 12_345.6,
  heaviestLbs: 185,
  mostReps: 12,
  bestE1rmLbs: 234.33,
  ...over,
});

describe('a lift’s records on Progress (issue 27 §4)', () => {
  it.each<[string, Partial<LiftRecord>, 'lb' | 'kg', string[]]>([
    ['in pounds', {}, 'lb', ['185 lbs', '12', '234 lbs', '12,346 lbs']],
    ['in kilograms', {}, 'kg', ['83.9 kg', '12', '106 kg', '5,600 kg']],
    [
      'a bodyweight lift has reps alone',
      { volumeLbs: 0, heaviestLbs: null, bestE1rmLbs: null, mostReps: 20 },
      'lb',
      ['—', '20', '—', '—'],
    ],
  ])('%s', (_, over, unit, values) => {
    const stats = liftStats(record(over), unit);
    expect(stats.map((s) => s.label)).toEqual(['Heaviest', 'Most reps', 'Best e1RM', 'Volume']);
    expect(stats.map((s) => s.value)).toEqual(values);
  });
});

describe('sets per muscle group', () => {
  it('bars each group against the busiest one', () => {
    expect(
      muscleBars({
        from: '2026-11-21',
        to: '2026-11-27',
        muscles: [
          { muscle: 'chest', sets: 8 },
          { muscle: 'upper back', sets: 2 },
        ],
      }),
    ).toEqual([
      { muscle: 'chest', sets: 8, label: 'Chest', percent: 100 },
      { muscle: 'upper back', sets: 2, label: 'Upper back', percent: 25 },
    ]);
    expect(muscleBars(undefined)).toEqual([]);
  });

  it('names a group as a heading word', () => {
    expect(muscleLabel('hip flexors')).toBe('Hip flexors');
  });
});
