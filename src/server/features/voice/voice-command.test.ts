import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interpretation } from '../../../shared/voice/schema';
import type { VoiceCommandResult } from '../../../shared/schemas/voice-command';
import { createTestApp, signUp, type Me, type TestApp } from '../../../../tests/setup/test-app';
import { insertPlan } from '../../../../tests/setup/factories';
import { haveCorpus, judge, loadCorpus } from '../../../../tests/unit/voice-judge';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const say = async (me: Me, voiceText: string) => {
  const res = await me.as({
    method: 'POST',
    url: '/api/voice-command',
    payload: { voiceText, userId: me.user.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VoiceCommandResult;
};
const workoutsOf = async (me: Me) => (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
const goalsOf = async (me: Me) => (await me.as({ url: `/api/goals/${me.user.id}` })).json();

describe('POST /api/voice-command: log_workout', () => {
  it('stores the workout with every exercise and answers it with the reply', async () => {
    const me = await signUp(t);
    const r = await say(me, 'three sets of twelve push ups and a 5k run');
    expect(r.action).toBe('log_workout');
    expect(r.workout!.exercises).toMatchObject([
      { name: 'Push-up', sets: 3, reps: 12 },
      { name: 'Running', distance: 5, distanceUnit: 'km' },
    ]);
    expect(r.workout!.type).toBe('mixed');
    expect(r.message).toMatch(/^Great! I logged your workout: .+ — /);
    const listed = await workoutsOf(me);
    expect(listed).toHaveLength(1);
    expect(listed[0].id).toBe(r.workout!.id);
    expect(listed[0].notes).toContain('three sets of twelve push ups');
  });

  it('stores kilograms as pounds', async () => {
    const me = await signUp(t);
    const r = await say(me, 'deadlifted 80 kilos for 4 sets of 6');
    expect(r.workout!.exercises[0]).toMatchObject({ name: 'Deadlift', sets: 4, reps: 6 });
    expect(r.workout!.exercises[0]!.weight).toBeCloseTo(176.4, 0);
  });
});

describe('POST /api/voice-command: set_goal', () => {
  it('stores the goal with its target, unit and deadline', async () => {
    const me = await signUp(t);
    const r = await say(me, "I'd love to drop 12 lbs by July");
    expect(r.action).toBe('set_goal');
    expect(r.goal).toMatchObject({ type: 'weight_loss', targetValue: 12, unit: 'lbs' });
    expect(r.goal!.deadline).toMatch(/^\d{4}-07-31$/);
    expect(r.message).toMatch(/^Perfect! I set your goal: /);
    expect((await goalsOf(me)).map((g: { id: string }) => g.id)).toEqual([r.goal!.id]);
  });
});

describe('POST /api/voice-command: answers from the user’s own data', () => {
  it('check_progress counts the workouts, streak and closest goal', async () => {
    const me = await signUp(t);
    expect((await say(me, 'how is my progress looking')).message).toMatch(/no workouts logged yet/);
    await say(me, 'I did 3 sets of 10 squats');
    await say(me, 'ran 2 miles');
    await say(me, 'set a goal to run 50 miles');
    const r = await say(me, 'how is my progress looking');
    expect(r.action).toBe('check_progress');
    // A new account is not told about "the last 7 days" (issue 31 §2): its history is a minute.
    expect(r.message).toContain('2 workouts logged so far');
    expect(r.message).not.toMatch(/last 7 days|weeks/);
    expect(r.message).toContain('Your streak is 1 day.');
    expect(r.message).toContain('Closest goal: ');
    expect(r.workout).toBeNull();
  });

  it('get_suggestion names exercises for the asked-for area', async () => {
    const me = await signUp(t);
    const r = await say(me, 'what should I do for my back');
    expect(r.action).toBe('get_suggestion');
    expect(r.message).toMatch(/^For your back, try /);
    expect(r.message).toMatch(/Row|Pull|Deadlift|Pulldown|Superman|Extension/);
  });

  it('end_session and nonsense write nothing', async () => {
    const me = await signUp(t);
    expect(await say(me, 'goodbye')).toMatchObject({
      action: 'end_session',
      message: 'Voice session ended. Have a great workout!',
    });
    expect(await say(me, 'turn up the volume')).toEqual({
      action: 'error',
      message: "I didn't understand that. Please try again.",
      workout: null,
      goal: null,
      bodyWeight: null,
    });
    expect(await workoutsOf(me)).toEqual([]);
    expect(await goalsOf(me)).toEqual([]);
  });
});

describe('POST /api/voice-command: refusals', () => {
  it('answers 401 signed out, 403 for another user id, 400 for empty or missing text', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/voice-command',
      payload: { voiceText: 'ran 2 miles', userId: me.user.id },
    });
    expect(signedOut.statusCode).toBe(401);
    const theirs = await me.as({
      method: 'POST',
      url: '/api/voice-command',
      payload: { voiceText: 'ran 2 miles', userId: other.user.id },
    });
    expect(theirs.statusCode).toBe(403);
    expect(await workoutsOf(other)).toEqual([]);
    for (const payload of [{ voiceText: '   ', userId: me.user.id }, { userId: me.user.id }]) {
      const res = await me.as({ method: 'POST', url: '/api/voice-command', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^voiceText: /);
    }
    const long = await me.as({
      method: 'POST',
      url: '/api/voice-command',
      payload: { voiceText: 'ran '.repeat(200), userId: me.user.id },
    });
    expect(long.statusCode).toBe(400);
  });
});

describe('POST /api/voice-command: days, every set, weigh-ins (issue 8)', () => {
  it('stores a pyramid set by set, each weight as said', async () => {
    const me = await signUp(t);
    const r = await say(me, 'deadlift 225 for 5, 245 for 3 and 265 for 1');
    expect(r.action).toBe('log_workout');
    const [e] = r.workout!.exercises;
    expect(e!.setList.map((s) => [s.reps, s.weight, s.weightUnit])).toEqual([
      [5, 225, 'lb'],
      [3, 245, 'lb'],
      [1, 265, 'lb'],
    ]);
    expect(e).toMatchObject({ sets: 3, reps: 1, weight: 265 });
  });

  it('keeps kilograms as kilograms', async () => {
    const me = await signUp(t);
    const r = await say(me, 'front squats 4 sets of 6 at 70 kilos');
    const [e] = r.workout!.exercises;
    expect(e!.setList.every((s) => s.weight === 70 && s.weightUnit === 'kg')).toBe(true);
    // The summary is in pounds and named so (issue 26 §4); the sets keep the kilograms.
    expect(e!.weightUnit).toBe('lb');
    expect(e!.weight).toBeCloseTo(70 * 2.20462, 6);
  });

  it('replies in my units: a weight said in pounds, heard back in kilograms', async () => {
    const me = await signUp(t);
    await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { weightUnit: 'kg', distanceUnit: 'km' },
    });
    const r = await say(me, 'rows 4 sets of 10 at 135 pounds and jogged 2 miles');
    expect(r.message).toContain('at 61.2 kg');
    expect(r.message).toContain('3.22 km');
    // Stored as said: the card shows 61.2 kg too, and nothing drifted.
    expect(r.workout!.exercises[0]!.setList[0]).toMatchObject({ weight: 135, weightUnit: 'lb' });
  });

  it('logs a workout on the day it was done, at that day’s midday (issue 26 §3)', async () => {
    const me = await signUp(t);
    const r = await say(me, 'I swam 40 laps yesterday');
    expect(r.action).toBe('log_workout');
    // A new user's zone is UTC: yesterday's 12:00 there, whatever the time it was said at.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(r.workout!.completedAt).toBe(`${yesterday}T12:00:00.000Z`);
    expect(r.message).toMatch(/yesterday/);
  });

  it('logs a weigh-in, which a weight goal follows', async () => {
    const me = await signUp(t);
    await say(me, 'my weight is 90 kilograms');
    const goal = await say(me, 'I want to lose 5 kg by the end of the year');
    expect(goal.goal).toMatchObject({ tracking: 'body_weight', startValue: 90, currentValue: 0 });
    const r = await say(me, 'just weighed myself, 88.5 kg');
    expect(r.action).toBe('log_weight');
    expect(r.bodyWeight).toMatchObject({ weight: 88.5, unit: 'kg' });
    // Said in kilograms, heard back in my unit (pounds by default), stored as said.
    expect(r.message).toMatch(/195\.1 lbs/);
    const goals = await goalsOf(me);
    expect(goals[0]).toMatchObject({ currentValue: 1.5 });
  });

  it('reads a weigh-in said with no unit in my own unit, as the form does (issue 26)', async () => {
    const me = await signUp(t);
    await me.as({
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { weightUnit: 'kg', distanceUnit: 'km' },
    });
    const bare = await say(me, 'I weigh 82');
    expect(bare.bodyWeight).toMatchObject({ weight: 82, unit: 'kg' });
    expect(bare.message).toMatch(/82 kg/);
    // A unit said is kept as said, whatever the preference.
    const said = await say(me, 'I weigh 180 pounds');
    expect(said.bodyWeight).toMatchObject({ weight: 180, unit: 'lb' });
  });

  it('sets a lift goal that tracks the best set of its exercise', async () => {
    const me = await signUp(t);
    const r = await say(me, 'my goal is to overhead press 150 pounds');
    expect(r.goal).toMatchObject({
      tracking: 'lift',
      trackExercise: 'Overhead Press',
      currentValue: 0,
    });
    await say(me, 'overhead press 3 sets of 5 at 125 pounds');
    expect((await goalsOf(me))[0]).toMatchObject({ currentValue: 125 });
  });

  it('refuses an impossible weigh-in in words and stores nothing', async () => {
    const me = await signUp(t);
    const r = await say(me, 'I weigh 5000 pounds');
    expect(r).toMatchObject({ action: 'error', bodyWeight: null });
    expect(r.message).toMatch(/^I couldn't log that weight: the weight must be at most 1500/);
    expect((await me.as({ url: '/api/body-weights' })).json()).toEqual([]);
  });
});

describe('POST /api/voice-command: the same contract as the forms (issue 7 §2.3)', () => {
  const nines = '9'.repeat(400);

  it.each([
    [
      `set a goal to run ${nines} miles`,
      // Refused by the goal bounds per unit (issue 26 §2), the same rule as the goal forms'.
      /^I can't set a goal of that many miles: a goal's target must be at most 25,000 miles\./,
    ],
    [
      'set a goal to run 20 miles in 300000 years',
      /^I couldn't set that goal: the deadline must be a date/,
    ],
    [
      'I did 500 sets of 10 push ups',
      /^I couldn't log that workout: the sets must be at most 50\./,
    ],
  ])('refuses "%s" in words and writes nothing', async (text, reply) => {
    const me = await signUp(t);
    const r = await say(me, text.slice(0, 500));
    expect(r).toMatchObject({ action: 'error', workout: null, goal: null });
    expect(r.message).toMatch(reply);
    expect(await goalsOf(me)).toEqual([]);
    expect(await workoutsOf(me)).toEqual([]);
    // Every read still answers: no stored value can make one fail.
    const dashboard = await me.as({ url: `/api/dashboard/${me.user.id}` });
    expect(dashboard.statusCode).toBe(200);
  });
});

/** The stored rows read back as an interpretation, so the corpus judge checks what was saved. */
function storedAsInterpretation(r: VoiceCommandResult): Interpretation {
  if (r.action === 'log_workout' && r.workout) {
    return {
      action: 'log_workout',
      workoutName: r.workout.name,
      type: r.workout.type,
      exercises: r.workout.exercises.map((e) => ({
        name: e.name,
        sets: e.sets,
        reps: e.reps ?? undefined,
        weightLbs: e.weight ?? undefined,
        durationSeconds: e.duration ?? undefined,
        distance: e.distance ?? undefined,
        distanceUnit: e.distanceUnit,
      })),
    };
  }
  if (r.action === 'set_goal' && r.goal) {
    const g = r.goal;
    return {
      action: 'set_goal',
      title: g.title,
      type: g.type,
      targetValue: g.targetValue,
      unit: g.unit as never,
      deadline: g.deadline,
    };
  }
  return { action: r.action } as Interpretation;
}

describe.skipIf(!haveCorpus)('the development corpus through the API', () => {
  it('stores at least 98 % of the commands exactly as the corpus expects', async () => {
    const me = await signUp(t);
    // Hundreds of voice workouts in one month: a plan without a monthly cap.
    await insertPlan(t.db, me.user.id, 3);
    const lines = loadCorpus();
    const failures: string[] = [];
    for (const line of lines) {
      const r = await say(me, line.text);
      const problem = judge(line, storedAsInterpretation(r));
      if (problem) failures.push(`"${line.text}": ${problem}`);
      if (r.action === 'error') expect(r.workout ?? r.goal).toBeNull();
    }
    if (failures.length) console.log(failures.join('\n'));
    expect((lines.length - failures.length) / lines.length).toBeGreaterThanOrEqual(0.98);
  }, 60_000);
});
