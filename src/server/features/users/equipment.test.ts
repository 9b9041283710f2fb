import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT } from '../../../shared/plates';
import { APP_ORIGIN, createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/users/me/equipment';
const HOME_GYM = {
  unit: 'kg',
  bar: 15,
  plates: [
    { weight: 20, count: 2 },
    { weight: 10, count: 4 },
    { weight: 1.25, count: 3 },
  ],
};

describe('GET /api/users/me/equipment', () => {
  it("answers the default for the user's weight unit until something is saved", async () => {
    const me = await signUp(t);
    const lb = await me.as({ url: URL });
    expect(lb.statusCode).toBe(200);
    expect(lb.json()).toEqual({ ...DEFAULT_EQUIPMENT.lb, saved: false });
    await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload: { weightUnit: 'kg' } });
    expect((await me.as({ url: URL })).json()).toEqual({ ...DEFAULT_EQUIPMENT.kg, saved: false });
  });

  it('answers 401 when signed out', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/equipment', () => {
  it('saves the bar and plates as sent, for the signed-in user only', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const res = await me.as({ method: 'PUT', url: URL, payload: HOME_GYM });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...HOME_GYM, saved: true });
    expect((await me.as({ url: URL })).json()).toEqual({ ...HOME_GYM, saved: true });
    expect((await other.as({ url: URL })).json().saved).toBe(false);
  });

  it('keeps the saved equipment in its own unit when the display unit changes', async () => {
    const me = await signUp(t);
    await me.as({ method: 'PUT', url: URL, payload: HOME_GYM });
    await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload: { weightUnit: 'lb' } });
    expect((await me.as({ url: URL })).json()).toMatchObject({ unit: 'kg', bar: 15, saved: true });
  });

  it('replaces what was saved, whole', async () => {
    const me = await signUp(t);
    await me.as({ method: 'PUT', url: URL, payload: HOME_GYM });
    const next = { unit: 'lb', bar: 35, plates: [{ weight: 45, count: 6 }] };
    expect((await me.as({ method: 'PUT', url: URL, payload: next })).json()).toEqual({
      ...next,
      saved: true,
    });
    expect((await me.as({ url: URL })).json()).toEqual({ ...next, saved: true });
  });

  it.each<[string, object, string]>([
    ['no unit', { ...HOME_GYM, unit: undefined }, 'unit: is required'],
    ['a unit of stone', { ...HOME_GYM, unit: 'st' }, 'unit: must be one of lb, kg'],
    ['a bar as text', { ...HOME_GYM, bar: '20' }, 'bar: must be a number'],
    ['a bar under 0', { ...HOME_GYM, bar: -1 }, 'bar: must be at least 0'],
    ['a bar over 100', { ...HOME_GYM, bar: 101 }, 'bar: must be at most 100'],
    ['a bar of 20.1', { ...HOME_GYM, bar: 20.1 }, 'bar: must be in steps of 0.25'],
    ['no plates', { ...HOME_GYM, plates: [] }, 'plates: must list at least 1 plate'],
    [
      'plates that are not a list',
      { ...HOME_GYM, plates: 'lots' },
      'plates: must be a list of plates',
    ],
    [
      '13 plate weights',
      { ...HOME_GYM, plates: Array.from({ length: 13 }, (_, i) => ({ weight: i + 1, count: 2 })) },
      'plates: must list at most 12 plates',
    ],
    [
      'one weight twice',
      { ...HOME_GYM, plates: [HOME_GYM.plates[0], HOME_GYM.plates[0]] },
      'plates: must list each plate weight once',
    ],
    [
      'a plate of 200',
      { ...HOME_GYM, plates: [{ weight: 200, count: 2 }] },
      'plates.0.weight: must be at most 100',
    ],
    [
      'a count of 41',
      { ...HOME_GYM, plates: [{ weight: 20, count: 41 }] },
      'plates.0.count: must be at most 40',
    ],
    [
      'a count of -2',
      { ...HOME_GYM, plates: [{ weight: 20, count: -2 }] },
      'plates.0.count: must be at least 0',
    ],
  ])(
    'answers 400 naming the field for %s, and keeps what was saved',
    async (_, payload, message) => {
      const me = await signUp(t);
      await me.as({ method: 'PUT', url: URL, payload: HOME_GYM });
      const res = await me.as({ method: 'PUT', url: URL, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect((await me.as({ url: URL })).json()).toEqual({ ...HOME_GYM, saved: true });
    },
  );

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: URL,
      payload: HOME_GYM,
      headers: { origin: APP_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});
