import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { DISTANCE_PREFERENCES, WEIGHT_UNITS } from '../../../shared/units';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A weight's unit: how a user sees weights, and the unit each typed weight is stored in. */
export const weightUnit = pgEnum('weight_unit', WEIGHT_UNITS);
/** How a user sees distances (issue 8). */
export const distancePreference = pgEnum('distance_preference', DISTANCE_PREFERENCES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: varchar('username', { length: 64 }),
    passwordHash: text('password_hash'),
    /** OpenID Connect users are matched by issuer + subject (DESIGN §4). */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    email: varchar('email', { length: 254 }),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    displayName: varchar('display_name', { length: 100 }),
    profileImageUrl: text('profile_image_url'),
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
    /**
     * The local day the user's writes are recorded on, and the zone it began in (issue 25,
     * shared/day-clock.ts): it moves on only once that day is over, so switching zones makes
     * no streak days. Null until the first workout.
     */
    dayClockDay: date('day_clock_day'),
    dayClockZone: varchar('day_clock_zone', { length: 64 }),
    onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
    leaderboardVisible: boolean('leaderboard_visible').notNull().default(true),
    weightUnit: weightUnit('weight_unit').notNull().default('lb'),
    distanceUnit: distancePreference('distance_unit').notNull().default('mi'),
    /**
     * Moves on in the same transaction as every write of the user's data (issue 30 §1,
     * db/data-version.ts): a read cached under an older number is stale, so the row the session
     * lookup already reads tells whether a cached answer (or the browser's, by its ETag) is
     * current. Issue 25 began it for share views, as the workouts' version.
     */
    dataVersion: integer('data_version').notNull().default(0),
    /** Whether set rows ask how hard each set felt (issue 27 §2); off until turned on in Profile. */
    rpeEnabled: boolean('rpe_enabled').notNull().default(false),
    /**
     * The bar and plates the user owns, for the plate calculator (issue 27 §3); null: the
     * defaults of the user's unit. Parsed with its contract when read.
     */
    gymEquipment: jsonb('gym_equipment').$type<unknown>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_oidc_idx').on(t.oidcIssuer, t.oidcSubject),
  ],
);

/** Sessions are rows so any number of app servers share them; only a hash of the id is kept. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters (failed logins per name and per address), shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export { timestamps };
