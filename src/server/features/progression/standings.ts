import { sql, type SQL } from 'drizzle-orm';
import { WEEK_MS } from '../../../shared/progression';
import { longestStreak } from '../../../shared/streak';
import type { Db } from '../../db/client';
import { preparedSql, sqlRows } from '../../db/prepared';
import { readColumns, writeParts, type WriteParts } from '../../db/settle-step';
import { isoTime } from '../../db/sql-json';

/**
 * The boards' incremental state (decision 017): one `leaderboard_entries` row per user, and
 * `leaderboard_counts`, how many visible users hold each score at three widths, so a rank costs a
 * few hundred rows summed whatever the number of users. Everything here runs inside the caller's
 * transaction, after the user's row is locked, and is rebuildable from the ledger (`rebuild`).
 */

/** The stored boards; `level` is read from the XP board (a level is a range of XP). */
export const BOARD = { xp: 1, weekly: 2, streak: 3 } as const;
type Board = (typeof BOARD)[keyof typeof BOARD];

/** Tier t counts scores by `score >> SHIFTS[t]`. */
const SHIFTS = [0, 8, 16] as const;

/**
 * Writers hold this advisory lock shared; the weekly sweep and a rebuild hold it exclusively, so
 * the materialised window never moves under a write that is deciding whether its XP is inside it.
 */
const STANDINGS_LOCK = 0x4a4f4559; // "JOEY"

/**
 * The shared hold as a value of a statement that locks the user first: `lockProgress` takes it in
 * its one statement, so every writer holds it before it reads any score (decision 029).
 */
export const standingsSharedLock = sql`pg_advisory_xact_lock_shared(${STANDINGS_LOCK})`;
const lockStandingsExclusive = (db: Db) =>
  db.execute(sql`select pg_advisory_xact_lock(${STANDINGS_LOCK})`);

/** The start of the materialised weekly window, or null before the first start initialised it. */
export async function weeklyFrom(db: Db): Promise<Date | null> {
  const [row] = await sqlRows<{ weekly_from: string | Date }>(
    db,
    sql`select weekly_from from leaderboard_clock where id = 1`,
  );
  return row ? new Date(row.weekly_from) : null;
}

/** Count changes for one user's move from `before` to `after` on a board (scores ≤ 0 uncounted). */
function countMoves(board: Board, before: number, after: number) {
  const moves: [Board, number, number, number][] = [];
  for (const [tier, shift] of SHIFTS.entries()) {
    if (before > 0) moves.push([board, tier, before >> shift, -1]);
    if (after > 0) moves.push([board, tier, after >> shift, 1]);
  }
  return moves;
}

/**
 * The count changes as one statement, merged per key and in key order, so two writers touching
 * the same buckets always lock them in the same order and cannot deadlock (null: none).
 */
function countsUpsert(moves: [Board, number, number, number][]) {
  const merged = new Map<string, [Board, number, number, number]>();
  for (const [board, tier, key, n] of moves) {
    const id = `${board}:${tier}:${key}`;
    const m = merged.get(id);
    if (m) m[3] += n;
    else merged.set(id, [board, tier, key, n]);
  }
  const list = [...merged.values()]
    .filter((m) => m[3] !== 0)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]);
  if (list.length === 0) return null;
  return sql`
    insert into leaderboard_counts (board, tier, key, n)
    values ${sql.join(
      list.map(([board, tier, key, n]) => sql`(${board}, ${tier}, ${key}, ${n})`),
      sql`, `,
    )}
    on conflict (board, tier, key) do update set n = leaderboard_counts.n + excluded.n`;
}

export interface Scores {
  visible: boolean;
  totalXp: number;
  weeklyXp: number;
  longestStreak: number;
}

/**
 * The user's stored scores and the weekly window's start, as one JSON column of a read (the
 * settle's, or `scoresOf`'s own); `storedScores` reads it.
 */
export const scoresRead = (userId: string) =>
  sql`(select json_build_object('visible', e.visible, 'total_xp', e.total_xp,
          'weekly_xp', e.weekly_xp, 'longest_streak', e.longest_streak,
          'weekly_from', (select ${isoTime('weekly_from')} from leaderboard_clock where id = 1))
        from users u left join leaderboard_entries e on e.user_id = u.id
       where u.id = ${userId})`;

