import { describe, expect, it } from 'vitest';
import { makeExercise, postWorkout } from '../../../../tests/factories';
import { insertGoal, insertWorkout } from '../../../../tests/setup/factories';
import { signUp, clockAt, useTestApp, signUpIn, type Me } from '../../../../tests/setup/test-app';
import type { Progress } from '../../../shared/schemas/progress';
import { rebuildStandings } from '../progression/progression.service';

const t = useTestApp();

const userIn = (timeZone: string) => signUpIn(t, timeZone);

async function progressOf(me: Me): Promise<Progress> {
  const res = await me.as({ url: `/api/progress/${me.user.id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const DAY = 86_400_000;

/**
 * A workout as the app records one logged on the day it was done (issue 25: streaks count the
 * day recorded at logging, here the UTC day of `completedAt`).
 */
const insertLogged = (me: Me, completedAt: Date, o: Parameters<typeof insertWorkout>[2] = {}) =>
  insertWorkout(t.db, me.user.id, {
    ...o,
    completedAt,
    streakDay: completedAt.toISOString().slice(0, 10),
  });
const run = (km: number) =>
  makeExercise({
    name: 'Run',
    sets: 1,
    weight: null,
    reps: null,
    distance: km,
    distanceUnit: 'km',
  });

describe('GET /api/progress/{userId} (SPEC §2 Progress)', () => {
  it('answers a new user with zeros, twelve empty weeks and no goals', async () => {
    clockAt('2026-03-11T12:00:00Z');
    const me = await userIn('UTC');
    expect(await progressOf(me)).toMatchObject({
      today: '2026-03-11',
      timeZone: 'UTC',
      stats: { totalWorkouts: 0, thisWeek: 0, minutesThisWeek: 0, dayStreak: 0 },
      types: [],
      goals: [],
      recentWorkouts: [],
    });
    const { weeks } = await progressOf(me);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({
      from: '2026-03-05',
      to: '2026-03-11',
      workouts: 0,
      minutes: 0,
      miles: 0,
    });
  });

  it('works out the tiles, chart, type bars, goals and recent activity from every workout', async () => {
    clockAt('2026-03-11T20:00:00Z');
    const me = await userIn('UTC');
    const at = (daysAgo: number) => new Date(Date.parse('2026-03-11T12:00:00Z') - daysAgo * DAY);
    const id = me.user.id;
    await insertLogged(me, at(200), { name: 'Old', durationSeconds: 600 });
    await insertLogged(me, at(10), {
      name: 'Yoga',
      type: 'flexibility',
      exercises: [makeExercise({ name: 'Sun Salutation', sets: 5, duration: 120 })],
    });
    await insertLogged(me, at(2), { name: 'Bench', durationSeconds: 2700 });
    await insertLogged(me, at(1), {
      name: 'Run 1',
      type: 'cardio',
      durationSeconds: 1800,
      exercises: [run(5)],
    });
    await insertLogged(me, at(0), {
      name: 'Run 2',
      type: 'cardio',
      durationSeconds: 1800,
      exercises: [run(5)],
    });
    await insertLogged(me, at(0), { name: 'Chest', durationSeconds: 2700 });
    await insertGoal(t.db, id, { title: 'Run 50 miles' });
    await insertGoal(t.db, id, { title: 'Bench 185', currentValue: 185, targetValue: 185 });
    await rebuildStandings(t.db); // the longest streak a write would have stored

    const p = await progressOf(me);
    expect(p.stats).toEqual({
      totalWorkouts: 6,
      thisWeek: 4,
      minutesThisWeek: 150,
      dayStreak: 3,
    });
    expect(p.types).toEqual([
      { type: 'strength', count: 3, percent: 50 },
      { type: 'cardio', count: 2, percent: 33 },
      { type: 'flexibility', count: 1, percent: 17 },
    ]);
    // The old one is outside the chart; the yoga's time is its sets' (5 × 2 min).
    expect(p.weeks.map((w) => w.workouts)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 4]);
    expect(p.weeks.at(-2)!.minutes).toBe(10);
    expect(p.weeks.at(-1)).toMatchObject({ minutes: 150, miles: 6.22 });
    expect(p.goals.map((g) => g.title)).toEqual(['Bench 185', 'Run 50 miles']);
    expect(p.goals[0]!.isCompleted).toBe(true);
    expect(p.recentWorkouts.map((w) => w.name)).toEqual([
      'Chest',
      'Run 2',
      'Run 1',
      'Bench',
      'Yoga',
    ]);
    expect(p.recentWorkouts[1]!.exercises[0]).toMatchObject({ name: 'Run', distance: 5 });
  });

  it('counts a streak that reaches back further than the chart', async () => {
    clockAt('2026-03-11T20:00:00Z');
    const me = await userIn('UTC');
    for (let i = 0; i < 90; i++) {
      const completedAt = new Date(Date.parse('2026-03-11T08:00:00Z') - i * DAY);
      await insertLogged(me, completedAt, { exercises: [makeExercise()] });
    }
    await rebuildStandings(t.db);
    const p = await progressOf(me);
    expect(p.stats).toMatchObject({ totalWorkouts: 90, thisWeek: 7, dayStreak: 90 });
    expect(p.weeks.reduce((n, w) => n + w.workouts, 0)).toBe(84);
  });

  it('follows the user’s midnight: a minute either side of it are two days', async () => {
    // 00:01 on the 11th in Tonga (UTC+13) is 11:01 UTC on the 10th.
    const me = await userIn('Pacific/Tongatapu');
    clockAt('2026-03-10T10:59:00Z');
    await postWorkout(me);
    clockAt('2026-03-10T11:01:00Z');
    await postWorkout(me);
    clockAt('2026-03-10T12:00:00Z');
    const p = await progressOf(me);
    expect(p.today).toBe('2026-03-11');
    expect(p.stats).toMatchObject({ thisWeek: 2, dayStreak: 2 });
  });

  it('counts the days recorded at logging: a later zone switch neither adds nor takes one', async () => {
    const me = await userIn('Pacific/Tongatapu');
    clockAt('2026-03-10T10:59:00Z'); // 23:59 on the 10th in Tonga
    await postWorkout(me);
    clockAt('2026-03-10T11:01:00Z'); // 00:01 on the 11th
    await postWorkout(me);
    // In Honolulu both fall on the 10th (00:59, 01:01); the tile still shows the two days logged.
    await me.as({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone: 'Pacific/Honolulu' },
    });
    clockAt('2026-03-10T12:00:00Z');
    expect((await progressOf(me)).stats.dayStreak).toBe(2);
    expect((await me.as({ url: '/api/progression/me' })).json().workoutStreak).toBe(2);
  });

  it('never shows another user’s rows', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await insertWorkout(t.db, other.user.id);
    await insertGoal(t.db, other.user.id);
    const p = await progressOf(me);
    expect(p.stats.totalWorkouts).toBe(0);
    expect(p.goals).toEqual([]);
    expect(p.recentWorkouts).toEqual([]);
  });

  it("answers 403 for another user's id, 400 for a malformed one, 401 signed out", async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    expect((await me.as({ url: `/api/progress/${other.user.id}` })).statusCode).toBe(403);
    const unknown = await me.as({ url: '/api/progress/00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(403);
    const bad = await me.as({ url: '/api/progress/me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^userId: /);
    expect((await t.app.inject({ url: `/api/progress/${me.user.id}` })).statusCode).toBe(401);
  });
});
