// POST /api/ai-coach through the real app (SPEC §7, issue 11): the line, the coach it speaks
// as, the last time it uses, its refusals and limit, and the model path against a stand-in
// OpenAI-compatible server on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COACH_LINE_MAX, COACH_VOICES } from '../../../shared/coach/lines';
import type { CoachId } from '../../../shared/coaches';
import type { AiCoachResult, CoachContext } from '../../../shared/schemas/ai-coach';
import { avatarConfigs } from '../../db/schema';
import { makeExercise, postWorkout } from '../../../../tests/factories';
import { insertPlan } from '../../../../tests/setup/factories';
import {
  clockAt,
  createTestApp,
  signUp,
  type Me,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { COACH_LIMIT } from './coach.service';

const context = (over: Partial<CoachContext> = {}): CoachContext => ({
  exerciseName: 'Squats',
  currentSet: 2,
  totalSets: 3,
  phase: 'exercise',
  reps: 12,
  ...over,
});

const ask = (me: Me, body: Record<string, unknown> = {}) =>
  me.as({
    method: 'POST',
    url: '/api/ai-coach',
    payload: { userId: me.user.id, context: context(), ...body },
  });

const line = async (me: Me, body: Record<string, unknown> = {}) => {
  const res = await ask(me, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AiCoachResult;
};

const lines = async (me: Me, n: number, body: Record<string, unknown> = {}) => {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await line(me, body)).motivation);
  return out;
};

const saveAvatar = (t: TestApp, me: Me, selectedAvatar: string) =>
  t.db.insert(avatarConfigs).values({ userId: me.user.id, selectedAvatar });

/** A Champion (every coach) who saved `selectedAvatar`. */
const championWith = async (t: TestApp, me: Me, selectedAvatar: string) => {
  await insertPlan(t.db, me.user.id, 3);
  await saveAvatar(t, me, selectedAvatar);
};

/** Whether a line ends with one of a coach's own closers for a set starting. */
const spokenBy = (coach: CoachId, text: string) =>
  COACH_VOICES[coach].closers.go.some((c) => text.endsWith(c));

