// Issue 8: goals that fill themselves from what is logged since the day they were set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '../../../shared/schemas/goals';
import { postGoal, postWorkout } from '../../../../tests/factories';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const goalOf = async (me: Me, id: string) =>
  ((await me.as({ url: `/api/goals/${me.user.id}` })).json() as Goal[]).find((g) => g.id === id)!;
const weighIn = (me: Me, weight: number, unit: 'lb' | 'kg', measuredAt?: string) =>
  me.as({ method: 'POST', url: '/api/body-weights', payload: { weight, unit, measuredAt } });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('tracked goals', () => {
  it('a distance goal adds every distance logged since it was set, in any unit', async () => {
    const me = await signUp(t);
    await postWorkout(me, {
      completedAt: daysAgo(3),
      exercises: [{ name: 'Running', distance: 10, distanceUnit: 'km' }],
    });
    const goal = await postGoal(me, {
      title: 'Run 20 km',
      type: 'distance',
      unit: 'km',
      targetValue: 20,
      currentValue: 7, // ignored: a tracked goal counts for itself
      tracking: 'distance',
    });
    expect(goal.currentValue).toBe(0);
    await postWorkout(me, { exercises: [{ name: 'Running', distance: 5, distanceUnit: 'km' }] });
    await postWorkout(me, {
      exercises: [{ name: 'Walking', distance: 2, distanceUnit: 'miles' }],
    });
    await postWorkout(me, {
      exercises: [
        { name: 'Rowing', setList: [{ distance: 500 }, { distance: 500 }], distanceUnit: 'meters' },
      ],
    });
    const now = await goalOf(me, goal.id);
    expect(now.currentValue).toBeCloseTo(5 + 3.22 + 1, 1);
    expect(now.tracking).toBe('distance');
  });

  it('a time goal adds durations, and only of its workout type when it names one', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Two hours of cardio',
      type: 'time',
      unit: 'hours',
      targetValue: 2,
      tracking: 'duration',
      trackWorkoutType: 'cardio',
    });
    await postWorkout(me, { type: 'cardio', duration: 3600, exercises: [{ name: 'Cycling' }] });
    await postWorkout(me, { type: 'strength', duration: 3600, exercises: [{ name: 'Squat' }] });
    await postWorkout(me, {
      type: 'cardio',
      exercises: [{ name: 'Running', setList: [{ duration: 900 }, { duration: 900 }] }],
    });
    expect((await goalOf(me, goal.id)).currentValue).toBe(1.5);
  });

  it('a workout-count goal counts workouts and completes itself at its target', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Three workouts',
      type: 'general',
      unit: 'workouts',
      targetValue: 3,
      tracking: 'workouts',
    });
    for (let i = 0; i < 3; i++) await postWorkout(me);
    const done = await goalOf(me, goal.id);
    expect(done).toMatchObject({ currentValue: 3, isCompleted: true, progressPercentage: 100 });
    expect(done.completedAt).not.toBeNull();
  });

  it('a lift goal follows the best set of its exercise, in the goal’s unit', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Deadlift 150 kg',
      type: 'strength',
      unit: 'kg',
      targetValue: 150,
      tracking: 'lift',
      trackExercise: 'Deadlift',
    });
    await postWorkout(me, {
      exercises: [
        {
          name: 'deadlifts',
          setList: [
            { reps: 5, weight: 275 },
            { reps: 1, weight: 315 },
          ],
        },
      ],
    });
    await postWorkout(me, {
      exercises: [{ name: 'Squat', setList: [{ reps: 1, weight: 400 }] }],
    });
    expect((await goalOf(me, goal.id)).currentValue).toBeCloseTo(315 / 2.20462, 1);
  });

  it('a weight-loss goal counts down from the weigh-in at its start', async () => {
    const me = await signUp(t);
    await weighIn(me, 200, 'lb', daysAgo(1));
    const goal = await postGoal(me, {
      title: 'Lose 10 lbs',
      type: 'weight_loss',
      unit: 'lbs',
      targetValue: 10,
      tracking: 'body_weight',
    });
    expect(goal.startValue).toBe(200);
    await weighIn(me, 196.5, 'lb');
    expect((await goalOf(me, goal.id)).currentValue).toBe(3.5);
    // A weigh-in in kilograms counts too, converted.
    await weighIn(me, 86, 'kg');
    expect((await goalOf(me, goal.id)).currentValue).toBeCloseTo(200 - 86 * 2.20462, 1);
  });

  it('a weight-gain goal without an earlier weigh-in starts from the first one after it', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Gain 3 kg',
      type: 'weight_gain',
      unit: 'kg',
      targetValue: 3,
      tracking: 'body_weight',
    });
    expect(goal).toMatchObject({ startValue: null, currentValue: 0 });
    await weighIn(me, 70, 'kg');
    await weighIn(me, 71.5, 'kg');
    expect((await goalOf(me, goal.id)).currentValue).toBe(1.5);
  });

  it('deleting a workout takes its distance back off', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Run',
      type: 'distance',
      unit: 'miles',
      targetValue: 10,
      tracking: 'distance',
    });
    const w = await postWorkout(me, { exercises: [{ name: 'Running', distance: 3 }] });
    expect((await goalOf(me, goal.id)).currentValue).toBe(3);
    await me.as({ method: 'DELETE', url: `/api/workouts/${w.id}` });
    expect((await goalOf(me, goal.id)).currentValue).toBe(0);
  });

  it('a manual goal stays manual, and can be switched to tracking and back', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, {
      title: 'Run',
      type: 'distance',
      unit: 'miles',
      targetValue: 10,
      currentValue: 4,
    });
    await postWorkout(me, { exercises: [{ name: 'Running', distance: 3 }] });
    expect((await goalOf(me, goal.id)).currentValue).toBe(4);
    const { id: _id, userId: _u, ...fields } = goal;
    const tracked = await me.as({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      payload: { ...fields, deadline: null, tracking: 'distance' },
    });
    expect(tracked.json()).toMatchObject({ tracking: 'distance', currentValue: 3 });
    const manual = await me.as({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      payload: { ...fields, deadline: null, tracking: 'manual', currentValue: 6 },
    });
    expect(manual.json()).toMatchObject({ tracking: 'manual', currentValue: 6 });
  });

  it.each([
    [
      'unit: must be miles or km for a goal that tracks distance',
      { tracking: 'distance', unit: 'minutes' },
    ],
    ['trackExercise: is required for a lift goal', { tracking: 'lift', unit: 'lbs' }],
    [
      'type: must be weight_loss or weight_gain for a goal that tracks body weight',
      { tracking: 'body_weight', unit: 'lbs', type: 'strength' },
    ],
    [
      'tracking: must be one of manual, distance, duration, workouts, lift, body_weight',
      { tracking: 'auto' },
    ],
  ])('answers 400 "%s"', async (message, fields) => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/goals',
      payload: { userId: me.user.id, title: 'Bad', targetValue: 5, ...fields },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
