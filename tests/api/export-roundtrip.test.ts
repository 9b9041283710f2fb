// Issue 29 §7 "Leave as easily as you came": what Joey Fit exports imports back whole. A rich
// account is exported as Strong's CSV and as Joey Fit's JSON, each file is imported into a fresh
// account through POST /api/imports, and the two histories are compared: workouts, their dates
// and durations, exercises, sets with their types, RPE, weights and units. Runs on PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapExerciseName } from '../../src/shared/exercises/import-names';
import type { ImportResult } from '../../src/shared/schemas/imports';
import type { Exercise, ExerciseSet, Workout } from '../../src/shared/schemas/workouts';
import { LBS_PER_KG, MILES_PER_UNIT, type DistanceUnit } from '../../src/shared/units';
import { postWorkout } from '../factories';
import { createTestApp, signUpIn, type Me, type TestApp } from '../setup/test-app';
import { postImport } from './imports-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ZONE = 'America/New_York';

async function ok(res: { statusCode: number; body: string }, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
}

/**
 * A lifter in New York who logs in kilograms: warm-ups, drop and failure sets, RPE, a set typed
 * in pounds, bodyweight sets, a superset, a run in kilometres, a swim logged without exercises
 * (across the autumn clock change), a weigh-in, a goal and a routine.
 */
async function richAccount(): Promise<Me> {
  const me = await signUpIn(t, ZONE);
  await ok(await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload: { weightUnit: 'kg', distanceUnit: 'km', rpeEnabled: true } })); // prettier-ignore
  await postWorkout(me, {
    name: 'Leg Day',
    type: 'strength',
    notes: 'Knees felt fine, "finally"',
    completedAt: '2026-02-01T23:45:00Z', // 18:45 in New York, started 17:30
    duration: 4500,
    exercises: [
      {
        name: 'Squat',
        setList: [
          { setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg' },
          { setType: 'warmup', reps: 5, weight: 60, weightUnit: 'kg', rpe: 5 },
          { reps: 5, weight: 100, weightUnit: 'kg', rpe: 8 },
          { reps: 5, weight: 225, weightUnit: 'lb', rpe: 8.5 },
          { setType: 'drop', reps: 8, weight: 80, weightUnit: 'kg', rpe: 9 },
          { setType: 'failure', reps: 3, weight: 80, weightUnit: 'kg', rpe: 10 },
        ],
      },
      {
        name: 'Pull-up',
        supersetGroup: 1,
        setList: [{ reps: 12 }, { reps: 10, weight: 10, weightUnit: 'kg', rpe: 9 }],
      },
      {
        name: 'Dips',
        supersetGroup: 1,
        setList: [{ reps: 15 }, { reps: 12 }],
      },
    ],
  });
  await postWorkout(me, {
    name: 'Morning Run',
    type: 'cardio',
    notes: null,
    completedAt: '2026-02-03T12:25:00Z',
    duration: 1500,
    exercises: [
      { name: 'Running', distanceUnit: 'km', setList: [{ distance: 5, duration: 1500 }] },
    ],
  });
  await postWorkout(me, {
    name: 'Swim',
    type: 'cardio',
    notes: 'Outdoor pool',
    // 2026-11-01 is New York's fall-back day: 07:30 UTC is 02:30 EST, started 01:30 EDT/EST.
    completedAt: '2026-11-01T07:30:00Z',
    duration: 1800,
    distance: 1,
    exercises: undefined,
  });
  await ok(await me.as({ method: 'POST', url: '/api/body-weights', payload: { weight: 82.4, unit: 'kg', measuredAt: '2026-02-02T12:00:00Z' } }), 201); // prettier-ignore
  await ok(await me.as({ method: 'POST', url: '/api/goals', payload: { userId: me.user.id, title: 'Squat 140', type: 'strength', targetValue: 140, currentValue: 100, unit: 'kg' } }), 201); // prettier-ignore
  await ok(await me.as({ method: 'POST', url: '/api/routines', payload: { name: 'Legs', notes: 'Mondays', exercises: [{ name: 'Squat', restSeconds: 180, setList: [{ setType: 'warmup', reps: 10, weight: 20, weightUnit: 'kg' }, { reps: 5, weight: 100, weightUnit: 'kg', rpe: 8 }] }] } }), 201); // prettier-ignore
  return me;
}

async function workoutsOf(me: Me): Promise<Workout[]> {
  const res = await me.as({ url: `/api/workouts/${me.user.id}` });
  await ok(res);
  // Oldest first, so the two lists pair up whatever the order of equal instants.
  return (res.json() as Workout[]).toSorted((a, b) => a.completedAt.localeCompare(b.completedAt));
}

async function importInto(me: Me, file: string, name: string): Promise<ImportResult> {
  const res = await postImport(me, file, {}, { name });
  await ok(res, 201);
  return res.json() as ImportResult;
}

const kg = (s: Pick<ExerciseSet, 'weight' | 'weightUnit'>) =>
  s.weight === null ? null : s.weightUnit === 'kg' ? s.weight : s.weight / LBS_PER_KG;
const meters = (distance: number | null, unit: DistanceUnit) =>
  distance === null ? null : (distance * MILES_PER_UNIT[unit]) / MILES_PER_UNIT.meters;

/** What a set is, in units that compare across files (kg, meters), to 2 decimals. */
const setShape = (e: Exercise, s: ExerciseSet) => ({
  setType: s.setType,
  reps: s.reps,
  kg: kg(s) === null ? null : Number(kg(s)!.toFixed(2)),
  seconds: s.duration,
  meters: meters(s.distance, e.distanceUnit) === null ? null : Math.round(meters(s.distance, e.distanceUnit)!), // prettier-ignore
  rpe: s.rpe,
});