describe('POST /api/ai-coach without a model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a short offline line naming the exercise and the set', async () => {
    const me = await signUp(t);
    const r = await line(me);
    expect(r).toEqual({ motivation: expect.any(String), source: 'offline' });
    expect(r.motivation).toContain('Squats');
    expect(r.motivation.toLowerCase()).toContain('set 2 of 3');
    expect(r.motivation.length).toBeLessThanOrEqual(COACH_LINE_MAX);
  });

  it('answers every phase, with the next exercise at a rest before it', async () => {
    const me = await signUp(t);
    for (const phase of ['start', 'rest', 'exercise', 'transition', 'complete'] as const) {
      const r = await line(me, {
        context: context({ phase, currentSet: 3, nextExerciseName: 'Plank' }),
      });
      expect(r.motivation).toMatch(phase === 'transition' ? /Plank/ : /Squats/);
      if (phase === 'rest') expect(r.motivation).toContain('Plank');
    }
  });

  it('varies its lines for the same moment', async () => {
    const me = await signUp(t);
    expect(new Set(await lines(me, 20)).size).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ['no saved avatar', null, 'joey1'],
    ['JoAnn saved', 'joann', 'joann'],
    ['Jose saved', 'jose', 'jose'],
    ['an avatar that no longer exists', 'retired-coach', 'joey1'],
  ] as const)('speaks as the saved coach: %s', async (_, saved, coach) => {
    const me = await signUp(t);
    if (saved) await championWith(t, me, saved);
    for (const text of await lines(me, 8)) expect(spokenBy(coach, text), text).toBe(true);
  });

  it('speaks as Joey for a saved coach the plan does not include (issue 25 §8)', async () => {
    const me = await signUp(t);
    await saveAvatar(t, me, 'jose');
    for (const text of await lines(me, 8)) expect(spokenBy('joey1', text), text).toBe(true);
  });

  it('uses the last time the user did the exercise, and never another user’s', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const goblet = { context: context({ exerciseName: 'goblet squat', reps: 15 }) };
    await postWorkout(other, {
      exercises: [makeExercise({ name: 'Goblet Squats', reps: 23, weight: null })],
    });
    const before = await lines(me, 12, goblet);
    for (const text of before) {
      expect(text).not.toMatch(/last time|yesterday|days ago|earlier today|\b23\b/);
    }

    await postWorkout(me, {
      completedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      exercises: [makeExercise({ name: 'Goblet Squats', reps: 17, weight: null })],
    });
    const after = await lines(me, 30, goblet);
    expect(
      after.some((s) => /3 days ago .*17.*(go|aim) for 18/.test(s)),
      after.join('\n'),
    ).toBe(true);
    for (const text of after) expect(text).not.toMatch(/\b23\b/);
  });

  it('speaks the set’s own target, not last time’s top set (issue 26 §7)', async () => {
    const me = await signUp(t);
    await postWorkout(me, {
      exercises: [
        {
          name: 'Leg Press',
          setList: [
            { reps: 5, weight: 185, weightUnit: 'lb' },
            { reps: 5, weight: 205, weightUnit: 'lb' },
            { reps: 3, weight: 225, weightUnit: 'lb' },
          ],
        },
      ],
    });
    const first = {
      context: context({
        exerciseName: 'Leg Press',
        phase: 'exercise',
        currentSet: 1,
        reps: 5,
        weight: 185,
        weightUnit: 'lb',
      }),
    };
    const said = await lines(me, 20, first);
    expect(
      said.some((s) => s.includes('5 reps at 185 pounds')),
      said.join('\n'),
    ).toBe(true);
    for (const text of said) expect(text).not.toMatch(/225|match it|beat it/);
  });

  it.each([
    ['no context', { context: undefined }, 'context: is required'],
    [
      'currentSet past totalSets',
      { context: context({ currentSet: 4, totalSets: 3 }) },
      'context.currentSet: must be at most totalSets (3)',
    ],
    [
      'an unknown phase',
      { context: { ...context(), phase: 'warmup' } },
      'context.phase: must be one of start, rest, exercise, transition, complete',
    ],
    [
      'no exercise name',
      { context: context({ exerciseName: '  ' }) },
      'context.exerciseName: is required',
    ],
    ['set 0', { context: context({ currentSet: 0 }) }, 'context.currentSet: must be at least 1'],
    ['half a rep', { context: context({ reps: 1.5 }) }, 'context.reps: must be a whole number'],
    [
      'an unknown weight unit',
      { context: { ...context({ weight: 100 }), weightUnit: 'stone' } },
      'context.weightUnit: must be one of lb, kg',
    ],
    ['a long message', { message: 'x'.repeat(301) }, 'message: must be at most 300 characters'],
  ])('refuses %s with 400', async (_, body, message) => {
    const me = await signUp(t);
    const res = await ask(me, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses another user’s id with 403 and a signed-out caller with 401', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const theirs = await ask(me, { userId: other.user.id });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toMatch(/your own/);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/ai-coach',
      headers: { origin: 'http://localhost' },
      payload: { userId: me.user.id, context: context() },
    });
    expect(out.statusCode).toBe(401);
  });

  it(`allows ${COACH_LIMIT.perMinute} lines a minute per user, then 429 with when to retry`, async () => {
    const me = await signUp(t);
    const next = await signUp(t);
    clockAt(new Date().toISOString());
    for (let i = 0; i < COACH_LIMIT.perMinute; i++) {
      const res = await ask(me);
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    const over = await ask(me);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many coach requests.*Try again in \d+ seconds\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the user's own: another user is still answered.
    expect((await ask(next)).statusCode).toBe(200);
  });
});

