// Nothing already logged changes day when the time zone changes (issue 26 §3): a workout keeps
// the day it was done on, in the zone the user was in when it was written (workouts.done_day,
// shared/done-day.ts), on every read: the list, its pages, one workout, the dashboard, a share.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../paths';
import type { Workout } from '../../../shared/schemas/workouts';
import { postWorkout } from '../../../../tests/factories';
import { clockAt, signUpIn, useTestApp, type Me } from '../../../../tests/setup/test-app';

const t = useTestApp();

const moveTo = async (me: Me, timeZone: string) => {
  const res = await me.as({ method: 'PUT', url: '/api/users/me/time-zone', payload: { timeZone } });
  expect(res.statusCode, res.body).toBe(200);
};
const ok = async <T>(me: Me, url: string): Promise<T> => {
  const res = await me.as({ url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** The day each read gives the workout `id`. */
async function daysShown(me: Me, id: string, token: string) {
  const list = await ok<Workout[]>(me, `/api/workouts/${me.user.id}`);
  const page = await ok<{ workouts: Workout[] }>(me, `/api/workouts/${me.user.id}/page?limit=5`);
  const dash = await ok<{ recentWorkouts: Workout[] }>(me, `/api/dashboard/${me.user.id}`);
  const share = (await t.app.inject({ url: `/api/shares/${token}` })).json();
  const history = await ok<{ entries: { workoutId: string; day: string }[] }>(
    me,
    '/api/exercises/history?name=Bench%20Press',
  );
  const last = await ok<{ day: string }>(me, '/api/exercises/last?name=Bench%20Press');
  return {
    list: list.find((w) => w.id === id)?.day,
    history: history.entries.find((e) => e.workoutId === id)?.day,
    last: last.day,
    page: page.workouts.find((w) => w.id === id)?.day,
    dashboard: dash.recentWorkouts.find((w) => w.id === id)?.day,
    share: share.workout.day,
  };
}

describe('a workout logged at 23:30 in New York', () => {
  it('stays on that day after the user moves to London or Tokyo', async () => {
    // Tuesday 24 November 2026, 23:45 in New York (04:45 on the 25th in UTC).
    clockAt('2026-11-25T04:45:00Z');
    const me = await signUpIn(t, 'America/New_York');
    const w = await postWorkout(me, { completedAt: '2026-11-25T04:30:00.000Z' });
    expect(w.day).toBe('2026-11-24');
    const shared = await me.as({
      method: 'POST',
      url: '/api/shares',
      payload: { workoutId: w.id, expiresAt: '2026-11-30T00:00:00.000Z' },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const token = (shared.json() as { url: string }).url.split('/s/')[1]!;
    const all = {
      list: '2026-11-24',
      history: '2026-11-24',
      last: '2026-11-24',
      page: '2026-11-24',
      dashboard: '2026-11-24',
      share: '2026-11-24',
    };
    expect(await daysShown(me, w.id, token)).toEqual(all);

    for (const zone of ['Europe/London', 'Asia/Tokyo', 'Pacific/Honolulu']) {
      await moveTo(me, zone);
      expect(await daysShown(me, w.id, token), zone).toEqual(all);
    }
  });

  it('an edit that keeps the time keeps the day; a new time is dated in the zone it is given in', async () => {
    clockAt('2026-11-25T04:45:00Z');
    const me = await signUpIn(t, 'America/New_York');
    const w = await postWorkout(me, { completedAt: '2026-11-25T04:30:00.000Z' });
    await moveTo(me, 'Asia/Tokyo');
    const put = (payload: Record<string, unknown>) =>
      me.as({ method: 'PUT', url: `/api/workouts/${w.id}`, payload });

    const renamed = await put({ name: 'Late lift', completedAt: w.completedAt });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().day).toBe('2026-11-24');

    // 2026-11-24T16:00Z is 01:00 on the 25th in Tokyo, where the user now is.
    const moved = await put({ completedAt: '2026-11-24T16:00:00.000Z' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().day).toBe('2026-11-25');
  });

  it('a repeat is done on the day it is repeated, where the user is', async () => {
    clockAt('2026-11-25T04:45:00Z');
    const me = await signUpIn(t, 'America/New_York');
    const w = await postWorkout(me, { completedAt: '2026-11-25T04:30:00.000Z' });
    await moveTo(me, 'Asia/Tokyo');
    const res = await me.as({ method: 'POST', url: `/api/workouts/${w.id}/repeat` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().day).toBe('2026-11-25'); // 13:45 in Tokyo
    const list = await ok<Workout[]>(me, `/api/workouts/${me.user.id}`);
    expect(list.map((x) => x.day)).toEqual(['2026-11-25', '2026-11-24']);
  });
});

describe("Today's Progress after a move east", () => {
  it('counts the workout on the day it keeps: yesterday in Tokyo, not today', async () => {
    clockAt('2026-11-25T04:45:00Z'); // 23:45 on the 24th in New York, 13:45 on the 25th in Tokyo
    const me = await signUpIn(t, 'America/New_York');
    await postWorkout(me, { completedAt: '2026-11-25T04:30:00.000Z' });
    type Dash = { today: string; todayStats: { workouts: number }; recentWorkouts: Workout[] };
    const dash = () => ok<Dash>(me, `/api/dashboard/${me.user.id}`);
    expect((await dash()).todayStats.workouts).toBe(1);
    for (const [zone, today, count] of [
      ['Asia/Tokyo', '2026-11-25', 0],
      ['Europe/London', '2026-11-25', 0],
      ['Pacific/Honolulu', '2026-11-24', 1],
    ] as const) {
      await moveTo(me, zone);
      const d = await dash();
      expect(d.today, zone).toBe(today);
      expect(d.todayStats.workouts, zone).toBe(count);
      expect(d.recentWorkouts[0]!.day, zone).toBe('2026-11-24');
    }
  });
});

describe('Progress week totals after a move east', () => {
  it('count the workout on its kept day: in the last 7 days in New York, not in Tokyo', async () => {
    clockAt('2026-11-25T04:45:00Z'); // New York: the 24th, its week the 18th to the 24th
    const me = await signUpIn(t, 'America/New_York');
    // 23:30 on the 18th in New York; in Tokyo it is the 19th, inside Tokyo's 19th–25th.
    await postWorkout(me, { completedAt: '2026-11-19T04:30:00.000Z', duration: 1800 });
    type P = {
      stats: { thisWeek: number; minutesThisWeek: number };
      weeks: { from: string; workouts: number }[];
    };
    const progress = () => ok<P>(me, `/api/progress/${me.user.id}`);
    const before = await progress();
    expect(before.stats).toMatchObject({ thisWeek: 1, minutesThisWeek: 30 });
    expect(before.weeks.at(-1)).toMatchObject({ from: '2026-11-18', workouts: 1 });

    await moveTo(me, 'Asia/Tokyo');
    const after = await progress();
    expect(after.stats).toMatchObject({ thisWeek: 0, minutesThisWeek: 0 });
    expect(after.weeks.at(-1)).toMatchObject({ from: '2026-11-19', workouts: 0 });
    expect(after.weeks.at(-2)).toMatchObject({ from: '2026-11-12', workouts: 1 });
  });
});

describe('a progress share of one day after a move east', () => {
  it('still counts the workout done that day', async () => {
    clockAt('2026-11-25T04:45:00Z');
    const me = await signUpIn(t, 'America/New_York');
    await postWorkout(me, { completedAt: '2026-11-25T04:30:00.000Z' });
    const made = await me.as({
      method: 'POST',
      url: '/api/shares',
      payload: {
        kind: 'progress',
        rangeStart: '2026-11-24',
        rangeEnd: '2026-11-24',
        expiresAt: '2026-11-30T00:00:00.000Z',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const token = (made.json() as { url: string }).url.split('/s/')[1]!;
    const totals = async () =>
      (await t.app.inject({ url: `/api/shares/${token}` })).json().totals.workouts;
    expect(await totals()).toBe(1);
    // In Tokyo the 24th ended at 15:00 UTC, before this workout's instant; its day is still the 24th.
    await moveTo(me, 'Asia/Tokyo');
    expect(await totals()).toBe(1);
  });
});

describe('migration 0012', () => {
  it.runIf(process.env.TEST_DB_KIND !== 'pg')(
    'gives each workout logged before it its day in its user’s zone',
    async () => {
      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
      ) as { entries: { tag: string }[] };
      const before = mkdtempSync(path.join(tmpdir(), 'joeyfit-migrations-'));
      try {
        cpSync(MIGRATIONS_DIR, before, { recursive: true });
        const upTo = journal.entries.findIndex((e) => e.tag.endsWith('_done_day'));
        writeFileSync(
          path.join(before, 'meta/_journal.json'),
          JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }),
        );
        const client = await PGlite.create();
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: before });
        await client.exec(`
          insert into users (id, username, time_zone) values
            ('00000000-0000-4000-8000-000000000001', 'ny', 'America/New_York'),
            ('00000000-0000-4000-8000-000000000002', 'tokyo', 'Asia/Tokyo');
          insert into workouts (user_id, name, completed_at) values
            ('00000000-0000-4000-8000-000000000001', 'Late', '2026-11-25T04:30:00Z'),
            ('00000000-0000-4000-8000-000000000002', 'Late', '2026-11-25T04:30:00Z');`);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        const { rows } = await client.query<{ username: string; day: string }>(
          `select u.username, w.done_day::text as day from workouts w
             join users u on u.id = w.user_id order by u.username`,
        );
        await client.close();
        expect(rows).toEqual([
          { username: 'ny', day: '2026-11-24' },
          { username: 'tokyo', day: '2026-11-25' },
        ]);
      } finally {
        rmSync(path.join(before), { recursive: true, force: true });
      }
    },
  );
});
