// POST and GET /api/workout-assessment through the real app (SPEC §7, issue 12): the plan, its
// storage, bad answers, other users, the limit, and the model path against a stand-in
// OpenAI-compatible server on 127.0.0.1.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatePlan } from '../../../shared/assessment/generate';
import {
  assessmentAnswersSchema,
  storedPlanSchema,
  workoutPlanSchema,
  type AssessmentAnswersInput,
  type WorkoutPlan,
} from '../../../shared/schemas/assessment';
import {
  APP_ORIGIN,
  clockAt,
  createTestApp,
  signUp,
  type Me,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { PLAN_LIMIT } from './assessment.service';

const ANSWERS: AssessmentAnswersInput = {
  fitnessLevel: 'intermediate',
  goals: ['muscle_building', 'endurance'],
  timeAvailable: '30-45',
  equipment: ['basic'],
  limitations: ['knee'],
  preferredWorkouts: ['strength', 'cardio'],
  experience: '1-2years',
  frequency: '3-4',
};

const post = (me: Me, payload: unknown) =>
  me.as({ method: 'POST', url: '/api/workout-assessment', payload: payload as object });
const read = (me: Me) => me.as({ url: '/api/workout-assessment' });

async function planFor(me: Me, answers: unknown = ANSWERS): Promise<WorkoutPlan> {
  const res = await post(me, answers);
  expect(res.statusCode, res.body).toBe(200);
  return workoutPlanSchema.parse(res.json().workoutPlan);
}

describe('POST /api/workout-assessment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a plan shaped as SPEC §3 says, built offline for the answers', async () => {
    const me = await signUp(t);
    const plan = await planFor(me);
    expect(plan.source).toBe('offline');
    expect(plan.difficulty).toBe('intermediate');
    expect(plan.duration).toBeGreaterThanOrEqual(30);
    expect(plan.duration).toBeLessThanOrEqual(45);
    expect(plan.title).not.toBe('');
    expect(plan.description).toMatch(/knees/);
    expect(plan.exercises[0]!.block).toBe('warm-up');
    for (const x of plan.exercises) {
      expect(x.instructions.length).toBeGreaterThan(0);
      expect(x.why.length).toBeGreaterThan(0);
      expect(x.sets).toBeGreaterThanOrEqual(1);
      // A bad knee: nothing that jumps, lunges or squats deep under a bar.
      expect(x.name).not.toMatch(/jump|lunge|burpee|pistol|^squat$|split squat/i);
    }
    expect(plan.tips.length).toBeGreaterThan(2);
    expect(plan.week.map((d) => d.day)).toEqual(['Monday', 'Wednesday', 'Friday', 'Sunday']);
  });

  it('gives the same plan for the same answers, whatever order they were ticked in', async () => {
    const me = await signUp(t);
    const a = await planFor(me);
    const b = await planFor(me, {
      ...ANSWERS,
      goals: ['endurance', 'muscle_building'],
      preferredWorkouts: ['cardio', 'strength'],
    });
    expect(b).toEqual(a);
  });

  it('puts a doctor’s clearance first for a heart condition', async () => {
    const me = await signUp(t);
    const plan = await planFor(me, { ...ANSWERS, limitations: ['heart'] });
    expect(plan.tips[0]).toMatch(/doctor/i);
  });

  it('takes limitations as optional: left out, empty or "none"', async () => {
    const me = await signUp(t);
    const { limitations: _, ...rest } = ANSWERS;
    const plans = [await planFor(me, rest), await planFor(me, { ...rest, limitations: [] })];
    plans.push(await planFor(me, { ...rest, limitations: ['none'] }));
    expect(plans[1]).toEqual(plans[0]);
    expect(plans[2]).toEqual(plans[0]);
  });

  it.each([
    ['no fitness level', { fitnessLevel: undefined }, 'fitnessLevel: is required'],
    [
      'an unknown level',
      { fitnessLevel: 'elite' },
      'fitnessLevel: must be one of beginner, intermediate, advanced',
    ],
    ['no goals', { goals: [] }, 'goals: must name at least one'],
    ['goals as text', { goals: 'strength' }, 'goals: must be a list'],
    [
      'an unknown goal',
      { goals: ['strength', 'abs'] },
      'goals.1: must be one of weight_loss, muscle_building, endurance, flexibility, general_health, strength',
    ],
    ['no time', { timeAvailable: undefined }, 'timeAvailable: is required'],
    [
      'a time off the list',
      { timeAvailable: '90' },
      'timeAvailable: must be one of 15-30, 30-45, 45-60, 60+',
    ],
    ['no equipment', { equipment: [] }, 'equipment: must name at least one'],
    [
      '"none" with a limitation',
      { limitations: ['none', 'knee'] },
      'limitations: cannot combine "none" with a limitation',
    ],
    [
      'no preferred workout',
      { preferredWorkouts: [] },
      'preferredWorkouts: must name at least one',
    ],
    ['no experience', { experience: undefined }, 'experience: is required'],
    ['no frequency', { frequency: undefined }, 'frequency: is required'],
    [
      'a padded list',
      { goals: Array.from({ length: 7 }, () => 'strength') },
      'goals: must name at most 6 options',
    ],
  ])('refuses %s with 400 naming the field', async (_, change, message) => {
    const me = await signUp(t);
    const res = await post(me, { ...ANSWERS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('refuses a body that is not answers with a 4xx message', async () => {
    const me = await signUp(t);
    for (const [body, status] of [
      [[], 400],
      [42, 400],
      ['plan please', 415],
    ] as const) {
      const res = await post(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workout-assessment',
      headers: { origin: APP_ORIGIN },
      payload: ANSWERS,
    });
    expect(res.statusCode).toBe(401);
  });

  it(`allows ${PLAN_LIMIT.perMinute} plans a minute per user, then 429 with when to retry`, async () => {
    const me = await signUp(t);
    const next = await signUp(t);
    clockAt(new Date().toISOString());
    for (let i = 0; i < PLAN_LIMIT.perMinute; i++) {
      expect((await post(me, ANSWERS)).statusCode, `plan ${i + 1}`).toBe(200);
    }
    const over = await post(me, ANSWERS);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many plans in a minute.*Try again in \d+ seconds\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(next, ANSWERS)).statusCode).toBe(200);
  });
});

describe('GET /api/workout-assessment (the saved plan)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 before the first assessment', async () => {
    const me = await signUp(t);
    const res = await read(me);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/take the assessment/);
  });

  it('answers the last plan, its answers (normalised) and when; a new one replaces it', async () => {
    const me = await signUp(t);
    const first = await planFor(me, { ...ANSWERS, goals: ['endurance', 'muscle_building'] });
    const saved = storedPlanSchema.parse((await read(me)).json());
    expect(saved.workoutPlan).toEqual(first);
    expect(saved.answers).toEqual({ ...ANSWERS, goals: ['muscle_building', 'endurance'] });
    expect(Date.parse(saved.createdAt)).not.toBeNaN();

    const second = await planFor(me, { ...ANSWERS, fitnessLevel: 'beginner' });
    const now = storedPlanSchema.parse((await read(me)).json());
    expect(now.workoutPlan).toEqual(second);
    expect(now.answers.fitnessLevel).toBe('beginner');
  });

  it('never shows one user’s plan to another', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await planFor(me, { ...ANSWERS, limitations: ['heart'] });
    expect((await read(other)).statusCode).toBe(404);
    const theirs = await planFor(other, { ...ANSWERS, fitnessLevel: 'advanced' });
    expect(storedPlanSchema.parse((await read(other)).json()).workoutPlan).toEqual(theirs);
    expect(storedPlanSchema.parse((await read(me)).json()).answers.limitations).toEqual(['heart']);
  });

  it('refuses a signed-out caller with 401', async () => {
    expect((await t.app.inject({ url: '/api/workout-assessment' })).statusCode).toBe(401);
  });
});