describe('POST /api/ai-coach with a model (OPENAI_BASE_URL)', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  const received: { url?: string; authorization?: string; body: Record<string, unknown> }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let answer: Handler;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({
        url: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(data),
      });
      answer(req, res);
    });
  });
  const json =
    (status: number, body: unknown): Handler =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
  const says = (content: unknown) =>
    json(200, { choices: [{ index: 0, message: { role: 'assistant', content } }] });

  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1/`,
        OPENAI_API_KEY: 'stand-in-key',
        LLM_MODEL: 'coach-test-model',
      },
    });
  });
  afterAll(async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('speaks the model’s line, having told it the coach, the moment and the last time', async () => {
    const me = await signUp(t);
    await championWith(t, me, 'joann');
    await postWorkout(me, { exercises: [makeExercise({ name: 'Squats', reps: 9, weight: 95 })] });
    answer = says('Squats, set 2 of 3. Breathe and drive through your heels.');
    received.length = 0;
    const r = await line(me, { message: 'my knees feel fine' });
    expect(r).toEqual({
      motivation: 'Squats, set 2 of 3. Breathe and drive through your heels.',
      source: 'model',
    });
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent!.url).toBe('/v1/chat/completions');
    expect(sent!.authorization).toBe('Bearer stand-in-key');
    expect(sent!.body.model).toBe('coach-test-model');
    const [system, user] = sent!.body.messages as { role: string; content: string }[];
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('You are JoAnn, a calm and mindful workout coach');
    expect(system!.content).toMatch(/no emoji/);
    expect(user!.content).toContain('set 2 of 3 of Squats starts now.');
    expect(user!.content).toContain('Plan for this set: 12 reps.');
    expect(user!.content).toContain('Last time (earlier today): 9 reps with 95 pounds.');
    expect(user!.content).toContain('The user adds: "my knees feel fine"');
  });

  it('cleans emoji, markdown and quotes out of what the model says', async () => {
    const me = await signUp(t);
    answer = says('"**Squats**, set 2 of 3 💪 Let’s go!"\n');
    expect(await line(me)).toEqual({ motivation: 'Squats, set 2 of 3 Let’s go!', source: 'model' });
  });

  it('falls back to an offline line when the model is slower than the limit', async () => {
    const me = await signUp(t);
    answer = (_req, res) => {
      const timer = setTimeout(() => says('Too late to matter.')(_req, res), 10_000);
      timers.add(timer);
    };
    const r = await line(me);
    expect(r.source).toBe('offline');
    expect(r.motivation).toContain('Squats');
  });

  it('falls back when the model starts answering and then stalls', async () => {
    const me = await signUp(t);
    answer = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"choices": [');
    };
    const r = await line(me);
    expect(r.source).toBe('offline');
    expect(r.motivation).toContain('Squats');
  });

  it.each([
    ['a 500', json(500, { error: { message: 'model overloaded' } })],
    ['a 404', json(404, { error: 'no such route' })],
    ['a 429', json(429, { error: 'rate limited' })],
    ['garbage', ((_req, res) => res.writeHead(200).end('<html>oops</html>')) as Handler],
    ['JSON without choices', json(200, { id: 'x', object: 'chat.completion' })],
    ['no text', says(null)],
    ['an empty line', says('   ')],
    ['only emoji', says('💪🔥')],
    [
      'an over-long line',
      says(`Squats, set 2 of 3. ${'Keep going, you are doing great. '.repeat(8)}`),
    ],
  ])('falls back to an offline line when the model answers %s', async (_, handler) => {
    const me = await signUp(t);
    answer = handler;
    const r = await line(me);
    expect(r.source).toBe('offline');
    expect(r.motivation.toLowerCase()).toContain('set 2 of 3');
  });
});

describe('POST /api/ai-coach with a model that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port that was just free: nothing listens there now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    t = await createTestApp({ env: { OPENAI_BASE_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(() => t.close());

  it('answers offline', async () => {
    const me = await signUp(t);
    expect(await line(me)).toMatchObject({ source: 'offline' });
  });
});
