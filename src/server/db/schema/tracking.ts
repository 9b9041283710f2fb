import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { GOAL_TRACKING, GOAL_TYPES, type GoalUnit } from '../../../shared/schemas/goals';
import { INTENSITIES, RECORD_KINDS, WORKOUT_TYPES } from '../../../shared/schemas/workouts';
import { DISTANCE_UNITS } from '../../../shared/units';
import { timestamps, users, weightUnit } from './users';
import { routines } from './routines';
import { imports } from './imports';
import { SET_TYPES } from '../../../shared/set-types';

/*
 * Every enum takes its values from the tuple the shared contracts validate with, so a value the
 * API accepts is one the column holds (a change to a list shows up in `drizzle-kit generate`).
 */
export const workoutType = pgEnum('workout_type', WORKOUT_TYPES);
export const distanceUnit = pgEnum('distance_unit', DISTANCE_UNITS);
export const setType = pgEnum('set_type', SET_TYPES);
export const intensity = pgEnum('intensity', INTENSITIES);
/** What a personal record is measured by. */
export const recordKind = pgEnum('record_kind', RECORD_KINDS);
export const goalTracking = pgEnum('goal_tracking', GOAL_TRACKING);
export const goalType = pgEnum('goal_type', GOAL_TYPES);

export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    type: workoutType('type').notNull().default('mixed'),
    notes: varchar('notes', { length: 500 }),
    /** Seconds; when null the duration is the sum of the exercises' durations. */
    durationSeconds: integer('duration_seconds'),
    /** Miles; when null the distance is derived from the exercises. */
    distanceMiles: doublePrecision('distance_miles'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The user's recorded day when the workout was logged (issue 25: by the user's day clock).
     * Fixed at logging, so a later time-zone change rewrites nothing. The XP cap counts rolling
     * 24 hours of created_at instead, so a zone switch opens no new day's cap.
     */
    loggedDay: date('logged_day')
      .notNull()
      .default(sql`current_date`),
    /** The local day it extends a streak on, or null when it was logged too late to (issue 10). */
    streakDay: date('streak_day'),
    /**
     * The local day the workout was done on (issue 26 §3): completed_at's day in the zone the user
     * was in when it was written (shared/done-day.ts), so a later time-zone change moves no
     * workout to another day. Null only for rows written around the app (a test's raw insert).
     */
    doneDay: date('done_day'),
    /**
     * The client's key for one save (issue 11: a guided session saves once however often a
     * failed request is retried); a second POST with it answers the workout already made.
     */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The routine it was done from (issue 27); a deleted routine leaves its workouts as they are. */
    routineId: uuid('routine_id').references(() => routines.id, { onDelete: 'set null' }),
    /**
     * The import that brought it (issue 29); null for a workout logged in the app. Imported
     * history fills records, charts and history but earns no XP, opens no streak and tracks no
     * goal; undoing the import deletes it.
     */
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    // A routine's "last done" and history read its workouts by it.
    index('workouts_routine_idx')
      .on(t.routineId, t.completedAt)
      .where(sql`${t.routineId} is not null`),
    index('workouts_user_completed_idx').on(t.userId, t.completedAt),
    index('workouts_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    uniqueIndex('workouts_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The XP cap reads a user's workouts by when they were logged (issue 25).
    index('workouts_user_created_idx').on(t.userId, t.createdAt),
    index('workouts_user_streak_day_idx').on(t.userId, t.streakDay),
    // The contracts' bounds again, so no row can ever make a read fail (issue 7 §2.3); the
    // limits are wider than the forms' so a later, looser form never trips them.
    check('workouts_duration_range', sql`${t.durationSeconds} between 0 and 864000`),
    check('workouts_distance_range', sql`${t.distanceMiles} between 0 and 1000000`),
    check(
      'workouts_completed_range',
      sql`${t.completedAt} >= '2000-01-01' and ${t.completedAt} < '2101-01-01'`,
    ),
  ],
);

export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    /**
     * Groups an exercise's history whatever the spelling: letters only, lower case, a plural
     * dropped. `exerciseKey` in src/shared/sets.ts is the same rule for the app's side.
     */
    exerciseKey: text('exercise_key')
      .notNull()
      .generatedAlwaysAs(
        sql`regexp_replace(regexp_replace(regexp_replace(lower(name), '[^a-z]', '', 'g'), '(ch|sh|x)es$', '\\1'), '([^s])s$', '\\1')`,
      ),
    /** The summary of its sets (SPEC §3): the count, and the top set's reps and weight. */
    sets: integer('sets').notNull().default(1),
    reps: integer('reps'),
    /** Pounds (SPEC §3); a kilogram preference is converted at the edge. */
    weightLbs: doublePrecision('weight_lbs'),
    durationSeconds: integer('duration_seconds'),
    distance: doublePrecision('distance'),
    distanceUnit: distanceUnit('distance_unit').notNull().default('miles'),
    intensity: intensity('intensity').notNull().default('moderate'),
    restSeconds: integer('rest_seconds'),
    /** Exercises done alternately share a number (issue 27 §2); null for one done on its own. */
    supersetGroup: integer('superset_group'),
    /** What its sets measure for personal records (`recordMeasure`), worked out when written. */
    measureKind: recordKind('measure_kind'),
    measureValue: doublePrecision('measure_value'),
    /**
     * Whether it beat every earlier time the user did it (personal-records.ts), kept up to date
     * by every write of the user's workouts so no read works it out; null until the first start
     * after migration 0010 has worked it out for the rows logged before.
     */
    personalRecord: boolean('personal_record'),
    ...timestamps,
  },
  (t) => [
    index('exercises_workout_idx').on(t.workoutId, t.position),
    index('exercises_key_idx').on(t.exerciseKey),
    check('exercises_sets_range', sql`${t.sets} between 1 and 1000`),
    check('exercises_reps_range', sql`${t.reps} between 0 and 100000`),
    check('exercises_weight_range', sql`${t.weightLbs} between 0 and 50000`),
    check('exercises_duration_range', sql`${t.durationSeconds} between 0 and 864000`),
    check('exercises_distance_range', sql`${t.distance} between 0 and 10000000`),
    check('exercises_rest_range', sql`${t.restSeconds} between 0 and 86400`),
    check('exercises_superset_range', sql`${t.supersetGroup} between 1 and 1000`),
  ],
);