export interface StoredScores {
  scores: Scores;
  weeklyFrom: Date | null;
}

/** The scores a `scoresRead` column holds. */
export function storedScores(
  json: {
    visible: boolean | null;
    total_xp: number | null;
    weekly_xp: number | null;
    longest_streak: number | null;
    weekly_from: string | null;
  } | null,
): StoredScores {
  return {
    scores: {
      visible: json?.visible ?? true,
      totalXp: json?.total_xp ?? 0,
      weeklyXp: json?.weekly_xp ?? 0,
      longestStreak: json?.longest_streak ?? 0,
    },
    weeklyFrom: json?.weekly_from ? new Date(json.weekly_from) : null,
  };
}

/** The user's stored scores, and the weekly window's start (one statement). */
async function scoresOf(db: Db, userId: string): Promise<StoredScores> {
  const found = await readColumns(db, { scores: scoresRead(userId) });
  return storedScores(found.scores as Parameters<typeof storedScores>[0]);
}

function boardMoves(before: Scores, after: Scores) {
  const was = (s: Scores, v: number) => (s.visible ? v : 0);
  return [
    ...countMoves(BOARD.xp, was(before, before.totalXp), was(after, after.totalXp)),
    ...countMoves(BOARD.weekly, was(before, before.weeklyXp), was(after, after.weeklyXp)),
    ...countMoves(BOARD.streak, was(before, before.longestStreak), was(after, after.longestStreak)),
  ];
}

/**
 * The entry and the counts moved from `before` to `after`, as parts of one statement (none when
 * nothing moved). The counts are worked out here from both, not read back from the entry: every
 * part of a statement sees the rows as they were before it.
 */
export function scoresWrite(userId: string, before: Scores, after: Scores): WriteParts {
  if (
    after.visible === before.visible &&
    after.totalXp === before.totalXp &&
    after.weeklyXp === before.weeklyXp &&
    after.longestStreak === before.longestStreak
  ) {
    return {};
  }
  return {
    entry: sql`
      insert into leaderboard_entries (user_id, visible, total_xp, weekly_xp, longest_streak)
      values (${userId}, ${after.visible}, ${after.totalXp}, ${after.weeklyXp},
              ${after.longestStreak})
      on conflict (user_id) do update set visible = excluded.visible,
        total_xp = excluded.total_xp, weekly_xp = excluded.weekly_xp,
        longest_streak = excluded.longest_streak`,
    counts: countsUpsert(boardMoves(before, after)),
  };
}

export interface ScoreChange {
  /** New ledger events: their amounts and the instants they count from. */
  events?: readonly { amount: number; effectiveAt: Date }[];
  /**
   * The longest streak the user's workouts now show: it replaces the stored one, so deleting
   * workouts takes their days off the board (issue 25).
   */
  longestStreak?: number;
  visible?: boolean;
}

/**
 * The scores `change` moves the stored ones to: the XP board by every event, the weekly board by
 * those inside its materialised window.
 */
export function scoresAfter(
  { scores: before, weeklyFrom: clock }: StoredScores,
  change: ScoreChange,
) {
  const from = clock?.getTime() ?? -Infinity;
  const events = change.events ?? [];
  return {
    visible: change.visible ?? before.visible,
    totalXp: before.totalXp + events.reduce((s, e) => s + e.amount, 0),
    weeklyXp:
      before.weeklyXp +
      events.reduce((s, e) => s + (e.effectiveAt.getTime() >= from ? e.amount : 0), 0),
    longestStreak: change.longestStreak ?? before.longestStreak,
  };
}

/**
 * Moves the user's scores by `change`, in the caller's transaction after `lockProgress` (the
 * user's row locked, and the standings' shared hold taken in that statement of its own: a read in
 * the same statement as the hold could see the scores from before a sweep it waited for): one
 * read and at most one write. The settle puts the same read and write into its own.
 */
export async function changeScores(db: Db, userId: string, change: ScoreChange) {
  const stored = await scoresOf(db, userId);
  const after = scoresAfter(stored, change);
  await writeParts(db, scoresWrite(userId, stored.scores, after));
  return after;
}

