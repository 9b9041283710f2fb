// Issue 29 §7: the Strong CSV that Joey Fit exports reads back through the Strong reader whole
// (sets, set types, RPE, units, dates, durations, notes). Pure: the export's row writer, then
// the reader, no database. Here rather than in either feature: it holds two features' insides
// side by side, which a feature's own files may not (issue 30 §5).
import { describe, expect, it } from 'vitest';
import type { Exercise, Workout } from '../../src/shared/schemas/workouts';
import { csvLine } from '../../src/server/features/export/csv';
import { strongHeader, strongRows } from '../../src/server/features/export/strong-csv';
import { strong } from '../../src/server/features/imports/formats/strong';
import {
  chunksOf,
  readWith,
  workoutsOf,
} from '../../src/server/features/imports/formats/test-utils';

const exercise = (over: Partial<Exercise>): Exercise => ({
  id: 'e',
  workoutId: 'w',
  name: 'Squat',
  sets: 0,
  reps: null,
  weight: null,
  weightUnit: 'lb',
  duration: null,
  distance: null,
  distanceUnit: 'miles',
  intensity: 'moderate',
  restTime: null,
  supersetGroup: null,
  setList: [],
  personalRecord: null,
  ...over,
});

const done = { done: true, reps: null, weight: null, weightUnit: 'kg', duration: null, distance: null, setType: 'normal', rpe: null } as const; // prettier-ignore

const legDay: Workout = {
  id: 'w',
  userId: 'u',
  name: 'Leg Day, heavy',
  type: 'strength',
  notes: 'Felt "strong"\nthen tired',
  duration: 3600,
  distance: 0,
  completedAt: '2026-02-01T17:30:00.000Z',
  day: '2026-02-01',
  createdAt: '2026-02-01T17:30:00.000Z',
  routineId: null,
  exercises: [
    exercise({
      name: 'Squat',
      setList: [
        { ...done, setType: 'warmup', reps: 10, weight: 20 },
        { ...done, reps: 5, weight: 100, rpe: 8 },
        { ...done, reps: 5, weight: 102.5, rpe: 8.5 },
        { ...done, setType: 'drop', reps: 8, weight: 80 },
        { ...done, setType: 'failure', reps: 3, weight: 80, rpe: 10 },
        { ...done, done: false, reps: 5, weight: 100 },
      ],
    }),
    exercise({ name: 'Pull-up', setList: [{ ...done, reps: 12 }] }),
    exercise({
      name: 'Running',
      distanceUnit: 'meters',
      setList: [{ ...done, distance: 400, duration: 95 }],
    }),
  ],
};

describe('Strong export → Strong reader', () => {
  it('reads back every set done, with its type, RPE, unit, the date and duration', async () => {
    const file = [
      strongHeader('kg'),
      ...strongRows(legDay, 1, { weightUnit: 'kg', timeZone: 'Europe/Berlin' }),
    ]
      .map(csvLine)
      .join('');
    const events = await readWith(strong, chunksOf(`\ufeff${file}`, 7));
    expect(events.filter((e) => e.kind !== 'workout')).toEqual([]);
    const [workout, ...rest] = workoutsOf(events);
    expect(rest).toEqual([]);
    expect(workout).toMatchObject({
      name: 'Leg Day, heavy',
      // Completed 18:30 in Berlin after an hour: started 17:30 on that wall clock.
      start: { local: '2026-02-01T17:30:00' },
      duration: 3600,
      notes: 'Felt "strong"\nthen tired',
    });
    const [squat, pullUp, running] = workout!.exercises;
    expect(squat!.sets.map((s) => [s.setType, s.reps, s.weight, s.weightUnit, s.rpe])).toEqual([
      ['warmup', 10, 20, 'kg', null],
      ['normal', 5, 100, 'kg', 8],
      ['normal', 5, 102.5, 'kg', 8.5],
      ['drop', 8, 80, 'kg', null],
      ['failure', 3, 80, 'kg', 10],
    ]);
    expect(pullUp!.sets).toMatchObject([{ reps: 12, weight: null }]);
    expect(running).toMatchObject({
      distanceUnit: 'meters',
      sets: [{ distance: 400, duration: 95 }],
    });
  });
});