/** An exercise's sets one by one (issue 8), each weight in the unit it was typed in. */
export const exerciseSets = pgTable(
  'exercise_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => exercises.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    reps: integer('reps'),
    weight: doublePrecision('weight'),
    weightUnit: weightUnit('weight_unit').notNull().default('lb'),
    durationSeconds: integer('duration_seconds'),
    /** In the exercise's distance unit. */
    distance: doublePrecision('distance'),
    done: boolean('done').notNull().default(true),
    /** Warm-up, working, drop or to failure (issue 27 §2); a warm-up counts for no record. */
    setType: setType('set_type').notNull().default('normal'),
    /** Rate of perceived exertion, 1–10 in half steps; null when not said. */
    rpe: doublePrecision('rpe'),
  },
  (t) => [
    index('exercise_sets_exercise_idx').on(t.exerciseId, t.position),
    check('exercise_sets_reps_range', sql`${t.reps} between 0 and 100000`),
    check('exercise_sets_weight_range', sql`${t.weight} between 0 and 50000`),
    check('exercise_sets_duration_range', sql`${t.durationSeconds} between 0 and 864000`),
    check('exercise_sets_distance_range', sql`${t.distance} between 0 and 10000000`),
    check('exercise_sets_rpe_range', sql`${t.rpe} between 1 and 10`),
  ],
);

/** Weigh-ins (issue 8): they feed weight-loss and weight-gain goals and the Progress chart. */
export const bodyWeights = pgTable(
  'body_weights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    weight: doublePrecision('weight').notNull(),
    unit: weightUnit('unit').notNull(),
    /**
     * The client's key for this create (issue 28): an offline write replayed from the outbox, or
     * a retried request, answers what the first one made instead of adding a second.
     */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The import that brought it (issue 29); null when weighed in the app. */
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('body_weights_user_idx').on(t.userId, t.measuredAt),
    index('body_weights_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    uniqueIndex('body_weights_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('body_weights_weight_range', sql`${t.weight} between 1 and 5000`),
    check(
      'body_weights_measured_range',
      sql`${t.measuredAt} >= '2000-01-01' and ${t.measuredAt} < '2101-01-01'`,
    ),
  ],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description'),
    type: goalType('type').notNull().default('general'),
    targetValue: doublePrecision('target_value').notNull(),
    currentValue: doublePrecision('current_value').notNull().default(0),
    unit: varchar('unit', { length: 20 }).$type<GoalUnit>().notNull().default('units'),
    deadline: date('deadline'),
    /** Set the first time the goal reaches 100 %, so its XP is awarded once. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** How current_value is kept: by hand, or from what is logged since created_at. */
    tracking: goalTracking('tracking').notNull().default('manual'),
    trackExercise: varchar('track_exercise', { length: 100 }),
    trackWorkoutType: workoutType('track_workout_type'),
    /** A body-weight goal's weight when it was set, in the goal's unit. */
    startValue: doublePrecision('start_value'),
    /**
     * When the goal first reached 100 % and the user's local day then: its XP is earned once
     * (DESIGN §6), so these are never cleared, even if the goal later falls below its target.
     */
    earnedAt: timestamp('earned_at', { withTimezone: true }),
    earnedDay: date('earned_day'),
    /**
     * The client's key for this create (issue 28): an offline write replayed from the outbox, or
     * a retried request, answers what the first one made instead of adding a second.
     */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The import that brought it (a Joey Fit JSON file, issue 29); null when set in the app. */
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('goals_user_idx').on(t.userId, t.createdAt),
    index('goals_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    uniqueIndex('goals_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('goals_user_earned_idx').on(t.userId, t.earnedAt),
    // BETWEEN is false for NaN and ±Infinity, which a double column would otherwise take.
    check('goals_target_range', sql`${t.targetValue} between 0 and 1000000000`),
    check('goals_current_range', sql`${t.currentValue} between 0 and 1000000000`),
    check('goals_deadline_range', sql`${t.deadline} between '2000-01-01' and '2100-12-31'`),
  ],
);
