// Goals have realistic bounds per unit (issue 26 §2): POST and PUT answer 400 naming the field,
// and nothing is written or changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGoal, postGoal } from '../../../../tests/factories';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';
import type { Goal } from '../../../shared/schemas/goals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Me = Awaited<ReturnType<typeof signUp>>;
const listOf = async (me: Me): Promise<Goal[]> =>
  (await me.as({ url: `/api/goals/${me.user.id}` })).json();

describe('goal bounds per unit through the API', () => {
  it.each<[string, Record<string, unknown>]>([
    ['targetValue: must be at most 25,000 miles', { targetValue: 1_000_000, unit: 'miles' }],
    ['targetValue: must be at most 40,000 km', { targetValue: 40_000.5, unit: 'km' }],
    ['targetValue: must be at most 1,500 lbs', { targetValue: 2000, unit: 'pounds' }],
    ['targetValue: must be at most 3,650 days', { targetValue: 4000, unit: 'days' }],
    [
      'currentValue: must be at most 1,100 workouts',
      { targetValue: 50, currentValue: 5000, unit: 'workouts' },
    ],
  ])('POST answers 400 "%s" and writes nothing', async (message, overrides) => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/goals',
      payload: { ...makeGoal(me.user.id), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await listOf(me)).toEqual([]);
  });

  it('POST takes a target at its unit’s bound', async () => {
    const me = await signUp(t);
    expect(await postGoal(me, { targetValue: 25_000, unit: 'miles' })).toMatchObject({
      targetValue: 25_000,
    });
  });

  it('PUT answers 400 naming the field and leaves the goal as it was', async () => {
    const me = await signUp(t);
    const g = await postGoal(me, { targetValue: 300, unit: 'km' });
    const res = await me.as({
      method: 'PUT',
      url: `/api/goals/${g.id}`,
      payload: { ...makeGoal(me.user.id), targetValue: 90_000, unit: 'km' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('targetValue: must be at most 40,000 km');
    expect((await listOf(me))[0]).toMatchObject({ targetValue: 300, unit: 'km' });
  });
});
