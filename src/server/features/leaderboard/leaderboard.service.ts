import { eq, sql, type SQL } from 'drizzle-orm';
import { userName } from '../../../shared/display-name';
import { competitionRanks, levelOf, WEEK_MS } from '../../../shared/progression';
import {
  LEADERBOARD_SIZE,
  PREVIEW_SIZE,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardPreview,
  type LeaderboardSettingsBody,
  type LeaderboardType,
} from '../../../shared/schemas/progression';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { users } from '../../db/schema';
import type { EntryIds } from './entry-ids';
import { toUserDto } from '../users/users.service';
import {
  changeScores,
  lockProgress,
  ownStanding,
  ownStandingSql,
  STORED,
  weeklyCorrections,
  type OwnStanding,
} from '../progression/progression.service';

/**
 * The four boards (SPEC §2, §3; decision 017). Each read is the top of one index, the caller's
 * own row by key, and a rank summed from the score counts: its cost does not grow with the
 * number of users. The weekly board is exact to the second: XP that left the window since the
 * last sweep is taken out here.
 *
 * An answer stays true until a board changes (the boards' version, `boardsVersion`) or, on the
 * weekly board, until the oldest XP inside the window leaves it (`Standing.until`): the routes
 * keep answers in the read cache on both (issue 30 §4, decision 029).
 */

interface Row {
  user_id: string;
  score: number;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
}

/** What a board shows of a user: never the username, which is a sign-in name. */
const names = sql`u.display_name, u.first_name, u.last_name, u.profile_image_url`;

/** A board's top `limit` (a placeholder) by a stored score: the head of its partial index. */
const topSql = (column: SQL) =>
  sql`select e.user_id, e.${column} as score, ${names}
        from leaderboard_entries e join users u on u.id = e.user_id
       where e.visible and e.${column} > 0
       order by e.${column} desc, e.user_id
       limit ${sql.placeholder('limit')}::int`;

const weeklyTop = preparedSql<Row>('lb_top_weekly', topSql(STORED.weekly_xp.column));

/**
 * XP, level and streak: the top and the caller's standing in one statement (the top as a JSON
 * array, in its order), so a board read after a write costs one statement for the board.
 */
const storedBoards = new Map(
  (['xp', 'level', 'streak'] as const).map((type) => [
    type,
    preparedSql<OwnStanding & { leaders: Row[] }>(
      `lb_board_${type}`,
      sql`select own.*,
                 (select coalesce(json_agg(t order by t.score desc, t.user_id), '[]')
                    from (${topSql(STORED[type].column)}) t) as leaders
            from (${ownStandingSql(type)}) own`,
    ),
  ]),
);

const scoresOf = preparedSql<Row & { visible: boolean }>(
  'lb_weekly_of',
  sql`select e.user_id, e.weekly_xp as score, e.visible, ${names}
        from leaderboard_entries e join users u on u.id = e.user_id
       where e.user_id = any(${sql.placeholder('ids')}::uuid[])`,
);

/** A board's name for a user: the one name others see (shared/display-name.ts). */
const shownName = (r: Row) =>
  userName(
    { displayName: r.display_name, firstName: r.first_name, lastName: r.last_name },
    'others',
  );

/** One board's row: `ids` names the user on this board only (issue 25). */
function entry(row: Row, rank: number, value: number, me: string, id: string): LeaderboardEntry {
  return {
    userId: id,
    rank,
    displayName: shownName(row),
    profileImageUrl: row.profile_image_url,
    value,
    isCurrentUser: row.user_id === me,
  };
}

/**
 * The boards' version: moved on at the commit of every transaction that changed a board entry or
 * a user's name or picture (triggers, migration 0017), so an answer read after it was read holds
 * while it is unchanged. Read before the board, so a change that lands in between makes the next
 * read's version differ rather than be missed.
 */
const versionOf = preparedSql<{ version: string }>(
  'lb_version',
  sql`select coalesce(sum(n), 0)::text as version from leaderboard_versions`,
);

export async function boardsVersion(db: Db): Promise<string> {
  const [row] = await versionOf(db, {});
  return row!.version;
}

/** The oldest XP still inside the weekly window at `from` (its start), if any. */
const oldestInWindow = preparedSql<{ at: string | Date | null }>(
  'lb_weekly_oldest',
  sql`select min(effective_at) as at from xp_events
       where effective_at >= ${sql.placeholder('from')}::timestamptz`,
);

interface Standing {
  /** The top `limit`, best first, with their scores (XP, levels or days). */
  leaders: { row: Row; score: number }[];
  /** The caller's score, and how many visible users score more; null when not ranked. */
  own: { row: Row; score: number; above: number } | null;
  totalUsers: number;
  /** When the answer stops being true with no write (the weekly window moving); null: never. */
  until: Date | null;
}

const ownRowOf = (userId: string, o: OwnStanding, score: number): Row => ({
  user_id: userId,
  score,
  display_name: o.display_name,
  first_name: o.first_name,
  last_name: o.last_name,
  profile_image_url: o.profile_image_url,
});

