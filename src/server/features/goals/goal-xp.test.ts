// Issue 26 §5: goal XP only when a goal that tracks itself is filled by activity logged after it
// was set. A goal created at its target, or edited up to it by hand, earns nothing.
import { describe, expect, it } from 'vitest';
import { GOAL_XP } from '../../../shared/progression';
import type { Goal } from '../../../shared/schemas/goals';
import type { Progression } from '../../../shared/schemas/progression';
import { postGoal, postWorkout } from '../../../../tests/factories';
import { signUp, useTestApp, type Me } from '../../../../tests/setup/test-app';

const t = useTestApp();

const totalXp = async (me: Me) =>
  ((await me.as({ url: '/api/progression/me' })).json() as Progression).totalXp;
/** A run of `miles`, one exercise, no duration: 25 + 5 = 30 XP. */
const RUN_XP = 30;
const run = (me: Me, miles: number) =>
  postWorkout(me, {
    type: 'cardio',
    exercises: [{ name: 'Running', distance: miles, distanceUnit: 'miles' }],
  });
const put = (me: Me, goal: Goal, change: Partial<Goal>) =>
  me.as({
    method: 'PUT',
    url: `/api/goals/${goal.id}`,
    payload: { ...goal, ...change, userId: me.user.id },
  });
const tracked = { type: 'distance', unit: 'miles', tracking: 'distance' } as const;

describe('goal XP (issue 26 §5)', () => {
  it('a goal created at its target earns nothing: by hand, flagged, or tracked and already filled', async () => {
    const me = await signUp(t);
    const full = await postGoal(me, { targetValue: 5, currentValue: 5 });
    expect(full.isCompleted).toBe(true);
    const flagged = await postGoal(me, { targetValue: 5, currentValue: 1, isCompleted: true });
    expect(flagged.isCompleted).toBe(true);
    expect(await totalXp(me)).toBe(0);

    // A tracked goal set after the run that fills it: filled by activity logged before it was set.
    await run(me, 5);
    const late = await postGoal(me, { ...tracked, title: 'Run 5 miles', targetValue: 5 });
    expect(late).toMatchObject({ currentValue: 5, isCompleted: true });
    expect(await totalXp(me)).toBe(RUN_XP);
    // Nor does a later workout pay for it: it was filled already.
    await run(me, 1);
    expect(await totalXp(me)).toBe(2 * RUN_XP);
  });

  it('editing a goal up to its target by hand earns nothing, tracked or not', async () => {
    const me = await signUp(t);
    const manual = await postGoal(me, { targetValue: 10, currentValue: 4 });
    const edited = await put(me, manual, { currentValue: 10 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ isCompleted: true });
    const marked = await postGoal(me, { targetValue: 10, currentValue: 2 });
    expect((await put(me, marked, { isCompleted: true })).json()).toMatchObject({ isCompleted: true }); // prettier-ignore

    // A tracked goal counts for itself: a current value typed up to its target is not taken,
    // so it neither fills the goal nor stops a later workout from earning (next test). Its
    // target lowered under what it already holds fills it by hand.
    await run(me, 2);
    const typed = await postGoal(me, { ...tracked, title: 'Run 10', targetValue: 10 });
    expect(typed.currentValue).toBe(2);
    expect((await put(me, typed, { currentValue: 10 })).json()).toMatchObject({ currentValue: 2, isCompleted: false }); // prettier-ignore
    const lowered = await postGoal(me, { ...tracked, title: 'Run 20', targetValue: 20 });
    expect((await put(me, lowered, { targetValue: 2 })).json()).toMatchObject({ isCompleted: true }); // prettier-ignore
    expect(await totalXp(me)).toBe(RUN_XP);

    // And a later workout pays for none of those filled by hand: they were filled already.
    await run(me, 1);
    expect(await totalXp(me)).toBe(2 * RUN_XP);
  });

  it('a tracked goal filled by a later workout earns once', async () => {
    const me = await signUp(t);
    // The body says current 10 (makeGoal's) over a target of 3: a tracked goal does not take it.
    const goal = await postGoal(me, { ...tracked, title: 'Run 3 miles', targetValue: 3 });
    expect(goal).toMatchObject({ currentValue: 0, isCompleted: false });
    await run(me, 2);
    expect(await totalXp(me)).toBe(RUN_XP);
    const filling = await run(me, 2);
    expect(await totalXp(me)).toBe(2 * RUN_XP + GOAL_XP);
    const goals = (await me.as({ url: `/api/goals/${me.user.id}` })).json() as Goal[];
    expect(goals.find((g) => g.id === goal.id)).toMatchObject({ isCompleted: true });

    // More running, or taking the filling run away and running again, does not pay twice.
    await run(me, 2);
    expect(await totalXp(me)).toBe(3 * RUN_XP + GOAL_XP);
    expect((await me.as({ method: 'DELETE', url: `/api/workouts/${filling.id}` })).statusCode).toBe(204); // prettier-ignore
    await run(me, 2);
    expect(await totalXp(me)).toBe(3 * RUN_XP + GOAL_XP);

    // Deleting the goal takes its XP back (decision 017), so delete-and-recreate is no tap.
    expect((await me.as({ method: 'DELETE', url: `/api/goals/${goal.id}` })).statusCode).toBe(204);
    expect(await totalXp(me)).toBe(3 * RUN_XP);
  });

  it('a body-weight goal filled by a later weigh-in earns once', async () => {
    const me = await signUp(t);
    const weigh = (weight: number) =>
      me.as({ method: 'POST', url: '/api/body-weights', payload: { weight, unit: 'lb' } });
    expect((await weigh(200)).statusCode).toBe(201);
    await postGoal(me, {
      title: 'Lose 5 lbs',
      type: 'weight_loss',
      unit: 'lbs',
      targetValue: 5,
      tracking: 'body_weight',
    });
    expect((await weigh(197)).statusCode).toBe(201);
    expect(await totalXp(me)).toBe(0);
    expect((await weigh(195)).statusCode).toBe(201);
    expect(await totalXp(me)).toBe(GOAL_XP);
  });
});
