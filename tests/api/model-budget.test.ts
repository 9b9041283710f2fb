// The operator's hourly budget of model calls (issue 25 §3, LLM_CALLS_PER_HOUR): every use of the
// model counts against one budget shared by every instance (the counter store), and past it the
// coach and the assessment answer with their offline words, never an error.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiCoachResult } from '../../src/shared/schemas/ai-coach';
import type { WorkoutPlan } from '../../src/shared/schemas/assessment';
import { MODEL_BUDGET } from '../../src/server/chat-model';
import { loadEnv } from '../../src/server/env';
import { windowStart } from '../../src/server/plugins/rate-limit';
import { says, startModelStandIn, type ModelStandIn } from '../setup/model-stand-in';
import { clockAt, createTestApp, signUp, type Me, type TestApp } from '../setup/test-app';
import { BEGINNER_ANSWERS } from '../setup/assessment-answers';

const ANSWERS = BEGINNER_ANSWERS;

async function coachLine(me: Me): Promise<AiCoachResult> {
  const res = await me.as({
    method: 'POST',
    url: '/api/ai-coach',
    payload: {
      userId: me.user.id,
      context: { exerciseName: 'Squats', currentSet: 1, totalSets: 3, phase: 'start' },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function plan(me: Me): Promise<WorkoutPlan> {
  const res = await me.as({ method: 'POST', url: '/api/workout-assessment', payload: ANSWERS });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().workoutPlan;
}

describe('LLM_CALLS_PER_HOUR', () => {
  let model: ModelStandIn;
  let t: TestApp;
  beforeAll(async () => {
    model = await startModelStandIn();
    t = await createTestApp({ env: { OPENAI_BASE_URL: model.url, LLM_CALLS_PER_HOUR: '3' } });
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops asking the model for the coach and the assessment once the hour’s calls are spent', async () => {
    // The start of an hour's window, so the test's calls all fall in it.
    const hour = windowStart(new Date(), MODEL_BUDGET.windowMs).getTime() + 60_000;
    clockAt(new Date(hour).toISOString());
    const [a, b, c] = [await signUp(t), await signUp(t), await signUp(t)];
    model.answerWith(says('Squats to start, set 1 of 3. Own it.'));
    // Three users, each with allowance left: the budget is the instance's, not a user's.
    expect((await coachLine(a)).source).toBe('model');
    expect((await coachLine(b)).source).toBe('model');
    model.answerWith(says(JSON.stringify({ description: 'A short plan to start you off.' })));
    expect((await plan(c)).source).toBe('model');
    expect(model.received).toHaveLength(3);

    const offlineLine = await coachLine(c);
    expect(offlineLine.source).toBe('offline');
    expect(offlineLine.motivation).toContain('Squats');
    expect((await plan(a)).source).toBe('offline');
    expect(model.received).toHaveLength(3);
    // An offline line took nothing of the users' allowances.
    const usage = await c.as({ url: '/api/me/entitlements' });
    expect(usage.json().quotas.aiSuggestions).toMatchObject({ used: 0, left: 3 });

    // The next hour has a budget of its own.
    clockAt(new Date(hour + MODEL_BUDGET.windowMs).toISOString());
    model.answerWith(says('Squats to start, set 1 of 3. Own it.'));
    expect((await coachLine(c)).source).toBe('model');
    expect(model.received).toHaveLength(4);
  });
});

describe('LLM_CALLS_PER_HOUR=0', () => {
  let model: ModelStandIn;
  let t: TestApp;
  beforeAll(async () => {
    model = await startModelStandIn();
    t = await createTestApp({ env: { OPENAI_BASE_URL: model.url, LLM_CALLS_PER_HOUR: '0' } });
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  it('never asks the model: both features answer offline', async () => {
    const me = await signUp(t);
    expect((await coachLine(me)).source).toBe('offline');
    expect((await plan(me)).source).toBe('offline');
    expect(model.received).toHaveLength(0);
  });
});

describe('LLM_CALLS_PER_HOUR in the configuration', () => {
  it('is 1000 an hour unless set', () => {
    expect(loadEnv({}).LLM_CALLS_PER_HOUR).toBe(1000);
    expect(loadEnv({ LLM_CALLS_PER_HOUR: '' }).LLM_CALLS_PER_HOUR).toBe(1000);
    expect(loadEnv({ LLM_CALLS_PER_HOUR: '250' }).LLM_CALLS_PER_HOUR).toBe(250);
  });

  it.each(['-1', '1.5', 'lots'])('refuses %j, naming the variable', (value) => {
    expect(() => loadEnv({ LLM_CALLS_PER_HOUR: value })).toThrow(/LLM_CALLS_PER_HOUR/);
  });
});
