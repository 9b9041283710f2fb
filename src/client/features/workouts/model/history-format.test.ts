import { describe, expect, it } from 'vitest';
import type { ExerciseHistory, HistoryEntry } from '@shared/schemas/exercise-history';
import {
  bestOneRepMaxText,
  bestSetText,
  entryOneRepMaxText,
  historySeries,
} from './history-format';

const FORMULA = 'Epley: weight × (1 + reps ÷ 30); a single is its own maximum' as const;
const now = new Date('2026-03-10T12:00:00Z');

const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
  exerciseId: crypto.randomUUID(),
  workoutId: 'w',
  workoutName: 'Push Day',
  completedAt: '2026-03-01T12:00:00Z',
  day: '2026-03-01',
  distanceUnit: 'miles',
  setList: [],
  oneRepMax: null,
  measure: null,
  personalRecord: false,
  ...over,
});

const bench = (date: string, weight: number, reps: number, record = false) => {
  const oneRepMax = weight * (1 + reps / 30);
  return entry({
    completedAt: date,
    day: date.slice(0, 10),
    setList: [
      {
        reps,
        weight,
        weightUnit: 'lb',
        duration: null,
        distance: null,
        done: true,
        setType: 'normal',
        rpe: null,
      },
    ],
    oneRepMax,
    measure: { kind: 'e1rm', value: oneRepMax },
    personalRecord: record,
  });
};

describe('an exercise’s history (issue 8, item 7)', () => {
  const entries = [
    bench('2026-03-01T12:00:00Z', 135, 10),
    bench('2026-03-03T12:00:00Z', 155, 8, true),
    bench('2026-03-05T12:00:00Z', 150, 8),
  ];
  const h: ExerciseHistory = { name: 'Bench Press', formula: FORMULA, entries, best: entries[1]! };

  it('charts the estimated 1RM over time, records marked, in the person’s unit', () => {
    expect(historySeries(h, { weightUnit: 'lb', distanceUnit: 'mi' }, 'UTC', now)).toEqual({
      kind: 'e1rm',
      title: 'Estimated 1RM (lbs)',
      unit: 'lbs',
      points: [
        { id: entries[0]!.exerciseId, label: 'Mar 1', value: 180, record: false },
        { id: entries[1]!.exerciseId, label: 'Mar 3', value: 196, record: true },
        { id: entries[2]!.exerciseId, label: 'Mar 5', value: 190, record: false },
      ],
    });
    const kg = historySeries(h, { weightUnit: 'kg', distanceUnit: 'km' }, 'UTC', now);
    expect(kg?.points.map((p) => p.value)).toEqual([82, 89, 86]);
    expect(kg?.title).toBe('Estimated 1RM (kg)');
  });

  it('names the best set and the best estimate', () => {
    const units = { weightUnit: 'lb', distanceUnit: 'mi' } as const;
    expect(bestSetText(h, units)).toBe('155 lbs × 8');
    expect(bestOneRepMaxText(h, units)).toBe('196 lbs');
    expect(entryOneRepMaxText(entries[0]!, units)).toBe('est. 1RM 180 lbs');
  });

  it('a run is charted by its distance, in the person’s unit', () => {
    const runs = [3.10686, 3.5].map((miles) =>
      entry({ measure: { kind: 'distance', value: miles }, distanceUnit: 'km' }),
    );
    const run: ExerciseHistory = {
      name: 'Running',
      formula: FORMULA,
      entries: runs,
      best: runs[1]!,
    };
    const series = historySeries(run, { weightUnit: 'kg', distanceUnit: 'km' }, 'UTC', now);
    expect(series?.title).toBe('Farthest (km)');
    expect(series?.points.map((p) => p.value)).toEqual([5, 5.6]);
    expect(bestOneRepMaxText(run, { weightUnit: 'kg', distanceUnit: 'km' })).toBeNull();
  });

  it('nothing to chart without a measure', () => {
    const yoga: ExerciseHistory = {
      name: 'Yoga',
      formula: FORMULA,
      entries: [entry({})],
      best: null,
    };
    expect(historySeries(yoga, { weightUnit: 'lb', distanceUnit: 'mi' }, 'UTC', now)).toBeNull();
  });
});
