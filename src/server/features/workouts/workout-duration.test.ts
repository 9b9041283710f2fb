// Issue 26 §8: a strength workout has a duration. The forms send it (typed minutes, or a start
// and an end) as SPEC §3's Workout.duration in seconds; the API bounds it and every total reads
// it: Today's Progress, the shares, the per-minute XP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExercise, postWorkout } from '../../../../tests/factories';
import { createTestApp, signUp, signUpIn, type TestApp } from '../../../../tests/setup/test-app';
import type { Share } from '../../../shared/schemas/shares';
import { localDayOf } from '../../../shared/local-day';
import type { Workout } from '../../../shared/schemas/workouts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://joey.test/', BILLING_MODE: 'sandbox' } });
});
afterAll(() => t.close());

type Caller = Awaited<ReturnType<typeof signUp>>;

/** A lifting session: sets of reps and weight, no times (what the form logs). */
const legDay = (over: Record<string, unknown> = {}) => ({
  name: 'Leg Day',
  type: 'strength' as const,
  exercises: [makeExercise({ name: 'Squat', sets: 3, reps: 5, weight: 225 })],
  ...over,
});

async function share(me: Caller, payload: Record<string, unknown>) {
  const res = await me.as({
    method: 'POST',
    url: '/api/shares',
    payload: { ...payload, expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(res.statusCode).toBe(201);
  const token = (res.json() as Share).url.split('/s/')[1]!;
  return (await t.app.inject({ url: `/api/shares/${token}` })).json();
}

const todayMinutes = async (me: Caller) =>
  (await me.as({ url: `/api/dashboard/${me.user.id}` })).json().todayStats.minutes as number;
const totalXp = async (me: Caller) =>
  (await me.as({ url: '/api/progression/me' })).json().totalXp as number;

describe('a strength workout with a duration (issue 26 §8)', () => {
  it('counts its minutes in Today’s Progress, on both shares and in the XP', async () => {
    const lifter = await signUpIn(t, 'UTC');
    const without = await signUp(t);
    const timed = await postWorkout(lifter, legDay({ duration: 50 * 60 }));
    const untimed = await postWorkout(without, legDay());
    expect(timed.duration).toBe(3000);
    expect(untimed.duration).toBe(0);

    expect(await todayMinutes(lifter)).toBe(50);
    expect(await todayMinutes(without)).toBe(0);

    const workoutShare = await share(lifter, { kind: 'workout', workoutId: timed.id });
    expect(workoutShare.workout.duration).toBe(3000);
    const today = localDayOf(new Date(), 'UTC');
    const progress = await share(lifter, { kind: 'progress', rangeStart: today, rangeEnd: today });
    expect(progress.totals).toMatchObject({ workouts: 1, minutes: 50 });
    expect(progress.byType).toEqual([{ type: 'strength', workouts: 1, minutes: 50 }]);

    // DESIGN §6: + min(duration minutes, 120) per workout; the same lift untimed earns none.
    expect((await totalXp(lifter)) - (await totalXp(without))).toBe(50);
  });

  it('an edit sets, changes or clears it, and the totals follow', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me, legDay());
    const put = (duration: number | null) =>
      me.as({ method: 'PUT', url: `/api/workouts/${w.id}`, payload: { duration } });
    expect(((await put(45 * 60)).json() as Workout).duration).toBe(2700);
    expect(await todayMinutes(me)).toBe(45);
    const xp45 = await totalXp(me);
    expect(((await put(30 * 60)).json() as Workout).duration).toBe(1800);
    expect(await todayMinutes(me)).toBe(30);
    expect(await totalXp(me)).toBe(xp45 - 15);
    // Cleared: the sets add up again (none of them timed).
    expect(((await put(null)).json() as Workout).duration).toBe(0);
    expect(await todayMinutes(me)).toBe(0);
  });

  it('a guided session’s length, as it sends it, is saved (and so is a repeat’s)', async () => {
    const me = await signUp(t);
    const session = await postWorkout(me, {
      name: 'Evening',
      type: 'mixed',
      notes: 'Guided session with Joey.',
      duration: 2712,
      exercises: [{ name: 'Push-ups', setList: [{ reps: 12 }, { reps: 10 }] }],
    });
    expect(session.duration).toBe(2712);
    const repeat = await me.as({ method: 'POST', url: `/api/workouts/${session.id}/repeat` });
    expect((repeat.json() as Workout).duration).toBe(2712);
  });

  it.each([
    [-60, 'duration: must be at least 0'],
    [86_401, 'duration: must be at most 86400'],
    [90.5, 'duration: must be a whole number'],
    ['an hour', 'duration: must be a number'],
  ])('refuses duration %j with a 400 naming the field', async (duration, message) => {
    const me = await signUp(t);
    const res = await me.as({
      method: 'POST',
      url: '/api/workouts',
      payload: { userId: me.user.id, ...legDay({ duration }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const w = await postWorkout(me, legDay());
    const put = await me.as({
      method: 'PUT',
      url: `/api/workouts/${w.id}`,
      payload: { duration },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(message);
  });
});
