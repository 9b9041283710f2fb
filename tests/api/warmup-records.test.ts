// Issue 27 §2 through the API, on PGlite and on PostgreSQL: a warm-up set, however heavy, is no
// personal record, no exercise's top set and no progress toward a goal; the working sets beside
// it still are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postGoal, postWorkout } from '../factories';
import { createTestApp, signUp, type Me, type TestApp } from '../setup/test-app';
import type { Goal } from '../../src/shared/schemas/goals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bench = (setList: object[]) => ({ exercises: [{ name: 'Bench Press', setList }] });
const goalOf = async (me: Me, id: string): Promise<Goal> =>
  ((await me.as({ url: `/api/goals/${me.user.id}` })).json() as Goal[]).find((g) => g.id === id)!;

describe('warm-ups count for no record and no goal (issue 27 §2)', () => {
  it('a heavy warm-up beats no personal record and is not the exercise’s top set', async () => {
    const me = await signUp(t);
    await postWorkout(me, { completedAt: '2026-06-01T10:00:00Z', ...bench([{ reps: 5, weight: 135 }]) }); // prettier-ignore
    const warmedUp = await postWorkout(me, {
      completedAt: '2026-06-03T10:00:00Z',
      ...bench([
        { setType: 'warmup', reps: 3, weight: 315 },
        { reps: 5, weight: 135 },
      ]),
    });
    const [exercise] = warmedUp.exercises;
    expect(exercise!.personalRecord).toBeNull();
    expect([exercise!.weight, exercise!.reps, exercise!.sets]).toEqual([135, 5, 2]);
    // Only warm-ups: nothing measured, so nothing to be a record either.
    const onlyWarmUps = await postWorkout(me, {
      completedAt: '2026-06-04T10:00:00Z',
      ...bench([{ setType: 'warmup', reps: 1, weight: 405, weightUnit: 'lb' }]),
    });
    expect(onlyWarmUps.exercises[0]!.personalRecord).toBeNull();
    expect(onlyWarmUps.exercises[0]!.weight).toBeNull();
    // A working set heavier than every earlier working set is a record, whatever the warm-ups were.
    const heavier = await postWorkout(me, {
      completedAt: '2026-06-05T10:00:00Z',
      ...bench([{ reps: 5, weight: 140 }]),
    });
    expect(heavier.exercises[0]!.personalRecord).toMatchObject({ kind: 'e1rm' });
    // And the same drop set or set to failure does count (only warm-ups are left out).
    const drop = await postWorkout(me, {
      completedAt: '2026-06-06T10:00:00Z',
      ...bench([{ setType: 'drop', reps: 5, weight: 150 }]),
    });
    expect(drop.exercises[0]!.personalRecord).toMatchObject({ kind: 'e1rm' });
  });

  it('a lift goal takes the heaviest working set, never a warm-up', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Bench 300',
      type: 'strength',
      tracking: 'lift',
      trackExercise: 'Bench Press',
      unit: 'lbs',
      targetValue: 300,
      currentValue: 0,
    });
    await postWorkout(me, bench([{ setType: 'warmup', reps: 1, weight: 315 }, { reps: 5, weight: 135 }])); // prettier-ignore
    expect(await goalOf(me, goal.id)).toMatchObject({ currentValue: 135, isCompleted: false });
    await postWorkout(me, bench([{ setType: 'warmup', reps: 1, weight: 150, weightUnit: 'kg' }])); // prettier-ignore
    expect((await goalOf(me, goal.id)).currentValue).toBe(135);
    await postWorkout(me, bench([{ setType: 'failure', reps: 2, weight: 185 }]));
    expect((await goalOf(me, goal.id)).currentValue).toBe(185);
  });

  it('a duration goal counts the working sets’ time only', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Plank 10 minutes',
      type: 'time',
      tracking: 'duration',
      unit: 'minutes',
      targetValue: 10,
      currentValue: 0,
    });
    await postWorkout(me, {
      exercises: [
        { name: 'Plank', setList: [{ setType: 'warmup', duration: 600 }, { duration: 120 }] },
      ],
    });
    expect((await goalOf(me, goal.id)).currentValue).toBe(2);
  });
});
