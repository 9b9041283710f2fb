import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ORIGIN, createTestApp, signUp, type TestApp } from '../../../../tests/setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/{id}', () => {
  it('answers the signed-in user their own record', async () => {
    const me = await signUp(t, { firstName: 'Grace' });
    const res = await me.as({ url: `/api/users/${me.user.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.user.id, firstName: 'Grace', timeZone: 'UTC' });
  });

  it("refuses another user's id with 403", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const res = await me.as({ url: `/api/users/${other.user.id}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/your own/);
    expect(res.body).not.toContain(other.user.username);
  });

  it('answers 403 for an id that does not exist and 400 for one that is not an id', async () => {
    const me = await signUp(t);
    expect((await me.as({ url: `/api/users/${randomUUID()}` })).statusCode).toBe(403);
    const bad = await me.as({ url: '/api/users/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
  });

  it('answers 401 when signed out', async () => {
    const me = await signUp(t);
    const res = await t.app.inject({ url: `/api/users/${me.user.id}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/onboarding/complete', () => {
  it('sets the flag for the signed-in user only, with an empty body', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const res = await me.as({ method: 'PUT', url: '/api/users/onboarding/complete' });
    expect(res.statusCode).toBe(200);
    expect(res.json().onboardingCompleted).toBe(true);
    expect((await me.as({ url: '/api/auth/user' })).json().onboardingCompleted).toBe(true);
    expect((await other.as({ url: '/api/auth/user' })).json().onboardingCompleted).toBe(false);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/onboarding/complete',
      headers: { origin: APP_ORIGIN },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/time-zone', () => {
  it('stores a valid IANA zone', async () => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone: 'Pacific/Auckland' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me.as({ url: '/api/auth/user' })).json().timeZone).toBe('Pacific/Auckland');
  });

  it.each([['Mars/Olympus'], [''], [42]])('answers 400 for %j', async (timeZone) => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^timeZone: /);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone: 'UTC' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/preferences', () => {
  it('stores the weight unit, shown on the user object (pounds by default)', async () => {
    const me = await signUp(t);
    expect((await me.as({ url: '/api/auth/user' })).json().weightUnit).toBe('lb');
    const res = await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { weightUnit: 'kg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: me.user.id, weightUnit: 'kg' });
    expect((await me.as({ url: `/api/users/${me.user.id}` })).json().weightUnit).toBe('kg');
  });

  it('stores the distance unit on its own, keeping the weight unit (miles by default)', async () => {
    const me = await signUp(t);
    expect((await me.as({ url: '/api/auth/user' })).json().distanceUnit).toBe('mi');
    await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload: { weightUnit: 'kg' } });
    const res = await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { distanceUnit: 'km' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ weightUnit: 'kg', distanceUnit: 'km' });
  });

  it('turns RPE tracking on and off (off by default), keeping the units', async () => {
    const me = await signUp(t);
    expect((await me.as({ url: '/api/auth/user' })).json().rpeEnabled).toBe(false);
    await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload: { weightUnit: 'kg' } });
    const on = await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { rpeEnabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ rpeEnabled: true, weightUnit: 'kg', distanceUnit: 'mi' });
    expect((await me.as({ url: `/api/users/${me.user.id}` })).json().rpeEnabled).toBe(true);
    const off = await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { rpeEnabled: false },
    });
    expect(off.json().rpeEnabled).toBe(false);
  });

  it.each([
    [{ weightUnit: 'stone' }, 'weightUnit: must be lb or kg'],
    [{ weightUnit: null }, 'weightUnit: must be lb or kg'],
    [{ distanceUnit: 'furlong' }, 'distanceUnit: must be mi or km'],
    [{ rpeEnabled: 'yes' }, 'rpeEnabled: must be true or false'],
    [{ rpeEnabled: null }, 'rpeEnabled: must be true or false'],
    [{}, 'body: send weightUnit, distanceUnit, rpeEnabled or more than one'],
  ])('answers 400 for %j', async (payload, message) => {
    const me = await signUp(t);
    const res = await me.as({ method: 'PUT', url: '/api/users/me/preferences', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { weightUnit: 'kg' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/profile', () => {
  it('sets the display name shown everywhere, and clears it with null or blanks', async () => {
    const me = await signUp(t);
    const set = await me.as({
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { displayName: '  Ada L.  ' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().displayName).toBe('Ada L.');
    expect((await me.as({ url: '/api/auth/user' })).json().displayName).toBe('Ada L.');
    const cleared = await me.as({
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { displayName: '   ' },
    });
    expect(cleared.json().displayName).toBeNull();
  });

  it.each([
    [{ displayName: 'A' }, 'displayName: must be at least 2 characters'],
    [{ displayName: 'x'.repeat(51) }, 'displayName: must be at most 50 characters'],
    [{ displayName: 42 }, 'displayName: must be text'],
  ])('answers 400 for %j', async (payload, message) => {
    const me = await signUp(t);
    const res = await me.as({ method: 'PUT', url: '/api/users/me/profile', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
