import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Leaderboard, LeaderboardPreview } from '../../../shared/schemas/progression';
import { makeExercise, postWorkout } from '../../../../tests/factories';
import {
  clockAt,
  createTestApp,
  signUp,
  useTestApp,
  type Me,
  type TestApp,
} from '../../../../tests/setup/test-app';
import { isSessionLookup, statementCounter } from '../../../../tests/setup/statement-counter';
import { rebuildStandings, sweepWeekly, weeklyFrom } from '../progression/progression.service';

afterEach(() => {
  vi.useRealTimers();
});

/** For the bad-input tests, which rank nobody. */
const shared = useTestApp({ env: { LEADERBOARD_SWEEP_SECONDS: '0' } });

const counter = statementCounter();

/** Boards are global, so each test gets an app of its own with only its own users on them. */
async function withApp(run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp({
    env: { LEADERBOARD_SWEEP_SECONDS: '0' },
    sqlLogger: counter.logger,
  });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const board = async (me: Me, type: string): Promise<Leaderboard> => {
  const res = await me.as({ url: `/api/leaderboard/${type}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** A workout worth exactly 30 + `minutes` XP (one exercise). */
const worth = (me: Me, minutes: number) =>
  postWorkout(me, {
    exercises: [makeExercise({ name: 'Rowing', weight: null, reps: null, sets: 1 })],
    duration: minutes * 60,
  });

const named = async (t: TestApp, name: string) => {
  const me = await signUp(t, { firstName: name });
  return me;
};

/**
 * The weekly board's two scorers, from a stored window a week before their events: 'Old' earns
 * 90 XP at 2026-10-01 08:00, 'Now' 40 at 2026-10-05 08:00.
 */
async function oldAndNow(t: TestApp) {
  await rebuildStandings(t.db, new Date('2026-09-27T00:00:00Z'));
  const old = await named(t, 'Old');
  const now = await named(t, 'Now');
  clockAt('2026-10-01T08:00:00Z');
  await worth(old, 60); // 90
  clockAt('2026-10-05T08:00:00Z');
  await worth(now, 10); // 40
  return { old, now };
}

const ranks = (b: Leaderboard) => b.entries.map((e) => [e.displayName, e.rank, e.value]);

describe('boards (SPEC §2, §3; DESIGN §6)', () => {
  it('ranks ties alike (1, 1, 3), lists only visible users, marks the caller', () =>
    withApp(async (t) => {
      const ana = await named(t, 'Ana');
      const ben = await named(t, 'Ben');
      const cy = await named(t, 'Cy');
      const hid = await named(t, 'Hidden');
      const fresh = await named(t, 'Fresh');
      await worth(ana, 40);
      await worth(ben, 40);
      await worth(cy, 10);
      await worth(hid, 100);
      await hid.as({
        method: 'PUT',
        url: '/api/leaderboard/settings',
        payload: { leaderboardVisible: false },
      });

      const xp = await board(cy, 'xp');
      expect(ranks(xp)).toEqual([
        [expect.stringMatching(/^(Ana|Ben)$/), 1, 70],
        [expect.stringMatching(/^(Ana|Ben)$/), 1, 70],
        ['Cy', 3, 40],
      ]);
      expect(xp.totalUsers).toBe(3);
      expect(xp.userRank).toMatchObject({
        displayName: 'Cy',
        rank: 3,
        value: 40,
        isCurrentUser: true,
      });
      expect(xp.entries.filter((e) => e.isCurrentUser).map((e) => e.displayName)).toEqual(['Cy']);
      expect(Date.parse(xp.lastUpdated)).not.toBeNaN();

      // Nobody scored yet, or hidden: no rank.
      expect((await board(fresh, 'xp')).userRank).toBeNull();
      expect((await board(hid, 'xp')).userRank).toBeNull();

      // Level 1 all: one rank for all three. Streak: one day each.
      expect(ranks(await board(ana, 'level')).map((r) => r.slice(1))).toEqual([
        [1, 1],
        [1, 1],
        [1, 1],
      ]);
      expect((await board(ana, 'streak')).entries.map((e) => [e.rank, e.value])).toEqual([
        [1, 1],
        [1, 1],
        [1, 1],
      ]);
    }));

  it('ranks a level by the XP where levels start: 100 XP is level 2, above 99', () =>
    withApp(async (t) => {
      const two = await named(t, 'Two');
      const one = await named(t, 'One');
      const zero = await named(t, 'Zero');
      await worth(two, 70); // exactly 100 XP (a goal filled by hand earns none, issue 26 §5)
      await worth(one, 69); // 99 XP
      await worth(zero, 0); // 30 XP
      const level = await board(zero, 'level');
      expect(ranks(level)).toEqual([
        ['Two', 1, 2],
        ['One', 2, 1],
        ['Zero', 2, 1],
      ]);
      expect(level.userRank).toMatchObject({ rank: 2, value: 1 });
      expect((await board(two, 'level')).userRank).toMatchObject({ rank: 1, value: 2 });
      expect((await board(zero, 'xp')).userRank).toMatchObject({ rank: 3, value: 30 });
    }));

  it('the caller’s own row comes with the preview when they rank below the top 3', () =>
    withApp(async (t) => {
      const users = [];
      for (const [i, name] of ['Ann', 'Bo', 'Cat', 'Dee', 'Eve'].entries()) {
        const me = await named(t, name);
        await worth(me, 50 - i * 10);
        users.push(me);
      }
      const eve = users[4]!;
      const preview: LeaderboardPreview = (
        await eve.as({ url: '/api/leaderboard/xp/preview' })
      ).json();
      expect(preview.topUsers.map((u) => [u.displayName, u.rank])).toEqual([
        ['Ann', 1],
        ['Bo', 2],
        ['Cat', 3],
      ]);
      expect(preview.userRank).toMatchObject({ displayName: 'Eve', rank: 5, isCurrentUser: true });
      // The SPEC §7 query form answers the same.
      const query = await eve.as({ url: '/api/leaderboard?type=xp&preview=true' });
      expect(query.json()).toEqual(preview);
      const full = await eve.as({ url: '/api/leaderboard?type=xp' });
      expect(full.json()).toMatchObject({ totalUsers: 5, userRank: { rank: 5 } });
    }));

  it('weekly XP drops an event the second it is more than 7 days old, with or without a sweep', () =>
    withApp(async (t) => {
      // The stored window as an instance keeping up would hold it: from a week before the events.
      const { old, now } = await oldAndNow(t);
      clockAt('2026-10-08T08:00:00Z');
      expect(ranks(await board(now, 'weekly_xp'))).toEqual([
        ['Old', 1, 90],
        ['Now', 2, 40],
      ]);
      clockAt('2026-10-08T08:00:01Z');
      const later = await board(now, 'weekly_xp');
      expect(ranks(later)).toEqual([['Now', 1, 40]]);
      expect(later.totalUsers).toBe(1);
      expect(later.userRank).toMatchObject({ rank: 1 });
      expect((await board(old, 'weekly_xp')).userRank).toBeNull();
      // A sweep moves the stored window to now; the answers do not change.
      expect(await sweepWeekly(t.db, new Date())).toBe(1);
      expect(await weeklyFrom(t.db)).toEqual(new Date('2026-10-01T08:00:01Z'));
      expect(await board(now, 'weekly_xp')).toEqual(later);
      // Nor when another instance's clock ran ahead and moved the window past ours.
      await sweepWeekly(t.db, new Date('2026-10-12T09:00:00Z'));
      expect(await board(now, 'weekly_xp')).toEqual(later);
      // Total XP keeps it.
      expect(ranks(await board(now, 'xp'))).toEqual([
        ['Old', 1, 90],
        ['Now', 2, 40],
      ]);
    }));
});

describe('a streak that loses its workouts loses its days on the board (issue 25 §6)', () => {
  it('deleting workouts takes the streak board entry down, to nothing', () =>
    withApp(async (t) => {
      const ana = await named(t, 'Ana');
      const ben = await named(t, 'Ben');
      const logged = [];
      for (const day of ['2026-07-01', '2026-07-02', '2026-07-03']) {
        clockAt(`${day}T12:00:00Z`);
        logged.push(await postWorkout(ana));
      }
      await postWorkout(ben);
      const streak = () => board(ben, 'streak');
      expect(ranks(await streak())).toEqual([
        ['Ana', 1, 3],
        ['Ben', 2, 1],
      ]);

      // Without the middle day the run is one day long: a tie, listed in either order.
      await ana.as({ method: 'DELETE', url: `/api/workouts/${logged[1]!.id}` });
      expect(ranks(await streak())).toEqual([
        [expect.stringMatching(/^(Ana|Ben)$/), 1, 1],
        [expect.stringMatching(/^(Ana|Ben)$/), 1, 1],
      ]);
      expect(new Set((await streak()).entries.map((e) => e.displayName)).size).toBe(2);
      for (const w of [logged[0]!, logged[2]!]) {
        await ana.as({ method: 'DELETE', url: `/api/workouts/${w.id}` });
      }
      const after = await streak();
      expect(ranks(after)).toEqual([['Ben', 1, 1]]);
      expect(after.totalUsers).toBe(1);
      expect((await board(ana, 'streak')).userRank).toBeNull();
      expect((await ana.as({ url: '/api/progression/me' })).json()).toMatchObject({
        longestStreak: 0,
        workoutStreak: 0,
      });
      // A rebuild agrees with what the writes left.
      await rebuildStandings(t.db);
      expect(ranks(await streak())).toEqual([['Ben', 1, 1]]);
    }));
});

describe('board entries carry an opaque id per board, not the account id (issue 25 §8)', () => {
  it('never shows an account id, names each user differently on each board, marks the caller', () =>
    withApp(async (t) => {
      const ana = await named(t, 'Ana');
      const ben = await named(t, 'Ben');
      await worth(ana, 20);
      await worth(ben, 10);
      const accounts = [ana.user.id, ben.user.id];
      const idsOn = new Map<string, string>();
      for (const type of ['xp', 'level', 'streak', 'weekly_xp']) {
        const full = await board(ana, type);
        const preview: LeaderboardPreview = (
          await ana.as({ url: `/api/leaderboard/${type}/preview` })
        ).json();
        const seen = [...full.entries, full.userRank!, ...preview.topUsers, preview.userRank!];
        for (const e of seen) {
          expect(accounts).not.toContain(e.userId);
          expect(e.userId).toMatch(/^[\w-]{16,}$/);
        }
        const own = full.entries.find((e) => e.isCurrentUser)!;
        expect(own.displayName).toBe('Ana');
        // One user has one id on a board: in the list, as the caller's rank, in the preview, to
        // another user, and read again.
        expect(full.userRank).toMatchObject({ userId: own.userId, isCurrentUser: true });
        expect(preview.userRank!.userId).toBe(own.userId);
        const asBen = await board(ben, type);
        expect(asBen.entries.find((e) => e.displayName === 'Ana')).toMatchObject({
          userId: own.userId,
          isCurrentUser: false,
        });
        expect((await board(ana, type)).userRank!.userId).toBe(own.userId);
        idsOn.set(type, own.userId);
      }
      // Different on every board, so no two boards can be joined on it.
      expect(new Set(idsOn.values()).size).toBe(4);
    }));
});

describe('PUT /api/leaderboard/settings (SPEC §4)', () => {
  it('hides and shows the user on every board, and names them as set', () =>
    withApp(async (t) => {
      const me = await named(t, 'Pat');
      await worth(me, 5);
      const hide = await me.as({
        method: 'PUT',
        url: '/api/leaderboard/settings',
        payload: { leaderboardVisible: false, displayName: '  Speedy  ' },
      });
      expect(hide.statusCode).toBe(200);
      expect(hide.json()).toMatchObject({ leaderboardVisible: false, displayName: 'Speedy' });
      for (const type of ['xp', 'level', 'streak', 'weekly_xp']) {
        const b = await board(me, type);
        expect(b).toMatchObject({ entries: [], totalUsers: 0, userRank: null });
      }
      await me.as({
        method: 'PUT',
        url: '/api/leaderboard/settings',
        payload: { leaderboardVisible: true },
      });
      expect((await board(me, 'xp')).entries).toMatchObject([
        { displayName: 'Speedy', value: 35, rank: 1 },
      ]);
      expect((await me.as({ url: '/api/auth/user' })).json()).toMatchObject({
        leaderboardVisible: true,
        displayName: 'Speedy',
      });
    }));

  it.each([
    [{}, 'body: send leaderboardVisible, displayName or both'],
    [{ leaderboardVisible: 'yes' }, 'leaderboardVisible: must be true or false'],
    [{ displayName: 'A' }, 'displayName: must be at least 2 characters'],
    [{ displayName: 'x'.repeat(51) }, 'displayName: must be at most 50 characters'],
    [{ displayName: 42 }, 'displayName: must be text'],
  ])('answers 400 for %j', async (payload, message) => {
    const me = await signUp(shared);
    const res = await me.as({ method: 'PUT', url: '/api/leaderboard/settings', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('a board nobody changed is answered from the read cache (issue 30 §4)', () => {
  const read = (me: Me, url: string, etag?: string) =>
    me.as({ url, headers: etag ? { 'if-none-match': etag } : {} });

  it('until another user scores, renames, hides, or a second instance writes', () =>
    withApp(async (t) => {
      clockAt('2026-10-01T08:00:00Z');
      const ana = await named(t, 'Ana');
      const ben = await named(t, 'Ben');
      await worth(ana, 20); // 50
      await worth(ben, 10); // 40
      const first = await read(ben, '/api/leaderboard/xp');
      const preview = (await read(ben, '/api/leaderboard/xp/preview')).json();
      expect(ranks(first.json())).toEqual([
        ['Ana', 1, 50],
        ['Ben', 2, 40],
      ]);

      // Nothing changed: the answer read at 08:00, and 304 for its ETag. No board is read: the
      // session, the plan (boards are a plan feature) and the boards' version.
      clockAt('2026-10-01T08:05:00Z');
      const { result: kept, statements } = await counter.during(() =>
        read(ben, '/api/leaderboard/xp'),
      );
      expect(kept.json()).toEqual(first.json());
      expect(statements).toHaveLength(3);
      expect(statements.filter(isSessionLookup)).toHaveLength(1);
      expect(statements.filter((q) => /leaderboard_(entries|counts)|xp_events/.test(q))).toEqual(
        [],
      );
      const again = await read(ben, '/api/leaderboard/xp', first.headers.etag as string);
      expect(again.statusCode).toBe(304);

      // Another user's score moves the board (Ben's own data did not change): read again, the top
      // and Ben's standing in one statement after the session, the plan and the version.
      await worth(ana, 30); // +60
      const { result: missed, statements: reread } = await counter.during(() =>
        read(ben, '/api/leaderboard/xp'),
      );
      expect(reread).toHaveLength(4);
      const scored = missed.json();
      expect(ranks(scored)).toEqual([
        ['Ana', 1, 110],
        ['Ben', 2, 40],
      ]);
      expect(scored.lastUpdated).toBe('2026-10-01T08:05:00.000Z');
      expect((await read(ben, '/api/leaderboard/xp/preview')).json()).not.toEqual(preview);

      // Another user's name, set on their profile: no board entry changed.
      await ana.as({
        method: 'PUT',
        url: '/api/users/me/profile',
        payload: { displayName: 'Speedy' },
      });
      expect(ranks((await read(ben, '/api/leaderboard/xp')).json())).toEqual([
        ['Speedy', 1, 110],
        ['Ben', 2, 40],
      ]);

      // Another user hides from the boards.
      await ana.as({
        method: 'PUT',
        url: '/api/leaderboard/settings',
        payload: { leaderboardVisible: false },
      });
      const hidden = (await read(ben, '/api/leaderboard?type=xp')).json();
      expect(ranks(hidden)).toEqual([['Ben', 1, 40]]);
      expect(hidden).toMatchObject({ totalUsers: 1, userRank: { rank: 1 } });
      expect(ranks((await read(ben, '/api/leaderboard/xp')).json())).toEqual([['Ben', 1, 40]]);

      // A write through another instance on the same database: this one's cache sees it.
      const other = await createTestApp({
        database: t.database,
        env: { LEADERBOARD_SWEEP_SECONDS: '0' },
      });
      try {
        const cy = await signUp(other, { firstName: 'Cy' });
        await worth(cy, 0); // 30
        expect(ranks((await read(ben, '/api/leaderboard/xp')).json())).toEqual([
          ['Ben', 1, 40],
          ['Cy', 2, 30],
        ]);
      } finally {
        await other.close();
      }
    }));

  it('keeps a weekly answer until its oldest XP leaves the window, to the millisecond', () =>
    withApp(async (t) => {
      const { now } = await oldAndNow(t);
      clockAt('2026-10-08T07:00:00Z');
      const before = await board(now, 'weekly_xp');
      expect(ranks(before)).toEqual([
        ['Old', 1, 90],
        ['Now', 2, 40],
      ]);
      // Old's XP is inside the window until 08:00:00.000 included: the 07:00 answer holds.
      clockAt('2026-10-08T08:00:00.000Z');
      expect(await board(now, 'weekly_xp')).toEqual(before);
      clockAt('2026-10-08T08:00:00.001Z');
      const after = await board(now, 'weekly_xp');
      expect(ranks(after)).toEqual([['Now', 1, 40]]);
      expect(after).toMatchObject({ totalUsers: 1, lastUpdated: '2026-10-08T08:00:00.001Z' });
      const preview: LeaderboardPreview = (
        await now.as({ url: '/api/leaderboard/weekly_xp/preview' })
      ).json();
      expect(preview.topUsers.map((u) => u.displayName)).toEqual(['Now']);
      // Total XP keeps Old, and its answer has no end by time.
      expect(ranks(await board(now, 'xp'))).toEqual([
        ['Old', 1, 90],
        ['Now', 2, 40],
      ]);
    }));
});

describe('bad input on the reads', () => {
  it.each([
    ['/api/leaderboard/points', 'type: must be one of xp, level, streak, weekly_xp'],
    ['/api/leaderboard/points/preview', 'type: must be one of xp, level, streak, weekly_xp'],
    ['/api/leaderboard?type=points', 'type: must be one of xp, level, streak, weekly_xp'],
    ['/api/leaderboard?type=xp&preview=maybe', 'preview: must be true or false'],
  ])('%s answers 400', async (url, message) => {
    const me = await signUp(shared);
    const res = await me.as({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