describe('the Strong export imports back into Joey Fit (issue 29 §7)', () => {
  it('keeps every workout, its start and duration, and every set with its type, RPE and weight', async () => {
    const me = await richAccount();
    const file = await me.as({ url: '/api/export?format=strong' });
    await ok(file);

    const them = await signUpIn(t, ZONE);
    const result = await importInto(them, file.body, 'strong.csv');
    expect(result).toMatchObject({
      source: 'strong',
      workouts: 3,
      sets: 12,
      duplicates: 0,
      skipped: 0,
      warnings: [],
      weightUnit: 'kg',
      needs: [],
    });

    const before = await workoutsOf(me);
    const after = await workoutsOf(them);
    expect(after.map((w) => [w.name, w.completedAt, w.duration, w.notes])).toEqual(
      before.map((w) => [w.name, w.completedAt, w.duration, w.notes]),
    );
    // The days are the ones lived, in the person's zone.
    expect(after.map((w) => w.day)).toEqual(before.map((w) => w.day));

    const [legs, run, swim] = before;
    const [legsBack, runBack, swimBack] = after;
    // Names go through the catalogue on the way in, as any other app's file.
    expect(legsBack!.exercises.map((e) => e.name)).toEqual(
      legs!.exercises.map((e) => mapExerciseName(e.name).name),
    );
    const shapes = (w: Workout) => w.exercises.map((e) => e.setList.map((s) => setShape(e, s)));
    expect(shapes(legsBack!)).toEqual(shapes(legs!));
    // Sets typed in kilograms come back exactly; the 225 lb set as the kilograms it weighed.
    const squatBack = legsBack!.exercises[0]!.setList;
    expect(squatBack.map((s) => [s.weight, s.weightUnit])).toEqual([[20, 'kg'], [60, 'kg'], [100, 'kg'], [102.06, 'kg'], [80, 'kg'], [80, 'kg']]); // prettier-ignore
    // Bodyweight sets stay sets without a weight.
    expect(legsBack!.exercises[1]!.setList.map((s) => s.weight)).toEqual([null, 10]);

    expect(shapes(runBack!)).toEqual(shapes(run!));
    expect(runBack!.distance).toBeCloseTo(run!.distance, 2);

    // The swim had no exercise: it comes back as one set of its own name, its time and distance.
    expect(swim!.exercises).toEqual([]);
    expect(swimBack!.exercises.map((e) => e.setList.map((s) => setShape(e, s)))).toEqual([
      [{ setType: 'normal', reps: null, kg: null, seconds: 1800, meters: 1609, rpe: null }],
    ]);
    expect(swimBack!.distance).toBeCloseTo(swim!.distance, 2);

    // Importing the same file again adds nothing.
    const again = await importInto(them, file.body, 'strong.csv');
    expect(again).toMatchObject({ workouts: 0, sets: 0, duplicates: 12 });
  });
});

describe('the Joey Fit JSON export imports back whole (issue 29 §7)', () => {
  it('keeps workouts, sets, set types, RPE, supersets, typed units, weigh-ins, goals and routines', async () => {
    const me = await richAccount();
    const file = await me.as({ url: '/api/export?format=json' });
    await ok(file);

    const them = await signUpIn(t, ZONE);
    const result = await importInto(them, file.body, 'joey-fit.json');
    expect(result).toMatchObject({
      source: 'joeyfit',
      workouts: 3,
      sets: 11,
      duplicates: 0,
      warnings: [],
      weighIns: 1,
      goals: 1,
      routines: 1,
    });

    const before = await workoutsOf(me);
    const after = await workoutsOf(them);
    const whole = (w: Workout) => ({
      name: w.name,
      type: w.type,
      notes: w.notes,
      completedAt: w.completedAt,
      day: w.day,
      duration: w.duration,
      distance: w.distance,
      exercises: w.exercises.map((e) => ({
        name: e.name,
        distanceUnit: e.distanceUnit,
        supersetGroup: e.supersetGroup,
        // Exactly as typed: each weight in its own unit.
        setList: e.setList,
      })),
    });
    expect(after.map(whole)).toEqual(
      before.map((w) => ({
        ...whole(w),
        exercises: whole(w).exercises.map((e) => ({ ...e, name: mapExerciseName(e.name).name })),
      })),
    );

    const read = async (who: Me, url: string) => (await who.as({ url })).json();
    const weighIns = (who: Me) =>
      read(who, '/api/body-weights').then((list: { weight: number; unit: string; measuredAt: string }[]) =>
        list.map(({ weight, unit, measuredAt }) => ({ weight, unit, measuredAt })),
      ); // prettier-ignore
    expect(await weighIns(them)).toEqual(await weighIns(me));
    const goals = (who: Me) =>
      read(who, `/api/goals/${who.user.id}`).then((list: Record<string, unknown>[]) =>
        list.map(({ title, type, targetValue, currentValue, unit }) => ({ title, type, targetValue, currentValue, unit })),
      ); // prettier-ignore
    expect(await goals(them)).toEqual(await goals(me));
    const routines = (who: Me) =>
      read(who, '/api/routines').then((list: Record<string, unknown>[]) =>
        list.map(({ name, notes, exercises }) => ({ name, notes, exercises })),
      ); // prettier-ignore
    expect(await routines(them)).toEqual(await routines(me));

    const again = await importInto(them, file.body, 'joey-fit.json');
    expect(again).toMatchObject({ workouts: 0, sets: 0, duplicates: 11 });
  });
});
