import { sql, type SQL } from 'drizzle-orm';
import { WEEK_MS } from '../../../shared/progression';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';

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

export const lockStandingsShared = (db: Db) =>
  db.execute(sql`select pg_advisory_xact_lock_shared(${STANDINGS_LOCK})`);
const lockStandingsExclusive = (db: Db) =>
  db.execute(sql`select pg_advisory_xact_lock(${STANDINGS_LOCK})`);

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The start of the materialised weekly window, or null before the first start initialised it. */
export async function weeklyFrom(db: Db): Promise<Date | null> {
  const [row] = await rows<{ weekly_from: string | Date }>(
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
 * Applies count changes in one statement, merged per key and in key order, so two writers
 * touching the same buckets always lock them in the same order and cannot deadlock.
 */
async function applyCounts(db: Db, moves: [Board, number, number, number][]) {
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
  if (list.length === 0) return;
  await db.execute(sql`
    insert into leaderboard_counts (board, tier, key, n)
    values ${sql.join(
      list.map(([board, tier, key, n]) => sql`(${board}, ${tier}, ${key}, ${n})`),
      sql`, `,
    )}
    on conflict (board, tier, key) do update set n = leaderboard_counts.n + excluded.n`);
}

export interface Scores {
  visible: boolean;
  totalXp: number;
  weeklyXp: number;
  longestStreak: number;
}

async function scoresOf(db: Db, userId: string): Promise<Scores> {
  const [row] = await rows<{
    visible: boolean;
    total_xp: number;
    weekly_xp: number;
    longest_streak: number;
  }>(
    db,
    sql`select e.visible, e.total_xp, e.weekly_xp, e.longest_streak
          from users u left join leaderboard_entries e on e.user_id = u.id
         where u.id = ${userId}`,
  );
  return {
    visible: row?.visible ?? true,
    totalXp: row?.total_xp ?? 0,
    weeklyXp: row?.weekly_xp ?? 0,
    longestStreak: row?.longest_streak ?? 0,
  };
}

function boardMoves(before: Scores, after: Scores) {
  const was = (s: Scores, v: number) => (s.visible ? v : 0);
  return [
    ...countMoves(BOARD.xp, was(before, before.totalXp), was(after, after.totalXp)),
    ...countMoves(BOARD.weekly, was(before, before.weeklyXp), was(after, after.weeklyXp)),
    ...countMoves(BOARD.streak, was(before, before.longestStreak), was(after, after.longestStreak)),
  ];
}

async function writeScores(db: Db, userId: string, before: Scores, after: Scores) {
  await db.execute(sql`
    insert into leaderboard_entries (user_id, visible, total_xp, weekly_xp, longest_streak)
    values (${userId}, ${after.visible}, ${after.totalXp}, ${after.weeklyXp}, ${after.longestStreak})
    on conflict (user_id) do update set visible = excluded.visible, total_xp = excluded.total_xp,
      weekly_xp = excluded.weekly_xp, longest_streak = excluded.longest_streak`);
  await applyCounts(db, boardMoves(before, after));
}

export interface ScoreChange {
  /** New ledger events: their amounts and the instants they count from. */
  events?: readonly { amount: number; effectiveAt: Date }[];
  /** The longest streak the user's workouts now show (the stored one never drops). */
  longestStreak?: number;
  visible?: boolean;
}

/**
 * Moves the user's scores by `change`, in the caller's transaction (the user's row already
 * locked): the XP board by every event, the weekly board by those inside its materialised window.
 */
export async function changeScores(db: Db, userId: string, change: ScoreChange) {
  await lockStandingsShared(db);
  const from = (await weeklyFrom(db))?.getTime() ?? -Infinity;
  const before = await scoresOf(db, userId);
  const events = change.events ?? [];
  const after: Scores = {
    visible: change.visible ?? before.visible,
    totalXp: before.totalXp + events.reduce((s, e) => s + e.amount, 0),
    weeklyXp:
      before.weeklyXp +
      events.reduce((s, e) => s + (e.effectiveAt.getTime() >= from ? e.amount : 0), 0),
    longestStreak: Math.max(before.longestStreak, change.longestStreak ?? 0),
  };
  if (
    after.visible === before.visible &&
    after.totalXp === before.totalXp &&
    after.weeklyXp === before.weeklyXp &&
    after.longestStreak === before.longestStreak
  ) {
    return after;
  }
  await writeScores(db, userId, before, after);
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
    const gone = await rows<{ user_id: string; amount: number }>(tx, expiring(from, to));
    for (const g of gone) {
      const before = await scoresOf(tx, g.user_id);
      await writeScores(tx, g.user_id, before, { ...before, weeklyXp: before.weeklyXp - g.amount });
    }
    await tx.execute(sql`update leaderboard_clock set weekly_from = ${to} where id = 1`);
    return gone.length;
  });
}