/** XP whose window start moved past it: per user, what leaves the weekly board. */
const expiring = (from: Date, to: Date) => sql`
  select x.user_id, sum(x.amount)::int as amount
    from xp_events x
   where x.effective_at >= ${from} and x.effective_at < ${to}
   group by x.user_id`;

/**
 * Moves the weekly window's start to `now − 7 days`, taking out the XP that left it. Any
 * instance may run it at any time (an exclusive lock makes turns; a second run finds nothing to
 * do); reads are exact without it, it only keeps their corrections small.
 */
export async function sweepWeekly(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    await lockStandingsExclusive(tx);
    const from = await weeklyFrom(tx);
    const to = new Date(now.getTime() - WEEK_MS);
    if (!from || to <= from) return 0;
    const gone = await sqlRows<{ user_id: string; amount: number }>(tx, expiring(from, to));
    for (const g of gone) {
      const { scores: before } = await scoresOf(tx, g.user_id);
      await writeParts(
        tx,
        scoresWrite(g.user_id, before, { ...before, weeklyXp: before.weeklyXp - g.amount }),
      );
    }
    await tx.execute(sql`update leaderboard_clock set weekly_from = ${to} where id = 1`);
    return gone.length;
  });
}

/**
 * "Visible users scoring more than `v`" on a board, by the materialised scores: three short index
 * ranges (tier 2 above `v`'s bucket, tier 1 inside it, tier 0 inside `v`'s tier-1 bucket).
 */
function usersAbove(board: Board, v: SQL) {
  return sql`(
      (select coalesce(sum(n), 0) from leaderboard_counts
        where board = ${board} and tier = 2 and key > (${v} >> 16))
    + (select coalesce(sum(n), 0) from leaderboard_counts
        where board = ${board} and tier = 1 and key > (${v} >> 8) and key < ((${v} >> 16) + 1) << 8)
    + (select coalesce(sum(n), 0) from leaderboard_counts
        where board = ${board} and tier = 0 and key > ${v} and key < ((${v} >> 8) + 1) << 8)
  )::int`;
}

/** The four boards as stored: the column a board ranks by, and the counts it reads. */
export const STORED = {
  xp: { board: BOARD.xp, column: sql.raw('total_xp') },
  level: { board: BOARD.xp, column: sql.raw('total_xp') },
  streak: { board: BOARD.streak, column: sql.raw('longest_streak') },
  weekly_xp: { board: BOARD.weekly, column: sql.raw('weekly_xp') },
} as const;
export type StoredBoard = keyof typeof STORED;

export interface OwnStanding {
  visible: boolean;
  /** The caller's score: stored, plus `correction` (the weekly window's). */
  score: number;
  /** Visible users whose stored score is above the caller's score (a level: above its range). */
  above: number;
  /** Visible users with a stored score above 0. */
  participants: number;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}

/**
 * The caller's standing on a board as a query (`ownStanding` runs it alone), with the
 * placeholders `userId` and `correction`, so a read can make it part of a larger statement (the
 * leaderboard reads a board's top with it).
 */
export function ownStandingSql(type: StoredBoard) {
  const { board, column } = STORED[type];
  // A level is a range of XP: those above a user are at or past the next level's first XP,
  // 100·level² − 1 (float square roots are exact on the perfect squares that start levels).
  const threshold =
    type === 'level'
      ? sql`(100 * power(floor(sqrt(me.score / 100.0)) + 1, 2))::int - 1`
      : sql`me.score`;
  return sql`
    with me as (
      select coalesce(e.visible, true) as visible,
             coalesce(e.${column}, 0) + ${sql.placeholder('correction')}::int as score,
             u.display_name, u.first_name, u.last_name, u.profile_image_url
        from users u left join leaderboard_entries e on e.user_id = u.id
       where u.id = ${sql.placeholder('userId')}::uuid)
    select me.*, ${usersAbove(board, sql`(${threshold})`)} as above,
           ${usersAbove(board, sql`0`)} as participants
      from me`;
}

const ownStandings = new Map(
  (Object.keys(STORED) as StoredBoard[]).map((type) => [
    type,
    preparedSql<OwnStanding>(`lb_own_${type}`, ownStandingSql(type)),
  ]),
);

/**
 * The caller's place on a board in one statement: their score, how many visible users score
 * more, and how many take part. Its cost does not depend on the number of users (decision 017).
 */