/** XP, level and streak: stored scores, read as they are, in one statement (`storedBoards`). */
async function storedStanding(
  db: Db,
  type: 'xp' | 'level' | 'streak',
  userId: string,
  limit: number,
): Promise<Standing> {
  const [read] = await storedBoards.get(type)!(db, { limit, userId, correction: 0 });
  const { leaders: rows, ...me } = read!;
  const score = (stored: number) => (type === 'level' ? levelOf(stored) : stored);
  const own =
    me.visible && me.score > 0
      ? { row: ownRowOf(userId, me, me.score), score: score(me.score), above: me.above }
      : null;
  return {
    leaders: rows.map((row) => ({ row, score: score(row.score) })),
    own,
    totalUsers: me.participants,
    until: null,
  };
}

/**
 * Weekly XP: the stored scores hold the window as of the last sweep; `corrections` says, per
 * user, what left it (or came back) since. Only those users can have moved, so the top is read
 * with room for them and re-sorted, and the counts are adjusted user by user.
 */
async function weeklyStanding(db: Db, userId: string, limit: number, now: Date): Promise<Standing> {
  const corrections = await weeklyCorrections(db, now);
  const moved = [...corrections.keys()];
  const fix = (id: string, stored: number) => stored + (corrections.get(id) ?? 0);
  const [rows, movedRows, me, [oldest]] = await Promise.all([
    weeklyTop(db, { limit: limit + moved.length }),
    moved.length > 0 ? scoresOf(db, { ids: `{${moved.join(',')}}` }) : Promise.resolve([]),
    ownStanding(db, 'weekly_xp', userId, corrections.get(userId) ?? 0),
    oldestInWindow(db, { from: new Date(now.getTime() - WEEK_MS).toISOString() }),
  ]);
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  for (const r of movedRows) if (r.visible) byId.set(r.user_id, r);
  const leaders = [...byId.values()]
    .map((row) => ({ row, score: fix(row.user_id, row.score) }))
    .filter((l) => l.score > 0)
    .sort((a, b) => b.score - a.score || (a.row.user_id < b.row.user_id ? -1 : 1))
    .slice(0, limit);
  // The counts hold stored scores: a user who moved may be counted on the wrong side of `v`.
  const crossings = (v: number) =>
    movedRows
      .filter((r) => r.visible)
      .reduce((n, r) => {
        const was = r.score > v;
        const is = fix(r.user_id, r.score) > v;
        return n + (is === was ? 0 : is ? 1 : -1);
      }, 0);
  const own =
    me.visible && me.score > 0
      ? {
          row: ownRowOf(userId, me, me.score),
          score: me.score,
          above: me.above + crossings(me.score),
        }
      : null;
  // XP at `at` is inside the window while now − 7 days ≤ at: it leaves 1 ms past at + 7 days.
  const until = oldest?.at ? new Date(new Date(oldest.at).getTime() + WEEK_MS + 1) : null;
  return { leaders, own, totalUsers: me.participants + crossings(0), until };
}

function standing(db: Db, type: LeaderboardType, userId: string, limit: number, now: Date) {
  return type === 'weekly_xp'
    ? weeklyStanding(db, userId, limit, now)
    : storedStanding(db, type, userId, limit);
}

/** Entries with standard competition ranks (1, 1, 3): the list is the board's true top. */
function ranked(s: Standing, type: LeaderboardType, userId: string, ids: EntryIds) {
  const ranks = competitionRanks(s.leaders.map((l) => l.score));
  const on = (row: Row) => ids(type, row.user_id);
  const entries = s.leaders.map((l, i) => entry(l.row, ranks[i]!, l.score, userId, on(l.row)));
  const userRank = s.own
    ? entry(s.own.row, s.own.above + 1, s.own.score, userId, on(s.own.row))
    : null;
  return { entries, userRank };
}

/** When an answer stops being true with no write (the read cache's `expireAt`). */
type ExpireAt = (at: Date | null) => void;

/**
 * GET /api/leaderboard/{type}: the top 50, how many are ranked, the caller's own row.
 * `lastUpdated` is when the board was read from the database.
 */
export async function getLeaderboard(
  db: Db,
  ids: EntryIds,
  type: LeaderboardType,
  userId: string,
  now = new Date(),
  expireAt?: ExpireAt,
): Promise<Leaderboard> {
  const s = await standing(db, type, userId, LEADERBOARD_SIZE, now);
  expireAt?.(s.until);
  const { entries, userRank } = ranked(s, type, userId, ids);
  return { type, entries, totalUsers: s.totalUsers, userRank, lastUpdated: now.toISOString() };
}

/** GET /api/leaderboard/{type}/preview: the top 3 and the caller's own row (SPEC §2 Dashboard). */
export async function getLeaderboardPreview(
  db: Db,
  ids: EntryIds,
  type: LeaderboardType,
  userId: string,
  now = new Date(),
  expireAt?: ExpireAt,
): Promise<LeaderboardPreview> {
  const s = await standing(db, type, userId, PREVIEW_SIZE, now);
  expireAt?.(s.until);
  const { entries, userRank } = ranked(s, type, userId, ids);
  return { type, topUsers: entries, userRank };
}

/**
 * PUT /api/leaderboard/settings (SPEC §4): visibility moves the user onto or off every board in
 * the same transaction as the user row changes; the display name is the one boards show.
 */
export async function updateLeaderboardSettings(
  db: Db,
  userId: string,
  body: LeaderboardSettingsBody,
) {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const [row] = await tx
      .update(users)
      .set({
        leaderboardVisible: body.leaderboardVisible,
        displayName: body.displayName,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (body.leaderboardVisible !== undefined) {
      await changeScores(tx, userId, { visible: body.leaderboardVisible });
    }
    return toUserDto(row!);
  });
}
