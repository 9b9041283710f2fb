import { describe, expect, it } from 'vitest';
import { postGoal, postWorkout, makeExercise } from '../../../../tests/factories';
import {
  APP_ORIGIN,
  signUp,
  clockAt,
  useTestApp,
  signUpIn,
  type Me,
} from '../../../../tests/setup/test-app';
import type { Dashboard } from '../../../shared/schemas/dashboard';

const t = useTestApp();

const userIn = (timeZone: string) => signUpIn(t, timeZone);

async function dashboardOf(me: Me): Promise<Dashboard> {
  const res = await me.as({ url: `/api/dashboard/${me.user.id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("GET /api/dashboard/{userId}: today's stats in the user's own zone", () => {
  // Local times of day D = 2026-03-10 written as UTC instants for each zone.
  it.each([
    {
      zone: 'Pacific/Tongatapu', // UTC+13
      yesterdayLate: '2026-03-09T10:55:00Z', // 23:55 on D−1
      earlyToday: '2026-03-09T11:10:00Z', // 00:10 on D
      lateToday: '2026-03-10T10:00:00Z', // 23:00 on D
      beforeMidnight: '2026-03-10T10:50:00Z', // 23:50 on D
      afterMidnight: '2026-03-10T11:10:00Z', // 00:10 on D+1
      justAfter: '2026-03-10T11:05:00Z', // 00:05 on D+1
    },
    {
      zone: 'Pacific/Kiritimati', // UTC+14
      yesterdayLate: '2026-03-09T09:55:00Z',
      earlyToday: '2026-03-09T10:10:00Z',
      lateToday: '2026-03-10T09:00:00Z',
      beforeMidnight: '2026-03-10T09:50:00Z',
      afterMidnight: '2026-03-10T10:10:00Z',
      justAfter: '2026-03-10T10:05:00Z',
    },
    {
      zone: 'Pacific/Honolulu', // UTC−10
      yesterdayLate: '2026-03-10T09:55:00Z',
      earlyToday: '2026-03-10T10:10:00Z',
      lateToday: '2026-03-11T09:00:00Z',
      beforeMidnight: '2026-03-11T09:50:00Z',
      afterMidnight: '2026-03-11T10:10:00Z',
      justAfter: '2026-03-11T10:05:00Z',
    },
  ])('$zone: counts local day D until midnight, then starts D+1 at zero', async (c) => {
    clockAt(c.beforeMidnight);
    const me = await userIn(c.zone);
    await postWorkout(me, { name: 'Yesterday', completedAt: c.yesterdayLate, duration: 999 });
    await postWorkout(me, {
      name: 'Early',
      completedAt: c.earlyToday,
      duration: 600,
      distance: 1,
    });
    await postWorkout(me, {
      name: 'Late',
      completedAt: c.lateToday,
      exercises: [
        makeExercise({ name: 'Run', sets: 1, distance: 5, distanceUnit: 'km', duration: 1800 }),
      ],
    });

    const before = await dashboardOf(me);
    expect(before.today).toBe('2026-03-10');
    expect(before.timeZone).toBe(c.zone);
    expect(before.todayStats).toEqual({ workouts: 2, minutes: 40, miles: 4.11 });

    clockAt(c.afterMidnight);
    const after = await dashboardOf(me);
    expect(after.today).toBe('2026-03-11');
    expect(after.todayStats).toEqual({ workouts: 0, minutes: 0, miles: 0 });
    await postWorkout(me, { name: 'New day', completedAt: c.justAfter, duration: 300 });
    expect((await dashboardOf(me)).todayStats).toEqual({ workouts: 1, minutes: 5, miles: 0 });
  });
});

describe('GET /api/dashboard/{userId}: lists', () => {
  it('shows the 5 newest workouts with exercises and up to 5 goals, open ones first', async () => {
    const me = await signUp(t);
    for (let day = 1; day <= 6; day++) {
      await postWorkout(me, { name: `W${day}`, completedAt: `2026-01-0${day}T12:00:00Z` });
    }
    await postGoal(me, { title: 'Done', currentValue: 50, targetValue: 50 });
    await postGoal(me, { title: 'No deadline' });
    await postGoal(me, { title: 'Due later', deadline: '2027-06-01' });
    await postGoal(me, { title: 'Due soon', deadline: '2027-01-01' });
    await postGoal(me, { title: 'Open 1' });
    await postGoal(me, { title: 'Open 2' });
    const d = await dashboardOf(me);
    expect(d.recentWorkouts.map((w) => w.name)).toEqual(['W6', 'W5', 'W4', 'W3', 'W2']);
    expect(d.recentWorkouts[0]!.exercises).toHaveLength(2);
    expect(d.goals.map((g) => g.title).slice(0, 2)).toEqual(['Due soon', 'Due later']);
    expect(d.goals).toHaveLength(5);
    expect(d.goals.some((g) => g.title === 'Done')).toBe(false);
  });

  it('never shows another user’s rows', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await postWorkout(other, { name: 'Theirs', completedAt: new Date().toISOString() });
    await postGoal(other, { title: 'Their goal' });
    const d = await dashboardOf(me);
    expect(d.recentWorkouts).toEqual([]);
    expect(d.goals).toEqual([]);
    expect(d.todayStats.workouts).toBe(0);
  });

  it("answers 403 for another user's id, 400 for a malformed one, 401 signed out", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    expect((await me.as({ url: `/api/dashboard/${other.user.id}` })).statusCode).toBe(403);
    expect((await me.as({ url: '/api/dashboard/me' })).json().message).toMatch(/^userId: /);
    expect((await t.app.inject({ url: `/api/dashboard/${me.user.id}` })).statusCode).toBe(401);
  });
});

describe('AI Coach Insights on the dashboard', () => {
  it('come from the user’s data: a streak ending yesterday, a goal close to done', async () => {
    clockAt('2026-03-10T20:00:00Z');
    const me = await userIn('UTC');
    await postWorkout(me, { name: 'Leg Day', completedAt: '2026-03-09T08:00:00Z' });
    const goal = await postGoal(me, { title: 'Bench 225', currentValue: 200, targetValue: 225 });
    const d = await dashboardOf(me);
    expect(d.suggestions.map((s) => s.id)).toEqual([
      'streak:2026-03-10',
      `goal-close:${goal.id}:2026-03-10`,
      'missing-type:cardio:2026-03-10',
    ]);
    expect(d.suggestions[0]).toMatchObject({
      title: 'Make it two days in a row',
      prefill: { name: 'Leg Day', type: 'strength' },
    });
    expect(d.suggestions[1]!.goalId).toBe(goal.id);
  });

  it('Maybe Later hides one until the end of the user’s local day, for that user only', async () => {
    clockAt('2026-03-10T09:00:00Z'); // 23:00 on the 9th in Honolulu
    const me = await userIn('Pacific/Honolulu');
    const other = await userIn('Pacific/Honolulu');
    const [first] = (await dashboardOf(me)).suggestions;
    expect(first!.id).toBe('first-workout:2026-03-09');

    const res = await me.as({ method: 'POST', url: `/api/suggestions/${first!.id}/dismiss` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: first!.id, hiddenUntil: '2026-03-10T10:00:00.000Z' });
    expect((await dashboardOf(me)).suggestions).toEqual([]);
    expect((await dashboardOf(other)).suggestions).toHaveLength(1);
    const again = await me.as({ method: 'POST', url: `/api/suggestions/${first!.id}/dismiss` });
    expect(again.statusCode).toBe(200);

    clockAt('2026-03-10T10:01:00Z'); // 00:01 on the 10th: a new day, a new insight
    expect((await dashboardOf(me)).suggestions.map((s) => s.id)).toEqual([
      'first-workout:2026-03-10',
    ]);
  });

  it('dismiss answers 400 for a malformed id and 401 signed out', async () => {
    const me = await signUp(t);
    const bad = await me.as({ method: 'POST', url: '/api/suggestions/Not%20An%20Id/dismiss' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: must be a suggestion id');
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions/streak:x/dismiss',
      headers: { origin: APP_ORIGIN },
    });
    expect(anon.statusCode).toBe(401);
  });
});
