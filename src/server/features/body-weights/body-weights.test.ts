import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBodyWeight } from '../../../../tests/setup/factories';
import { createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('weigh-ins (issue 8)', () => {
  it('keeps each weigh-in in the unit it was read in, newest first', async () => {
    const me = await signUp(t);
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const first = await me.as({
      method: 'POST',
      url: '/api/body-weights',
      payload: { weight: 182.4, unit: 'lb', measuredAt: old },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ weight: 182.4, unit: 'lb', measuredAt: old });
    await me.as({
      method: 'POST',
      url: '/api/body-weights',
      payload: { weight: 82.5, unit: 'kg' },
    });
    const list = (await me.as({ url: '/api/body-weights' })).json();
    expect(list.map((w: { weight: number; unit: string }) => [w.weight, w.unit])).toEqual([
      [82.5, 'kg'],
      [182.4, 'lb'],
    ]);
  });

  it('deletes my own weigh-in, and answers 404 for anyone else’s', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const mine = await insertBodyWeight(t.db, me.user.id, { weight: 70, unit: 'kg' });
    expect(
      (await other.as({ method: 'DELETE', url: `/api/body-weights/${mine.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await me.as({ method: 'DELETE', url: `/api/body-weights/${mine.id}` })).statusCode,
    ).toBe(204);
    expect((await me.as({ url: '/api/body-weights' })).json()).toEqual([]);
  });

  it.each([
    ['weight: must be at least 20', { weight: 5, unit: 'kg' }],
    ['weight: must be at most 1500', { weight: 1e6, unit: 'lb' }],
    ['unit: must be one of lb, kg', { weight: 80, unit: 'stone' }],
    ['unit: is required', { weight: 80 }],
    [
      'measuredAt: must be between 2000-01-01 and tomorrow: it cannot be in the future',
      { weight: 80, unit: 'kg', measuredAt: '2999-01-01T00:00:00Z' },
    ],
  ])('answers 400 "%s"', async (message, payload) => {
    const me = await signUp(t);
    const res = await me.as({ method: 'POST', url: '/api/body-weights', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
