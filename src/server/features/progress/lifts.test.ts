import { describe, expect, it } from 'vitest';
import { clockAt, signUp, signUpIn, useTestApp, type Me } from '../../../../tests/setup/test-app';
import type { Lifts } from '../../../shared/schemas/lifts';
import type { ExerciseSetInput } from '../../../shared/schemas/workouts';
import { estimatedOneRepMax } from '../../../shared/sets';

const t = useTestApp();

type SetIn = Partial<ExerciseSetInput>;
const lift = (reps: number, weight: number, more: SetIn = {}): SetIn => ({ reps, weight, ...more });

async function logWorkout(
  me: Me,
  completedAt: string,
  exercises: { name: string; setList: SetIn[] }[],
) {
  const res = await me.as({
    method: 'POST',
    url: '/api/workouts',
    payload: { userId: me.user.id, name: 'Lifting', type: 'strength', completedAt, exercises },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function liftsOf(me: Me, query = ''): Promise<Lifts> {
  const res = await me.as({ url: `/api/progress/${me.user.id}/lifts${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/progress/{userId}/lifts (issue 27 §4)', () => {
  it('answers a new user with no lifts and four empty weeks', async () => {
    clockAt('2026-11-27T12:00:00Z');
    const me = await signUpIn(t, 'UTC');
    const lifts = await liftsOf(me);
    expect(lifts.exercises).toEqual([]);
    expect(lifts.weeks).toHaveLength(4);
    expect(lifts.weeks.at(-1)).toEqual({ from: '2026-11-21', to: '2026-11-27', muscles: [] });
  });

  it('gives each lift its volume and records, warm-ups and sets not done left out', async () => {
    clockAt('2026-11-27T12:00:00Z');
    const me = await signUpIn(t, 'UTC');
    await logWorkout(me, '2026-11-20T10:00:00Z', [
      {
        name: 'Bench Press',
        setList: [
          // A warm-up heavier than anything else, and a set marked not done: neither counts.
          lift(1, 300, { setType: 'warmup' }),
          lift(20, 250, { done: false }),
          lift(8, 185, { rpe: 8 }),
          lift(6, 100, { weight: 100, weightUnit: 'kg', setType: 'drop' }),
        ],
      },
      { name: 'Running', setList: [{ distance: 5, duration: 1800 }] },
    ]);
    await logWorkout(me, '2026-11-26T10:00:00Z', [
      { name: 'bench press', setList: [lift(12, 135, { setType: 'failure' })] },
      { name: 'Pull-up', setList: [lift(10, 0), lift(8, 0)] },
    ]);
    const kg100 = 100 * 2.20462;
    const lifts = await liftsOf(me);
    expect(lifts.exercises).toEqual([
      {
        // Every spelling is one lift, under its latest; the same day's ties go by name.
        name: 'bench press',
        timesDone: 2,
        lastDoneAt: '2026-11-26T10:00:00.000Z',
        volumeLbs: expect.closeTo(8 * 185 + 6 * kg100 + 12 * 135, 6),
        heaviestLbs: expect.closeTo(kg100, 6),
        mostReps: 12,
        bestE1rmLbs: expect.closeTo(
          estimatedOneRepMax({ reps: 6, weight: 100, weightUnit: 'kg' })!,
          6,
        ),
      },
      {
        name: 'Pull-up',
        timesDone: 1,
        lastDoneAt: '2026-11-26T10:00:00.000Z',
        volumeLbs: 0,
        heaviestLbs: null,
        mostReps: 10,
        bestE1rmLbs: null,
      },
    ]);
  });

  it('counts working sets per muscle group per week from the catalogue', async () => {
    clockAt('2026-11-27T12:00:00Z');
    const me = await signUpIn(t, 'UTC');
    await logWorkout(me, '2026-11-18T10:00:00Z', [
      { name: 'Squat', setList: [lift(5, 225), lift(5, 225)] },
    ]);
    await logWorkout(me, '2026-11-25T10:00:00Z', [
      {
        name: 'Bench Press',
        setList: [lift(10, 95, { setType: 'warmup' }), lift(8, 185), lift(8, 185)],
      },
      { name: 'Push-up', setList: [lift(20, 0, { weight: null })] },
      { name: 'Running', setList: [{ distance: 3 }] },
    ]);
    const { weeks } = await liftsOf(me, '?weeks=2');
    expect(weeks).toEqual([
      {
        from: '2026-11-14',
        to: '2026-11-20',
        muscles: expect.arrayContaining([{ muscle: 'quadriceps', sets: 2 }]),
      },
      {
        from: '2026-11-21',
        to: '2026-11-27',
        muscles: [
          { muscle: 'chest', sets: 3 },
          { muscle: 'triceps', sets: 3 },
          { muscle: 'shoulders', sets: 1 },
        ],
      },
    ]);
  });

  it('reads only the caller’s own sets, and no one else’s lifts', async () => {
    clockAt('2026-11-27T12:00:00Z');
    const me = await signUpIn(t, 'UTC');
    const other = await signUp(t);
    await logWorkout(other, '2026-11-26T10:00:00Z', [
      { name: 'Deadlift', setList: [lift(5, 405)] },
    ]);
    expect((await liftsOf(me)).exercises).toEqual([]);
    expect((await liftsOf(me)).weeks.at(-1)?.muscles).toEqual([]);
    const res = await me.as({ url: `/api/progress/${other.user.id}/lifts` });
    expect(res.statusCode).toBe(403);
    const signedOut = await t.app.inject({ url: `/api/progress/${me.user.id}/lifts` });
    expect(signedOut.statusCode).toBe(401);
  });

  it.each([
    ['?weeks=0', 'weeks: must be at least 1'],
    ['?weeks=13', 'weeks: must be at most 12'],
    ['?weeks=two', 'weeks: must be a whole number from 1 to 12'],
    ['?limit=5', 'limit'],
  ])('refuses %s', async (query, message) => {
    const me = await signUp(t);
    const res = await me.as({ url: `/api/progress/${me.user.id}/lifts${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('answers at most 20 lifts, the most recently done first', async () => {
    clockAt('2026-11-27T12:00:00Z');
    const me = await signUpIn(t, 'UTC');
    const names = Array.from({ length: 22 }, (_, i) => `Lift ${String.fromCharCode(65 + i)}`);
    await logWorkout(
      me,
      '2026-11-26T10:00:00Z',
      names.slice(0, 2).map((name) => ({ name, setList: [lift(5, 100)] })),
    );
    await logWorkout(
      me,
      '2026-11-27T10:00:00Z',
      names.slice(2).map((name) => ({ name, setList: [lift(5, 100)] })),
    );
    const { exercises } = await liftsOf(me);
    expect(exercises).toHaveLength(20);
    expect(exercises.map((e) => e.name)).not.toContain('Lift A');
  });
});
