import { sql } from 'drizzle-orm';
import {
  check,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { XP_REASONS } from '../../../shared/progression';
import { SHARE_KINDS } from '../../../shared/schemas/shares';
import { workouts } from './tracking';
import { users } from './users';

export const xpReason = pgEnum('xp_reason', XP_REASONS);

/**
 * The XP ledger (DESIGN §6, issue 10): append-only. A source's XP is the sum of its events; an
 * edit or a delete appends the difference, so the ledger always equals what the rules give for
 * the rows that exist, and total and weekly XP are sums over it.
 */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: xpReason('reason').notNull(),
    /** The workout or goal the XP is for (it may since have been deleted). */
    sourceId: uuid('source_id').notNull(),
    /** Signed: corrections are negative. */
    amount: integer('amount').notNull(),
    /**
     * The source's recorded local day (logged or completed). Informational since issue 25: the
     * caps count rolling 24 hours of `effective_at`, whatever the day.
     */
    localDay: date('local_day').notNull(),
    /**
     * When the source earned: every event of a source carries the same instant, so the weekly
     * window counts a source's current worth by when it was earned, and a later correction of an
     * old workout does not touch this week.
     */
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('xp_events_user_effective_idx').on(t.userId, t.effectiveAt),
    index('xp_events_effective_idx').on(t.effectiveAt),
  ],
);

/**
 * What the boards read (issue 10, decision 017): each user's scores, kept in the transaction
 * that changes them, and rebuildable from the ledger and the workouts.
 */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    visible: boolean('visible').notNull().default(true),
    totalXp: integer('total_xp').notNull().default(0),
    /** XP with effective_at at or after the weekly clock's `weekly_from`. */
    weeklyXp: integer('weekly_xp').notNull().default(0),
    longestStreak: integer('longest_streak').notNull().default(0),
  },
  (t) => [
    index('leaderboard_entries_xp_idx')
      .on(sql`${t.totalXp} desc`, t.userId)
      .where(sql`${t.visible} and ${t.totalXp} > 0`),
    index('leaderboard_entries_weekly_idx')
      .on(sql`${t.weeklyXp} desc`, t.userId)
      .where(sql`${t.visible} and ${t.weeklyXp} > 0`),
    index('leaderboard_entries_streak_idx')
      .on(sql`${t.longestStreak} desc`, t.userId)
      .where(sql`${t.visible} and ${t.longestStreak} > 0`),
  ],
);

/**
 * How many visible users hold each score, per board, at three widths (the value itself, and
 * buckets of 256 and 65,536): a rank is 1 + the users above, summed over at most a few hundred
 * rows whatever the number of users (decision 017). Scores of 0 are not counted: nobody ranks
 * below them.
 */
export const leaderboardCounts = pgTable(
  'leaderboard_counts',
  {
    board: smallint('board').notNull(),
    tier: smallint('tier').notNull(),
    key: integer('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.tier, t.key] })],
);

/**
 * The boards' version (issue 30 §4): moved on at the commit of every transaction that changes a
 * board entry, or the name or picture of a user (boards show them), by triggers (migration 0017),
 * so a board read may be answered from the read cache while their sum is unchanged. Several rows,
 * one per `pg_backend_pid() % 32`, so concurrent writers rarely wait on one row.
 */
export const leaderboardVersions = pgTable(
  'leaderboard_versions',
  {
    stripe: smallint('stripe').primaryKey(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [check('leaderboard_versions_stripe', sql`${t.stripe} >= 0 and ${t.stripe} < 32`)],
);

/**
 * One row: the weekly boards' materialised window starts at `weekly_from`. A sweep moves it
 * forward; reads correct for what expired since, so the window is exact to the second.
 */
export const leaderboardClock = pgTable(
  'leaderboard_clock',
  {
    id: smallint('id').primaryKey(),
    weeklyFrom: timestamp('weekly_from', { withTimezone: true }).notNull(),
  },
  (t) => [check('leaderboard_clock_single', sql`${t.id} = 1`)],
);

export const avatarConfigs = pgTable('avatar_configs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  selectedAvatar: varchar('selected_avatar', { length: 16 }).notNull().default('joey1'),
  style: varchar('style', { length: 32 }).notNull().default('friendly'),
  skinTone: varchar('skin_tone', { length: 32 }).notNull().default('medium'),
  hairStyle: varchar('hair_style', { length: 32 }).notNull().default('short'),
  hairColor: varchar('hair_color', { length: 32 }).notNull().default('brown'),
  eyeColor: varchar('eye_color', { length: 32 }).notNull().default('blue'),
  outfit: varchar('outfit', { length: 32 }).notNull().default('athletic'),
  accessory: varchar('accessory', { length: 32 }).notNull().default('none'),
  expression: varchar('expression', { length: 32 }).notNull().default('encouraging'),
  voiceName: varchar('voice_name', { length: 200 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const shareKind = pgEnum('share_kind', SHARE_KINDS);

export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ≥128 random bits, base64url (DESIGN §6); kept so the owner can copy the link again. */
    token: varchar('token', { length: 64 }).notNull(),
    kind: shareKind('kind').notNull(),
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'cascade' }),
    rangeStart: date('range_start'),
    rangeEnd: date('range_end'),
    includeIdentity: boolean('include_identity').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shares_token_idx').on(t.token),
    index('shares_user_idx').on(t.userId, t.createdAt),
    check('shares_range_start', sql`${t.rangeStart} between '2000-01-01' and '2100-12-31'`),
    check('shares_range_end', sql`${t.rangeEnd} between '2000-01-01' and '2100-12-31'`),
    check('shares_expires_range', sql`${t.expiresAt} < '2101-01-01'`),
  ],
);

/**
 * AI Coach Insights the user put off with Maybe Later: hidden until `hiddenUntil`, the end of the
 * user's local day when dismissed (issue 3). Kept on the server so every device agrees.
 */
export const suggestionDismissals = pgTable(
  'suggestion_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    suggestionId: varchar('suggestion_id', { length: 200 }).notNull(),
    hiddenUntil: timestamp('hidden_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.suggestionId] })],
);
