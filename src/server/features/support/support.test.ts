// GET /api/support through the real app (issue 14 §4): the address Help's Contact Support writes
// to (SUPPORT_EMAIL, or the documented default) and whether the caller's plan has priority support.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../env';
import { insertPlan } from '../../../../tests/setup/factories';
import { signUp, useTestApp } from '../../../../tests/setup/test-app';

const t = useTestApp();

describe('GET /api/support', () => {
  it('answers the default address and no priority on the free plan', async () => {
    const me = await signUp(t);
    const res = await me.as({ url: '/api/support' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'support@joey.fit', priority: false });
  });

  it('marks priority only for a plan that has it (Champion, not Coach)', async () => {
    const coach = await signUp(t);
    await insertPlan(t.db, coach.user.id, 2);
    expect((await coach.as({ url: '/api/support' })).json()).toMatchObject({ priority: false });
    const champion = await signUp(t);
    await insertPlan(t.db, champion.user.id, 3);
    expect((await champion.as({ url: '/api/support' })).json()).toEqual({
      email: 'support@joey.fit',
      priority: true,
    });
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({ url: '/api/support' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('GET /api/support with SUPPORT_EMAIL set', () => {
  const custom = useTestApp({ env: { SUPPORT_EMAIL: 'help@gym.example.org' } });

  it('answers the configured address', async () => {
    const me = await signUp(custom);
    expect((await me.as({ url: '/api/support' })).json()).toEqual({
      email: 'help@gym.example.org',
      priority: false,
    });
  });
});

describe('SUPPORT_EMAIL', () => {
  it('falls back to the default when unset or empty (.env.example runs unchanged)', () => {
    expect(loadEnv({}).SUPPORT_EMAIL).toBe('support@joey.fit');
    expect(loadEnv({ SUPPORT_EMAIL: '' }).SUPPORT_EMAIL).toBe('support@joey.fit');
  });

  it('stops start-up with a clear message when it is not an email address', () => {
    expect(() => loadEnv({ SUPPORT_EMAIL: 'support at gym' })).toThrow(ConfigError);
    expect(() => loadEnv({ SUPPORT_EMAIL: 'support at gym' })).toThrow(
      /SUPPORT_EMAIL: must be an email address/,
    );
  });
});
