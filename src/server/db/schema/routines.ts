import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { RoutineExercise } from '../../../shared/schemas/routines';
import type { LiveWorkoutSnapshot } from '../../../shared/schemas/live-workouts';
import { imports } from './imports';
import { timestamps, users } from './users';

/**
 * A saved workout to do again (issue 27). Its exercises and their target sets are one JSON value:
 * a routine is always read and written whole, its size is bounded by the same contract as a
 * workout's (workoutSizeProblem), and nothing queries inside it (decision 026).
 */
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    notes: varchar('notes', { length: 500 }),
    exercises: jsonb('exercises').$type<RoutineExercise[]>().notNull(),
    /**
     * The client's key for this create (issue 28): an offline write replayed from the outbox, or
     * a retried request, answers what the first one made instead of adding a second.
     */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** The import that made it (issue 29: a Joey Fit file, or "routines from my imports"). */
    importId: uuid('import_id').references(() => imports.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    index('routines_user_idx').on(t.userId, t.createdAt),
    index('routines_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    uniqueIndex('routines_user_idempotency_key_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('routines_exercises_array', sql`jsonb_typeof(${t.exercises}) = 'array'`),
  ],
);

/**
 * The workout a user has under way (issue 27 §3): the device doing it keeps its state here too,
 * so a second device sees that a workout is in progress and can carry it on. One per user.
 */
export const liveWorkouts = pgTable('live_workouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  snapshot: jsonb('snapshot').$type<LiveWorkoutSnapshot>().notNull(),
  ...timestamps,
});
