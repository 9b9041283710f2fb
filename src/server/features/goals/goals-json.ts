// The user's goals inside a screen's single statement (issue 9): the dashboard and Progress read
// them with everything else, and the same toGoalDto derives their progress.
import { sql, type Placeholder } from 'drizzle-orm';
import type { Goal } from '../../../shared/schemas/goals';
import { isoTime } from '../../db/sql-json';
import { toGoalDto, type GoalRow } from './goals.service';

/** A json array of the user's goals, newest first, as GET /api/goals/{userId} lists them. */
export const goalsJson = (userId: Placeholder) => sql`coalesce((
    select json_agg(json_build_object(
      'id', g.id, 'userId', g.user_id, 'title', g.title, 'description', g.description,
      'type', g.type, 'targetValue', g.target_value, 'currentValue', g.current_value,
      'unit', g.unit, 'deadline', g.deadline, 'completedAt', ${isoTime('g.completed_at')},
      'createdAt', ${isoTime('g.created_at')}, 'tracking', g.tracking,
      'trackExercise', g.track_exercise, 'trackWorkoutType', g.track_workout_type,
      'startValue', g.start_value
    ) order by g.created_at desc, g.id desc)
    from goals g where g.user_id = ${userId}), '[]'::json)`;

export type GoalJson = Omit<GoalRow, 'completedAt' | 'createdAt' | 'updatedAt'> & {
  completedAt: string | null;
  createdAt: string;
};

export const goalFromJson = (g: GoalJson): Goal =>
  toGoalDto({
    ...g,
    completedAt: g.completedAt === null ? null : new Date(g.completedAt),
    createdAt: new Date(g.createdAt),
  });
