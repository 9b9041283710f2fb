import { sql } from 'drizzle-orm';
import {
  check,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { workouts } from './tracking';
import { users } from './users';

export const xpReason = pgEnum('xp_reason', ['workout', 'goal_completed']);

/** Append-only: total and weekly XP are sums over it (DESIGN §6). */
export const xpEvents = pgTable(
  'xp_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: xpReason('reason').notNull(),
    /** The workout or goal that earned it; unique per reason so nothing is awarded twice. */
    sourceId: uuid('source_id').notNull(),
    amount: integer('amount').notNull(),
    /** The user's local day when earned, for the five-workouts-a-day cap. */
    localDay: date('local_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('xp_events_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('xp_events_source_idx').on(t.reason, t.sourceId),
  ],
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

export const shareKind = pgEnum('share_kind', ['workout', 'progress']);

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

/** Per-period quota counters (voice workouts a month, AI suggestions a week). */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: varchar('metric', { length: 32 }).notNull(),
    periodStart: date('period_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('usage_counters_key_idx').on(t.userId, t.metric, t.periodStart)],
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