describe('POST /api/workout-assessment with a model (OPENAI_BASE_URL)', () => {
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  const received: { messages: { role: string; content: string }[] }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let answer: Handler;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push(JSON.parse(data));
      answer(req, res);
    });
  });
  const says =
    (content: unknown): Handler =>
    (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    };

  let t: TestApp;
  let offline: WorkoutPlan;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({ env: { OPENAI_BASE_URL: `http://127.0.0.1:${port}` } });
    const plain = await createTestApp();
    offline = await planFor(await signUp(plain));
    await plain.close();
  });
  afterAll(async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const mainIds = () =>
    offline.exercises.filter((x) => x.block === 'main').map((x) => x.exerciseId);

  it('takes the model’s order and words for the same exercises and doses', async () => {
    const me = await signUp(t);
    const order = mainIds().reverse();
    answer = says(
      JSON.stringify({
        order,
        description: 'Two plain sentences. For you.',
        whys: { [order[0]!]: 'Because it suits your knees.' },
      }),
    );
    received.length = 0;
    const plan = await planFor(me);
    expect(plan.source).toBe('model');
    expect(plan.description).toBe('Two plain sentences. For you.');
    expect(plan.exercises.filter((x) => x.block === 'main').map((x) => x.exerciseId)).toEqual(
      order,
    );
    expect(plan.exercises.find((x) => x.exerciseId === order[0])!.why).toBe(
      'Because it suits your knees.',
    );
    // Same exercises, same doses, same warm-up first and cool-down last, same tips.
    const dose = (p: WorkoutPlan) =>
      p.exercises
        .map(({ why: _, ...x }) => x)
        .sort((a, b) => a.exerciseId.localeCompare(b.exerciseId));
    expect(dose(plan)).toEqual(dose(offline));
    expect(plan.exercises[0]).toMatchObject({ block: 'warm-up' });
    expect(plan.tips).toEqual(offline.tips);
    // It was told only to reorder and explain, and shown the plan.
    const [system, user] = received[0]!.messages;
    expect(system!.content).toMatch(/only reorder/);
    expect(user!.content).toContain(order[0]!);
  });

  it.each([
    ['an exercise of its own', () => ({ order: [...mainIds(), 'burpee'] })],
    ['one left out', () => ({ order: mainIds().slice(1) })],
    ['a why for an exercise not in the plan', () => ({ whys: { 'box-jump': 'Jump!' } })],
    ['a field it may not send', () => ({ order: mainIds(), sets: { squat: 10 } })],
    ['a link', () => ({ description: 'See https://example.com for more.' })],
  ])('keeps the offline plan when the model answers %s', async (_, body) => {
    const me = await signUp(t);
    answer = says(JSON.stringify(body()));
    expect(await planFor(me)).toEqual(offline);
  });

  it('keeps the offline words, and every tip, where the model’s contradict safety (issue 25 §3)', async () => {
    const me = await signUp(t);
    const heart = { ...ANSWERS, limitations: ['heart'] } as const;
    const offlineHeart = generatePlan(assessmentAnswersSchema.parse(heart));
    const main = offlineHeart.exercises.filter((x) => x.block === 'main');
    const [first, second] = main.map((x) => x.exerciseId);
    answer = says(
      JSON.stringify({
        order: [...main.map((x) => x.exerciseId)].reverse(),
        description:
          'A steady plan. If you feel chest pain, push through it: no need to see a doctor.',
        whys: {
          [first!]: 'Ignore any chest pain here, it is normal.',
          [second!]: 'It builds your legs at an easy effort.',
        },
      }),
    );
    const plan = await planFor(me, heart);
    expect(plan.description).toBe(offlineHeart.description);
    expect(plan.tips).toEqual(offlineHeart.tips);
    expect(plan.tips[0]).toMatch(/doctor/);
    const why = (id: string) => plan.exercises.find((x) => x.exerciseId === id)!.why;
    expect(why(first!)).toBe(main[0]!.why);
    expect(why(second!)).toBe('It builds your legs at an easy effort.');
    expect(plan.exercises.filter((x) => x.block === 'main').map((x) => x.exerciseId)).toEqual(
      [...main.map((x) => x.exerciseId)].reverse(),
    );
  });

  it.each([
    ['a bare domain', 'Track it at joeyfit-rewards.com every week.'],
    ['an email address', 'Questions? Write to coach@joey-help.io.'],
    ['markup', 'A <b>strong</b> plan for you.'],
    ['advice to hold the breath', 'Hold your breath on every rep for power.'],
  ])('keeps the offline plan when the only text has %s', async (_, description) => {
    const me = await signUp(t);
    answer = says(JSON.stringify({ description }));
    expect(await planFor(me)).toEqual(offline);
  });

  it('keeps the offline plan when the model answers what is not JSON', async () => {
    const me = await signUp(t);
    answer = says('Here is a better plan: do more squats.');
    expect(await planFor(me)).toEqual(offline);
  });

  it('keeps the offline plan when the model is slower than the limit', async () => {
    const me = await signUp(t);
    answer = (req, res) => {
      timers.add(setTimeout(() => says(JSON.stringify({ order: mainIds() }))(req, res), 20_000));
    };
    expect(await planFor(me)).toEqual(offline);
  });
});
