// Sentences the app understands and does not carry out (issue 26): answered in words, with
// nothing written and no voice workout counted against the plan.
import { describe, expect, it } from 'vitest';
import { clockAt, signUp, signUpIn, useTestApp, type Me } from '../../../../tests/setup/test-app';
import type { Entitlements } from '../../../shared/schemas/billing';

const t = useTestApp();

const say = (me: Me, voiceText: string) =>
  me.as({ method: 'POST', url: '/api/voice-command', payload: { voiceText, userId: me.user.id } });
const get = async <T>(me: Me, url: string): Promise<T> => (await me.as({ url })).json();

/** The user's goals, workouts and weigh-ins, and the voice workouts counted this month. */
async function record(me: Me) {
  const [goals, workouts, weights, e] = await Promise.all([
    get<unknown[]>(me, `/api/goals/${me.user.id}`),
    get<unknown[]>(me, `/api/workouts/${me.user.id}`),
    get<unknown[]>(me, '/api/body-weights'),
    get<Entitlements>(me, '/api/me/entitlements'),
  ]);
  return { goals, workouts, weights, voiceUsed: e.quotas.voiceWorkouts.used };
}

const NOTHING = { goals: [], workouts: [], weights: [], voiceUsed: 0 };

describe('goals no one can meet or read (issue 26 §2)', () => {
  it.each<[string, RegExp]>([
    ['I want to jog a billion miles by friday', /a goal of 1,000,000,000 miles.*25,000 miles/],
    ['I want to jog 1000000 miles by friday', /a goal of 1,000,000 miles.*25,000 miles/],
    ['I want to jog a squillion miles by friday', /couldn't read how much/],
    ['I cycled a squillion kilometers', /couldn't read how much “squillion kilometers”/],
  ])('“%s” writes nothing, counts nothing and says why', async (text, why) => {
    const me = await signUp(t);
    const res = await say(me, text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ action: 'error', workout: null, goal: null });
    expect(res.json().message).toMatch(why);
    expect(res.json().message).not.toMatch(/^(Great|Perfect)/);
    expect(await record(me)).toEqual(NOTHING);
  });

  it('a workout said with an impossible amount is refused by the workout contract', async () => {
    const me = await signUp(t);
    const res = await say(me, 'I cycled a billion miles yesterday');
    expect(res.json()).toMatchObject({ action: 'error', workout: null });
    expect(res.json().message).toMatch(/^I couldn't log that workout: /);
    expect(await record(me)).toEqual(NOTHING);
  });

  it('a goal within bounds said on a Friday is due the coming Friday, not today', async () => {
    // Friday 15 January 2027, 09:00 in Chicago.
    clockAt('2027-01-15T15:00:00Z');
    const me = await signUpIn(t, 'America/Chicago');
    const res = await say(me, 'I want to jog 30 miles by friday');
    expect(res.json()).toMatchObject({ action: 'set_goal', goal: { deadline: '2027-01-22' } });
    expect(res.json().message).toBe('Perfect! I set your goal: Jog 30 miles, by January 22, 2027.');
  });
});

// Deleting a workout and undoing are acts since issue 31 §3 (voice-command.acts.test.ts).
describe('changes voice cannot make yet (issue 26 §10)', () => {
  it.each<[string, RegExp]>([
    [
      'please edit the last workout',
      /^I can't edit workouts by voice yet.*Edit on the workout's card/,
    ],
    ['change my running goal to 30 miles', /^I can't edit goals by voice yet.*Edit goal/],
    ['remove my last weigh in', /^I can't delete weigh-ins by voice yet.*Weigh-ins/],
  ])('“%s” answers that it cannot, changes nothing and counts nothing', async (text, reply) => {
    const me = await signUp(t);
    expect((await say(me, 'I cycled 8 miles')).json().action).toBe('log_workout');
    expect((await say(me, 'my goal is to run 40 miles by next month')).json().action).toBe(
      'set_goal',
    );
    expect((await say(me, 'I weigh 160 pounds')).json().action).toBe('log_weight');
    const before = await record(me);
    expect(before).toMatchObject({ voiceUsed: 1 });

    const res = await say(me, text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      action: 'error',
      workout: null,
      goal: null,
      bodyWeight: null,
    });
    expect(res.json().message).toMatch(reply);
    expect(res.json().message).not.toMatch(/progress update|Success/);
    expect(await record(me)).toEqual(before);
  });
});