export async function ownStanding(db: Db, type: StoredBoard, userId: string, correction = 0) {
  const [row] = await ownStandings.get(type)!(db, { userId, correction });
  return row!;
}

/**
 * Weekly XP per user that the stored window still holds but `now`'s no longer does, negative; or,
 * if another instance's clock ran ahead of ours and moved the window past ours, what comes back.
 * The bounds go in as values (not a prepared plan, nor read in the same statement): the planner
 * then sees a range of a few seconds and reads the effective_at index, where a generic plan
 * guesses 100,000 rows and starts parallel workers (60 ms at 20 M events, measured).
 */
export async function weeklyCorrections(db: Db, now: Date) {
  const from = await weeklyFrom(db);
  const to = new Date(now.getTime() - WEEK_MS);
  const corrections = new Map<string, number>();
  if (!from || from.getTime() === to.getTime()) return corrections;
  const [lo, hi, sign] = from < to ? [from, to, -1] : [to, from, 1];
  for (const r of await sqlRows<{ user_id: string; amount: number }>(db, expiring(lo, hi))) {
    corrections.set(r.user_id, sign * r.amount);
  }
  return corrections;
}

/** Users whose longest streak a rebuild works out per statement. */
const REBUILD_BATCH = 500;

/**
 * Every user's longest streak from their recorded streak days, by the one rule every write uses
 * (`longestStreak` in shared/streak.ts, issue 26 §1), a batch of users at a time so a rebuild's
 * memory stays bounded. Users without streak days keep the 0 the rebuild wrote.
 */
async function rebuildLongestStreaks(db: Db) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await sqlRows<{ user_id: string; days: string[] }>(
      db,
      sql`select user_id, array_agg(distinct streak_day::text) as days from workouts
           where streak_day is not null and user_id in (
             select distinct user_id from workouts
              where streak_day is not null and user_id > ${after}::uuid
              order by user_id limit ${REBUILD_BATCH})
           group by user_id order by user_id`,
    );
    if (rows.length === 0) return;
    const longest = rows.map((r) => ({ u: r.user_id, n: longestStreak(r.days) }));
    await db.execute(sql`
      update leaderboard_entries e set longest_streak = v.n
        from json_to_recordset(${JSON.stringify(longest)}::json) as v(u uuid, n int)
       where e.user_id = v.u`);
    after = rows[rows.length - 1]!.user_id;
  }
}

/**
 * Builds the boards again from the ledger and the workouts: what an operator runs if the counts
 * were ever doubted, and what the first start after a migration that clears the weekly clock
 * runs. A longest streak is `longestStreak` of the recorded streak days of the workouts that
 * exist (issue 25: a streak that loses its workouts loses its days on the board).
 */
export async function rebuildStandings(db: Db, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockStandingsExclusive(tx);
    const from = new Date(now.getTime() - WEEK_MS);
    await tx.execute(sql`
      insert into leaderboard_entries (user_id, visible, total_xp, weekly_xp, longest_streak)
      select u.id, u.leaderboard_visible, coalesce(x.total, 0), coalesce(x.weekly, 0),
             0
        from users u
        left join (select user_id, sum(amount)::int as total,
                          (sum(amount) filter (where effective_at >= ${from}))::int as weekly
                     from xp_events group by user_id) x on x.user_id = u.id
      on conflict (user_id) do update set visible = excluded.visible,
        total_xp = excluded.total_xp, weekly_xp = excluded.weekly_xp,
        longest_streak = excluded.longest_streak`);
    await rebuildLongestStreaks(tx);
    await tx.execute(sql`delete from leaderboard_counts`);
    for (const { board, column } of [STORED.xp, STORED.weekly_xp, STORED.streak]) {
      for (const [tier, shift] of SHIFTS.entries()) {
        await tx.execute(sql`
          insert into leaderboard_counts (board, tier, key, n)
          select ${board}, ${tier}, ${column} >> ${shift}, count(*)
            from leaderboard_entries where visible and ${column} > 0
           group by 3`);
      }
    }
    await tx.execute(sql`
      insert into leaderboard_clock (id, weekly_from) values (1, ${from})
      on conflict (id) do update set weekly_from = excluded.weekly_from`);
  });
}
