// A day said without a time is placed inside that day (issue 26 §3), and nothing already logged
// changes day when the user's time zone changes: the workout's instant is that day's midday, and
// the day recorded at logging (logged_day, streak_day: migration 0011, day-clock.ts) is kept.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDayOf } from '../../../shared/local-day';
import type { Workout } from '../../../shared/schemas/workouts';
import { workouts } from '../../db/schema';
import { clockAt, signUpIn, useTestApp, type Me } from '../../../../tests/setup/test-app';

const t = useTestApp();

const say = async (me: Me, voiceText: string) => {
  const res = await me.as({
    method: 'POST',
    url: '/api/voice-command',
    payload: { voiceText, userId: me.user.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const moveTo = async (me: Me, timeZone: string) => {
  const res = await me.as({ method: 'PUT', url: '/api/users/me/time-zone', payload: { timeZone } });
  expect(res.statusCode, res.body).toBe(200);
};
const listed = async (me: Me): Promise<Workout[]> =>
  (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
const recorded = async (me: Me) =>
  t.db
    .select({ loggedDay: workouts.loggedDay, streakDay: workouts.streakDay })
    .from(workouts)
    .where(eq(workouts.userId, me.user.id));
const streak = async (me: Me): Promise<number> =>
  (await me.as({ url: '/api/progression/me' })).json().workoutStreak;

describe('“10 pull-ups on Monday” said just past midnight on Tuesday', () => {
  it('is Monday’s midday, and stays Monday when the zone moves east or west', async () => {
    // Tuesday 24 November 2026, 00:25 in New York.
    clockAt('2026-11-24T05:25:00Z');
    const me = await signUpIn(t, 'America/New_York');
    const r = await say(me, '10 pull-ups on Monday');
    expect(r.action).toBe('log_workout');
    expect(r.workout.completedAt).toBe('2026-11-23T17:00:00.000Z');
    expect(r.message).toMatch(/yesterday/);
    const before = { rows: await recorded(me), streak: await streak(me) };
    expect(before.rows).toEqual([{ loggedDay: '2026-11-24', streakDay: '2026-11-23' }]);

    for (const zone of ['Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata']) {
      await moveTo(me, zone);
      const [w] = await listed(me);
      expect(localDayOf(new Date(w!.completedAt), zone), zone).toBe('2026-11-23');
      expect(await recorded(me), zone).toEqual(before.rows);
      expect(await streak(me), zone).toBe(before.streak);
    }
  });

  it('a part of the day said is kept: Monday evening is 19:00 on Monday', async () => {
    clockAt('2026-11-24T05:25:00Z');
    const me = await signUpIn(t, 'America/New_York');
    const r = await say(me, '10 pull-ups monday evening');
    expect(r.workout.completedAt).toBe('2026-11-24T00:00:00.000Z');
    expect(localDayOf(new Date(r.workout.completedAt), 'America/New_York')).toBe('2026-11-23');
  });
});
