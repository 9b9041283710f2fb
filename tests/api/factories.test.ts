// The row factories (tests/setup/factories.ts) write what the API itself would: a test that sets
// up through them reads the same data as one that posted it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workout } from '../../src/shared/schemas/workouts';
import { makeExercise, postWorkout } from '../factories';
import { insertBodyWeight, insertGoal, insertUser, insertWorkout } from '../setup/factories';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A workout as its owner reads it, without what differs between two stored copies. */
const comparable = ({ id: _id, userId: _user, createdAt: _created, ...w }: Workout) => ({
  ...w,
  exercises: w.exercises.map(({ id: _e, workoutId: _w, ...e }) => e),
});
const workoutsOf = async (who: Awaited<ReturnType<typeof signUp>>): Promise<Workout[]> =>
  (await who.as({ url: `/api/workouts/${who.user.id}` })).json();

describe('row factories', () => {
  it('a workout inserted as rows reads back like the same workout posted', async () => {
    const body = {
      name: 'Mixed Bag',
      type: 'mixed' as const,
      notes: 'Both ways',
      completedAt: '2026-03-01T08:00:00.000Z',
      exercises: [
        makeExercise({ name: 'Squat', sets: 3, reps: 5, weight: 100, weightUnit: 'kg' }),
        makeExercise({
          name: 'Bench Press',
          setList: [
            { reps: 10, weight: 135 },
            { reps: 8, weight: 155 },
          ],
        }),
        makeExercise({
          name: 'Run',
          sets: 1,
          reps: null,
          weight: null,
          duration: 1500,
          distance: 5,
          distanceUnit: 'km',
        }),
      ],
    };
    const posting = await signUp(t);
    const inserting = await signUp(t);
    await postWorkout(posting, body);
    const row = await insertWorkout(t.db, inserting.user.id, body);
    expect(row.exercises).toHaveLength(3);
    const [posted] = await workoutsOf(posting);
    const [inserted] = await workoutsOf(inserting);
    expect(inserted!.id).toBe(row.id);
    expect(comparable(inserted!)).toEqual(comparable(posted!));
  });

  it('fills what a test leaves out, and keeps each row with its owner', async () => {
    const me = await signUp(t);
    const someone = await insertUser(t.db, { firstName: 'Grace' });
    expect(someone).toMatchObject({ firstName: 'Grace', passwordHash: null });
    expect(someone.username).not.toBe((await insertUser(t.db)).username);

    await insertWorkout(t.db, someone.id, { name: 'Not mine' });
    await insertWorkout(t.db, me.user.id);
    const goal = await insertGoal(t.db, me.user.id, { title: 'Row goal' });
    const weighIn = await insertBodyWeight(t.db, me.user.id, {
      weight: 82.5,
      unit: 'kg',
      measuredAt: '2026-01-05T07:00:00Z',
    });

    expect((await workoutsOf(me)).map((w) => [w.name, w.exercises.length])).toEqual([
      ['Push Day', 2],
    ]);
    const goals = (await me.as({ url: `/api/goals/${me.user.id}` })).json();
    expect(goals).toMatchObject([
      { id: goal.id, title: 'Row goal', currentValue: 10, targetValue: 50, progressPercentage: 20 },
    ]);
    const weighIns = (await me.as({ url: '/api/body-weights' })).json();
    expect(weighIns).toEqual([
      { id: weighIn.id, weight: 82.5, unit: 'kg', measuredAt: '2026-01-05T07:00:00.000Z' },
    ]);
  });
});
