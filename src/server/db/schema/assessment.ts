import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentAnswers, WorkoutPlan } from '../../../shared/schemas/assessment';
import { users } from './users';

/**
 * Each user's latest fitness-assessment plan (issue 12) and the answers it came from, so the
 * result screen survives a reload and "Start This Workout" runs what was shown. A new
 * assessment replaces it. Both columns are written only after the shared zod contracts checked
 * them, and read back through the same contracts.
 */
export const workoutPlans = pgTable('workout_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<AssessmentAnswers>().notNull(),
  plan: jsonb('plan').$type<WorkoutPlan>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
