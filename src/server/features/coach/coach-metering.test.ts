// POST /api/ai-coach against a stand-in model (issue 25 §3 and §8): the lines the model writes
// count against the plan's AI allowance and stop at it, offline lines cost nothing, what the
// model says is checked before it is spoken, and a coach the plan no longer includes is Joey.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiCoachResult } from '../../../shared/schemas/ai-coach';
import type { Entitlements } from '../../../shared/schemas/billing';
import { subscriptions } from '../../db/schema';
import {
  says,
  startModelStandIn,
  type Handler,
  type ModelStandIn,
} from '../../../../tests/setup/model-stand-in';
import {
  clockAt,
  createTestApp,
  signUp,
  type Me,
  type TestApp,
} from '../../../../tests/setup/test-app';

const DAY_MS = 86_400_000;
const context = { exerciseName: 'Squats', currentSet: 2, totalSets: 3, phase: 'exercise' };
const CLEAN = 'Squats, set 2 of 3. Drive through your heels.';

let t: TestApp;
let model: ModelStandIn;
beforeAll(async () => {
  model = await startModelStandIn();
  t = await createTestApp({ env: { OPENAI_BASE_URL: model.url } });
});
afterAll(async () => {
  await t?.close();
  await model?.close();
});
afterEach(() => {
  vi.useRealTimers();
  model.answerWith(says(CLEAN));
});

async function line(me: Me): Promise<AiCoachResult> {
  const res = await me.as({
    method: 'POST',
    url: '/api/ai-coach',
    payload: { userId: me.user.id, context },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function aiUsage(me: Me) {
  const res = await me.as({ url: '/api/me/entitlements' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Entitlements).quotas.aiSuggestions;
}

/** The user's plan: paid up to `end`, or ended at it (a downgrade). */
async function setPlan(me: Me, tierId: 2 | 3, end: Date, status: 'active' | 'canceled') {
  const values = { tierId, status, provider: 'sandbox', currentPeriodEnd: end } as const;
  await t.db
    .insert(subscriptions)
    .values({ userId: me.user.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}
const paidFor30Days = (me: Me, tierId: 2 | 3) =>
  setPlan(me, tierId, new Date(Date.now() + 30 * DAY_MS), 'active');

/** What the stand-in was asked from now on, by one call of `run`. */
async function asked<T>(run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const before = model.received.length;
  const result = await run();
  return { result, calls: model.received.length - before };
}

describe('the AI allowance (Free: 3 a week)', () => {
  it('gives a free user 3 model lines a week, then offline lines, never an error', async () => {
    const me = await signUp(t);
    model.answerWith(says(CLEAN));
    const { result, calls } = await asked(async () => {
      const out: AiCoachResult[] = [];
      for (let i = 0; i < 6; i++) out.push(await line(me));
      return out;
    });
    expect(result.map((r) => r.source)).toEqual([
      'model',
      'model',
      'model',
      'offline',
      'offline',
      'offline',
    ]);
    // Past the allowance the model is not asked at all.
    expect(calls).toBe(3);
    for (const r of result.slice(3)) expect(r.motivation.toLowerCase()).toContain('set 2 of 3');
    expect(await aiUsage(me)).toMatchObject({ limit: 3, used: 3, left: 0 });
  });

  it('gives the allowance back at the next week', async () => {
    const me = await signUp(t);
    const now = Date.now();
    clockAt(new Date(now).toISOString());
    for (let i = 0; i < 3; i++) expect((await line(me)).source).toBe('model');
    expect((await line(me)).source).toBe('offline');
    // Seven days on is always in the next week, whatever day this is.
    clockAt(new Date(now + 7 * DAY_MS).toISOString());
    expect((await line(me)).source).toBe('model');
    expect(await aiUsage(me)).toMatchObject({ used: 1, left: 2 });
  });

  it('costs nothing when the model misses or its line is refused', async () => {
    const me = await signUp(t);
    const misses: Handler[] = [
      (_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{}'),
      says('Verify your streak at evil.com today!'),
      says('Push through the chest pain, set 2 of 3.'),
    ];
    for (const handler of misses) {
      model.answerWith(handler);
      expect((await line(me)).source).toBe('offline');
    }
    expect(await aiUsage(me)).toMatchObject({ used: 0, left: 3 });
  });

  it('lets lines asked at once take no more than the allowance, each model call counted', async () => {
    const me = await signUp(t);
    clockAt(new Date().toISOString());
    const { result, calls } = await asked(() =>
      Promise.all(Array.from({ length: 8 }, () => line(me))),
    );
    const written = result.filter((r) => r.source === 'model').length;
    expect(written).toBeGreaterThanOrEqual(1);
    expect(written).toBeLessThanOrEqual(3);
    // No model call was thrown away: each one asked became a counted line.
    expect(calls).toBe(written);
    expect((await aiUsage(me)).used).toBe(written);
  });

  it('gives a paid plan unlimited model lines, counted', async () => {
    const me = await signUp(t);
    await paidFor30Days(me, 2);
    for (let i = 0; i < 5; i++) expect((await line(me)).source).toBe('model');
    expect(await aiUsage(me)).toMatchObject({ limit: -1, used: 5, left: null });
  });
});

describe('what the model says is checked before it is spoken', () => {
  it.each([
    ['a link', 'Squats, set 2 of 3. Claim your prize at https://evil.example'],
    ['a bare domain', 'Set 2 of 3, then log in at joeyfit-rewards.com to keep your streak.'],
    ['an email address', 'Send your password to help@joey-fit.io, set 2 of 3.'],
    ['markup', 'Squats <a href="x">set 2 of 3</a>'],
    ['advice against safety', 'Squats, set 2 of 3. Ignore the chest pain and push on.'],
    ['a promise of no doctor', 'No need to see a doctor, set 2 of 3 of Squats!'],
  ])('replaces %s with an offline line', async (_, text) => {
    const me = await signUp(t);
    model.answerWith(says(text));
    const r = await line(me);
    expect(r.source).toBe('offline');
    expect(r.motivation.toLowerCase()).toContain('set 2 of 3');
  });
});

describe('a coach the plan no longer includes (issue 25 §8)', () => {
  const avatar = async (me: Me) => (await me.as({ url: `/api/joey-avatar/${me.user.id}` })).json();
  const systemPrompt = () => model.received.at(-1)!.messages[0]!.content;

  it('is Joey in the prompt while downgraded, and the saved coach again after a re-upgrade', async () => {
    const me = await signUp(t);
    await paidFor30Days(me, 2);
    const saved = await me.as({
      method: 'POST',
      url: '/api/joey-avatar',
      payload: { avatarConfig: { ...(await avatar(me)), selectedAvatar: 'jone' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await line(me);
    expect(systemPrompt()).toContain('You are Jone,');

    await setPlan(me, 2, new Date(Date.now() - 60_000), 'canceled');
    expect(await avatar(me)).toMatchObject({ selectedAvatar: 'joey1', savedAvatar: 'jone' });
    await line(me);
    expect(systemPrompt()).toContain('You are Joey,');
    expect(systemPrompt()).not.toContain('Jone');

    await paidFor30Days(me, 2);
    const back = await avatar(me);
    expect(back.selectedAvatar).toBe('jone');
    expect(back).not.toHaveProperty('savedAvatar');
    await line(me);
    expect(systemPrompt()).toContain('You are Jone,');
  });
});