/** One board's count SQL for "users scoring more than :v", three short index ranges. */
function aboveSql(board: Board) {
  const v = sql`${sql.placeholder('v')}::int`;
  return sql`
    select (
      (select coalesce(sum(n), 0) from leaderboard_counts
        where board = ${board} and tier = 2 and key > (${v} >> 16))
    + (select coalesce(sum(n), 0) from leaderboard_counts
        where board = ${board} and tier = 1 and key > (${v} >> 8) and key < ((${v} >> 16) + 1) << 8)
    + (select coalesce(sum(n), 0) from leaderboard_counts
        where board = ${board} and tier = 0 and key > ${v} and key < ((${v} >> 8) + 1) << 8)
    )::int as above`;
}

const aboveQueries = new Map(
  Object.values(BOARD).map((b) => [
    b,
    preparedSql<{ above: number }>(`lb_above_${b}`, aboveSql(b)),
  ]),
);

/** How many visible users score more than `value` on the board (by the materialised scores). */
export async function countAbove(db: Db, board: Board, value: number): Promise<number> {
  const [row] = await aboveQueries.get(board)!(db, { v: Math.max(0, Math.floor(value)) });
  return row?.above ?? 0;
}

/** Weekly XP per user that the materialised window still holds but `now` no longer does. */
export async function weeklyCorrections(db: Db, now: Date) {
  const from = await weeklyFrom(db);
  const to = new Date(now.getTime() - WEEK_MS);
  const corrections = new Map<string, number>();
  if (!from || from.getTime() === to.getTime()) return corrections;
  // Usually from < to: XP expired since the last sweep leaves. If another instance's clock ran
  // ahead of ours, the window starts later than ours does, and XP we still count comes back.
  const [lo, hi, sign] = from < to ? [from, to, -1] : [to, from, 1];
  for (const r of await rows<{ user_id: string; amount: number }>(db, expiring(lo, hi))) {
    corrections.set(r.user_id, sign * r.amount);
  }
  return corrections;
}

/**
 * Builds the boards again from the ledger and the workouts: what an operator runs if the counts
 * were ever doubted, and what the first start after the ledger's migration runs. The stored
 * longest streaks are kept when longer (DESIGN §6: a longest streak never drops).
 */
export async function rebuildStandings(db: Db, now = new Date()) {
  await db.transaction(async (tx) => {
    await lockStandingsExclusive(tx);
    const from = new Date(now.getTime() - WEEK_MS);
    await tx.execute(sql`
      insert into leaderboard_entries (user_id, visible, total_xp, weekly_xp, longest_streak)
      select u.id, u.leaderboard_visible, coalesce(x.total, 0), coalesce(x.weekly, 0),
             greatest(coalesce(s.longest, 0), coalesce(e.longest_streak, 0))
        from users u
        left join leaderboard_entries e on e.user_id = u.id
        left join (select user_id, sum(amount)::int as total,
                          (sum(amount) filter (where effective_at >= ${from}))::int as weekly
                     from xp_events group by user_id) x on x.user_id = u.id
        left join (select user_id, max(run)::int as longest from (
                     select user_id, count(*) as run from (
                       select user_id, d, d - (row_number() over (partition by user_id order by d))::int as island
                         from (select distinct user_id, streak_day as d from workouts
                                where streak_day is not null) days) islands
                      group by user_id, island) runs
                    group by user_id) s on s.user_id = u.id
      on conflict (user_id) do update set visible = excluded.visible,
        total_xp = excluded.total_xp, weekly_xp = excluded.weekly_xp,
        longest_streak = excluded.longest_streak`);
    await tx.execute(sql`delete from leaderboard_counts`);
    const columns: [Board, SQL][] = [
      [BOARD.xp, sql`total_xp`],
      [BOARD.weekly, sql`weekly_xp`],
      [BOARD.streak, sql`longest_streak`],
    ];
    for (const [board, column] of columns) {
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
