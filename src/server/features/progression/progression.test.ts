import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  EARNING_WORKOUTS_PER_DAY,
  GOAL_XP,
  rollingEarners,
  WEEK_MS,
  workoutXp,
} from '../../../shared/progression';
import type { Progression } from '../../../shared/schemas/progression';
import type { Workout } from '../../../shared/schemas/workouts';
import { makeExercise, postGoal, postWorkout } from '../../../../tests/factories';
import { clockAt, signUp, signUpIn, useTestApp, type Me } from '../../../../tests/setup/test-app';
import { ensureStandings } from './progression.service';
import { rebuildStandings, weeklyFrom } from './standings';
import { insertWorkout } from '../../../../tests/setup/factories';

const t = useTestApp({ env: { LEADERBOARD_SWEEP_SECONDS: '0' } });

const progression = async (me: Me): Promise<Progression> =>
  (await me.as({ url: '/api/progression/me' })).json();

/** makeWorkout's two exercises, no duration: 25 + 5 × 2 = 35 XP. */
const PLAIN = 35;

const oneExercise = (minutes: number) => ({
  exercises: [makeExercise({ name: 'Rowing', weight: null, reps: null, sets: 1 })],
  duration: minutes * 60,
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Each source's XP as the ledger holds it. */
async function ledger(userId: string) {
  const list = await rows<{ source_id: string; amount: number }>(
    sql`select source_id, sum(amount)::int as amount from xp_events
         where user_id = ${userId} group by source_id having sum(amount) <> 0`,
  );
  return new Map(list.map((r) => [r.source_id, r.amount]));
}

describe('XP (DESIGN §6)', () => {
  it('a workout earns 25 + 5 per exercise + its minutes, shown in GET /api/progression/me', async () => {
    const me = await signUp(t);
    expect(await progression(me)).toEqual({
      totalXp: 0,
      currentLevel: 1,
      workoutStreak: 0,
      longestStreak: 0,
      totalWorkouts: 0,
      levelTitle: 'Rookie',
      levelStartXp: 0,
      nextLevelXp: 100,
      weeklyXp: 0,
      dailyXpCapReached: false,
    });
    await postWorkout(me);
    await postWorkout(me, oneExercise(45));
    expect(await progression(me)).toMatchObject({
      totalXp: PLAIN + 25 + 5 + 45,
      currentLevel: 2,
      levelTitle: 'Trainee',
      levelStartXp: 100,
      nextLevelXp: 400,
      weeklyXp: PLAIN + 75,
      totalWorkouts: 2,
      workoutStreak: 1,
      longestStreak: 1,
    });
  });

  it('only five workouts in any 24 hours earn; deleting one lets the sixth earn', async () => {
    const me = await signUp(t);
    const logged: Workout[] = [];
    for (let i = 0; i < 7; i++) {
      clockAt(`2026-05-04T09:00:0${i}Z`); // one a second: the logging order is the test's
      logged.push(await postWorkout(me));
    }
    expect((await progression(me)).totalXp).toBe(5 * PLAIN);
    const held = await ledger(me.user.id);
    expect(logged.map((w) => held.get(w.id) ?? 0)).toEqual([35, 35, 35, 35, 35, 0, 0]);

    await me.as({ method: 'DELETE', url: `/api/workouts/${logged[1]!.id}` });
    const after = await ledger(me.user.id);
    expect(logged.map((w) => after.get(w.id) ?? 0)).toEqual([35, 0, 35, 35, 35, 35, 0]);
    expect((await progression(me)).totalXp).toBe(5 * PLAIN);

    // 24 hours after the first earner, one more earns.
    clockAt('2026-05-05T09:00:00Z');
    await postWorkout(me);
    expect((await progression(me)).totalXp).toBe(6 * PLAIN);
  });

  it('the cap counts concurrent logging once: five earn however many arrive together', async () => {
    const me = await signUp(t);
    await Promise.all(Array.from({ length: 8 }, () => postWorkout(me)));
    expect((await progression(me)).totalXp).toBe(5 * PLAIN);
  });

  it('edits write the difference: duration, exercises (ten at most count), and back', async () => {
    const me = await signUp(t);
    const w = await postWorkout(me);
    const put = (payload: object) =>
      me.as({ method: 'PUT', url: `/api/workouts/${w.id}`, payload });
    await put({ duration: 60 * 60 });
    expect((await progression(me)).totalXp).toBe(PLAIN + 60);
    await put({ duration: 500 * 60 }); // minutes count up to 120
    expect((await progression(me)).totalXp).toBe(PLAIN + 120);
    const twelve = Array.from({ length: 12 }, (_, i) => makeExercise({ name: `Move ${i}` }));
    await put({ exercises: twelve, duration: null });
    expect((await progression(me)).totalXp).toBe(25 + 50);
    const added = await me.as({
      method: 'POST',
      url: '/api/exercises',
      payload: { workoutId: w.id, ...makeExercise({ name: 'Plank', duration: 600, sets: 1 }) },
    });
    expect(added.statusCode).toBe(201);
    expect((await progression(me)).totalXp).toBe(25 + 50 + 10);
    await me.as({ method: 'DELETE', url: `/api/workouts/${w.id}` });
    expect((await progression(me)).totalXp).toBe(0);
    // Append-only: the history of what happened is all there.
    const events = await rows<{ amount: number }>(
      sql`select amount from xp_events where source_id = ${w.id} order by id`,
    );
    expect(events.map((e) => e.amount)).toEqual([35, 60, 60, -80, 10, -85]);
  });

  // Issue 26 §5: goal XP is earned only by a goal that tracks itself, filled by activity logged
  // after it was set (these two tests filled goals by hand before; goal-xp.test.ts has the rule).
  it('a goal reaching 100 % earns once; falling back and reaching again does not pay twice', async () => {
    const me = await signUp(t);
    const goal = await postGoal(me, { targetValue: 2, unit: 'workouts', tracking: 'workouts' });
    const goalXp = async () => (await ledger(me.user.id)).get(goal.id) ?? 0;
    await postWorkout(me);
    expect(await goalXp()).toBe(0);
    const second = await postWorkout(me);
    expect(await goalXp()).toBe(GOAL_XP);
    // Taking the second workout away and logging it again does not pay twice.
    await me.as({ method: 'DELETE', url: `/api/workouts/${second.id}` });
    await postWorkout(me);
    expect(await goalXp()).toBe(GOAL_XP);
    // Deleting it takes the XP back, so delete-and-recreate is no tap (two workouts are left).
    await me.as({ method: 'DELETE', url: `/api/goals/${goal.id}` });
    expect((await progression(me)).totalXp).toBe(2 * PLAIN);
  });

  it('goals earn for three completions in any 24 hours at most', async () => {
    const me = await signUp(t);
    for (let i = 0; i < 5; i++) {
      await postGoal(me, { targetValue: 1, unit: 'workouts', tracking: 'workouts' });
    }
    await postWorkout(me);
    expect((await progression(me)).totalXp).toBe(3 * GOAL_XP + PLAIN);
  });

  it('a tracked goal completed by a voice-logged workout earns with it', async () => {
    const me = await signUp(t);
    await postGoal(me, {
      title: 'Run 3 miles',
      type: 'distance',
      targetValue: 3,
      currentValue: 0,
      unit: 'miles',
      tracking: 'distance',
    });
    const res = await me.as({
      method: 'POST',
      url: '/api/voice-command',
      payload: { userId: me.user.id, voiceText: 'I ran 5 miles in 40 minutes' },
    });
    expect(res.json()).toMatchObject({ action: 'log_workout', goal: null });
    const p = await progression(me);
    expect(p.totalXp).toBe(GOAL_XP + 25 + 5 + 40);
    expect(p.totalXp).toBe([...(await ledger(me.user.id)).values()].reduce((a, b) => a + b, 0));
  });
});

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('the ledger always equals the rules for the rows that exist', () => {
  it('after 60 random creates, edits, exercise changes and deletes over three days', async () => {
    const zone = 'America/Chicago';
    const me = await signUpIn(t, zone);
    const rnd = random(20261124);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    const ids: string[] = [];
    for (let step = 0; step < 60; step++) {
      clockAt(new Date(Date.UTC(2026, 6, 1 + Math.floor(step / 20), 14, step)).toISOString());
      const op = ids.length === 0 ? 0 : Math.floor(rnd() * 5);
      if (op <= 1) {
        const n = 1 + Math.floor(rnd() * 12);
        const exercises = Array.from({ length: n }, (_, i) => makeExercise({ name: `M${i}` }));
        const duration = rnd() < 0.5 ? null : Math.floor(rnd() * 200) * 60;
        ids.push((await postWorkout(me, { exercises, duration })).id);
      } else if (op === 2) {
        await me.as({
          method: 'PUT',
          url: `/api/workouts/${pick(ids)}`,
          payload: { duration: Math.floor(rnd() * 150) * 60 },
        });
      } else if (op === 3) {
        const id = pick(ids);
        await me.as({
          method: 'POST',
          url: '/api/exercises',
          payload: { workoutId: id, ...makeExercise({ name: 'Extra', duration: 120, sets: 2 }) },
        });
      } else {
        const id = pick(ids);
        ids.splice(ids.indexOf(id), 1);
        await me.as({ method: 'DELETE', url: `/api/workouts/${id}` });
      }
    }
    // What the rules say, from the workouts as the API shows them.
    const workouts: Workout[] = (await me.as({ url: `/api/workouts/${me.user.id}` })).json();
    const inOrder = [...workouts].sort(
      (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
    );
    const earners = rollingEarners(
      inOrder.map((w) => ({ id: w.id, at: Date.parse(w.createdAt) })),
      EARNING_WORKOUTS_PER_DAY,
    );
    const expected = new Map(
      inOrder
        .filter((w) => earners.has(w.id))
        .map((w) => [w.id, workoutXp(w.exercises.length, w.duration)]),
    );
    expect(await ledger(me.user.id)).toEqual(expected);
    const total = [...expected.values()].reduce((a, b) => a + b, 0);
    expect((await progression(me)).totalXp).toBe(total);

    // And the boards' incremental state is what a rebuild from the ledger gives.
    const snapshot = async () => ({
      entries: await rows(sql`select * from leaderboard_entries order by user_id`),
      counts: await rows(
        sql`select board, tier, key, n from leaderboard_counts where n <> 0 order by 1, 2, 3`,
      ),
    });
    const incremental = await snapshot();
    // Rebuilt for the same weekly window the incremental state holds.
    const from = (await weeklyFrom(t.db))!;
    await rebuildStandings(t.db, new Date(from.getTime() + WEEK_MS));
    expect(await snapshot()).toEqual(incremental);
  });
});

describe('the first start after the ledger’s migration', () => {
  it('gives existing workouts their XP, once, and puts their users on the boards', async () => {
    const me = await signUp(t);
    // Rows as an earlier release left them: no ledger events, no board entry.
    await insertWorkout(t.db, me.user.id, { completedAt: new Date().toISOString() });
    await t.db.execute(sql`delete from leaderboard_clock`);
    await ensureStandings(t.db);
    await ensureStandings(t.db);
    expect(await progression(me)).toMatchObject({ totalXp: PLAIN });
    expect([...(await ledger(me.user.id)).values()]).toEqual([PLAIN]);
    const board = (await me.as({ url: '/api/leaderboard/xp' })).json();
    expect(board.entries).toContainEqual(
      expect.objectContaining({ isCurrentUser: true, value: PLAIN }),
    );
  });
});

describe('streaks in the user’s local days (DESIGN §6)', () => {
  it.each([
    ['UTC+13', 'Pacific/Tongatapu', '2026-03-10T10:30:00Z', '2026-03-10T11:30:00Z'],
    ['UTC−10', 'Pacific/Honolulu', '2026-03-11T09:30:00Z', '2026-03-11T10:30:00Z'],
  ])('%s: an hour apart across local midnight is two days', async (_, zone, before, after) => {
    const me = await signUpIn(t, zone);
    clockAt(before);
    await postWorkout(me);
    expect(await progression(me)).toMatchObject({ workoutStreak: 1, longestStreak: 1 });
    clockAt(after);
    await postWorkout(me);
    expect(await progression(me)).toMatchObject({ workoutStreak: 2, longestStreak: 2 });
    // The next local day without a workout: still alive (it ended yesterday); the day after: gone.
    clockAt(new Date(Date.parse(after) + 86_400_000).toISOString());
    expect(await progression(me)).toMatchObject({ workoutStreak: 2, longestStreak: 2 });
    clockAt(new Date(Date.parse(after) + 2 * 86_400_000).toISOString());
    expect(await progression(me)).toMatchObject({ workoutStreak: 0, longestStreak: 2 });
  });

  it('a later time-zone change does not rewrite the days already logged', async () => {
    const me = await signUpIn(t, 'Pacific/Tongatapu');
    clockAt('2026-03-10T10:30:00Z'); // 23:30 on the 10th in Tonga
    await postWorkout(me);
    clockAt('2026-03-10T11:30:00Z'); // 00:30 on the 11th
    await postWorkout(me);
    // In Honolulu both instants fall on the 10th; the days they were logged on stay two.
    await me.as({
      method: 'PUT',
      url: '/api/users/me/time-zone',
      payload: { timeZone: 'Pacific/Honolulu' },
    });
    const p = await progression(me);
    expect(p.longestStreak).toBe(2);
  });

  it('a workout dated days back is history: it extends no streak, but last night’s does', async () => {
    const me = await signUp(t);
    clockAt('2026-08-20T12:00:00Z');
    for (const daysBack of [5, 4, 3]) {
      await postWorkout(me, {
        completedAt: new Date(
          Date.parse('2026-08-20T08:00:00Z') - daysBack * 86_400_000,
        ).toISOString(),
      });
    }
    expect(await progression(me)).toMatchObject({ workoutStreak: 0, longestStreak: 0 });
    await postWorkout(me, { completedAt: '2026-08-19T21:00:00Z' });
    await postWorkout(me);
    expect(await progression(me)).toMatchObject({ workoutStreak: 2, longestStreak: 2 });
  });
});

describe('weekly XP slides to the second', () => {
  it('counts an event 7 days old and not one 7 days and a second old', async () => {
    const me = await signUp(t);
    clockAt('2026-09-01T12:00:00Z');
    await postWorkout(me);
    clockAt('2026-09-08T12:00:00Z');
    expect((await progression(me)).weeklyXp).toBe(PLAIN);
    clockAt('2026-09-08T12:00:01Z');
    expect(await progression(me)).toMatchObject({ weeklyXp: 0, totalXp: PLAIN });
  });
});

describe('no farming by the clock (issue 25 §6)', () => {
  const switchTo = (me: Me, timeZone: string) =>
    me.as({ method: 'PUT', url: '/api/users/me/time-zone', payload: { timeZone } });
  const streakBoard = async (me: Me) =>
    (await me.as({ url: '/api/leaderboard/streak' })).json().userRank?.value ?? 0;

  /**
   * Five workouts, one of them last night's, and four goals reaching 100 %, at the instant `iso`:
   * lift goals on exercises of their own, filled by the last workout (issue 26 §5: only a goal
   * that tracks itself, filled by activity logged after it was set, earns).
   */
  async function logTheMost(me: Me, iso: string, lastNight: string) {
    clockAt(iso);
    const lifts = [0, 1, 2, 3].map((i) => `Goal Lift ${iso.slice(14, 16)}${i}`);
    for (const name of lifts) {
      await postGoal(me, {
        title: name,
        type: 'strength',
        unit: 'lbs',
        targetValue: 50,
        tracking: 'lift',
        trackExercise: name,
      });
    }
    await postWorkout(me, { completedAt: lastNight });
    for (let i = 0; i < 3; i++) await postWorkout(me);
    await postWorkout(me, {
      exercises: lifts.map((name) => makeExercise({ name, sets: 1, reps: 5, weight: 50 })),
    });
  }
  /** The last workout of `logTheMost`: four exercises, 25 + 5 × 4 XP. */
  const LIFTS_XP = 45;

  it.each([
    ['west', 'Etc/GMT+12'],
    ['east', 'Etc/GMT-14'],
  ])(
    'switching %s (%s): XP stays at the cap for 24 hours, the streak gains no day',
    async (_, zone) => {
      const me = await signUp(t); // UTC
      const most = 4 * PLAIN + LIFTS_XP + 3 * GOAL_XP;
      // 11:00 UTC on the 4th, with last night's run (the 3rd): two streak days, the most XP.
      await logTheMost(me, '2026-05-04T11:00:00Z', '2026-05-03T20:00:00Z');
      expect(await progression(me)).toMatchObject({ totalXp: most, workoutStreak: 2, longestStreak: 2 }); // prettier-ignore

      // A minute later in a zone a day behind or ahead: the 3rd at 23:01 or the 5th at 01:01 there.
      expect((await switchTo(me, zone)).statusCode).toBe(200);
      await logTheMost(me, '2026-05-04T11:01:00Z', '2026-05-03T09:00:00Z');
      expect(await progression(me)).toMatchObject({ totalXp: most, workoutStreak: 2, longestStreak: 2 }); // prettier-ignore
      expect(await streakBoard(me)).toBe(2);

      // Still inside 24 hours of the first five: nothing; at 24 hours, one earns again.
      clockAt('2026-05-05T10:59:59Z');
      await postWorkout(me);
      expect((await progression(me)).totalXp).toBe(most);
      clockAt('2026-05-05T11:00:00Z');
      await postWorkout(me);
      expect((await progression(me)).totalXp).toBe(most + PLAIN);
      expect([...(await ledger(me.user.id)).values()].reduce((a, b) => a + b, 0)).toBe(
        most + PLAIN,
      );
    },
  );

  it('switching zones back and forth all day records one day at a time', async () => {
    const me = await signUp(t);
    const zones = ['UTC', 'Etc/GMT+12', 'Etc/GMT-14', 'Pacific/Honolulu', 'Asia/Tokyo'];
    // Every two hours for a day and a half from 01:00 UTC on the 10th, each time somewhere else.
    for (let i = 0; i < 18; i++) {
      expect((await switchTo(me, zones[i % zones.length]!)).statusCode).toBe(200);
      clockAt(new Date(Date.parse('2026-06-10T01:00:00Z') + i * 2 * 3_600_000).toISOString());
      await postWorkout(me);
    }
    // 35 hours of real time: two days, or three where an eastward zone started the last early;
    // the old per-zone days gave four.
    expect((await progression(me)).longestStreak).toBeLessThanOrEqual(3);
  });
});
