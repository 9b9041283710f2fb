import { and, count, eq, max } from 'drizzle-orm';
import {
  LAST_EXERCISE,
  WORKOUT_LIMITS,
  type ExerciseValues,
} from '../../../shared/schemas/workouts';
import type { Db } from '../../db/client';
import { exercises, workouts } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { findOwnWorkout } from './workouts.service';
import { lockProgress, settleProgress } from '../progression/xp-ledger';
import { insertExercises, loadSets, replaceExercise, type ExerciseRow } from './exercise-rows';
import { toExerciseDto } from './workouts.mapper';

const exerciseNotFound = () => notFound('Exercise not found');

/** The caller's exercise (through its workout), or 404 (DESIGN §4). */
async function findOwnExercise(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ exercise: exercises, loggedAt: workouts.createdAt })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(and(eq(exercises.id, id), eq(workouts.userId, userId)));
  if (!row) throw exerciseNotFound();
  return row;
}

/**
 * POST /api/exercises: appended after the workout's last exercise. The workout row is locked so
 * concurrent additions and deletions of one workout take turns.
 */
export async function addExercise(
  db: Db,
  userId: string,
  workoutId: string,
  values: ExerciseValues,
) {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const workout = await findOwnWorkout(tx, userId, workoutId, true);
    const [stats] = await tx
      .select({ n: count(), last: max(exercises.position) })
      .from(exercises)
      .where(eq(exercises.workoutId, workoutId));
    if ((stats?.n ?? 0) >= WORKOUT_LIMITS.exercisesPerWorkout) {
      throw conflict(`A workout can have at most ${WORKOUT_LIMITS.exercisesPerWorkout} exercises.`);
    }
    const [row] = await insertExercises(tx, workoutId, [values], (stats?.last ?? -1) + 1);
    await settleProgress(tx, userId, { workouts: [{ id: workoutId, at: workout.createdAt }] });
    return dto(tx, row!);
  });
}

const dto = async (db: Db, row: ExerciseRow) =>
  toExerciseDto(row, (await loadSets(db, [row.id])).get(row.id) ?? []);

/** PUT /api/exercises/{id}: replaces every field (SPEC §7: the same fields without workoutId). */
export async function updateExercise(db: Db, userId: string, id: string, values: ExerciseValues) {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const { exercise, loggedAt } = await findOwnExercise(tx, userId, id);
    const row = await replaceExercise(tx, id, values);
    if (!row) throw exerciseNotFound();
    await settleProgress(tx, userId, { workouts: [{ id: exercise.workoutId, at: loggedAt }] });
    return dto(tx, row);
  });
}

/** DELETE /api/exercises/{id}: SPEC §5, a workout keeps at least one exercise (409). */
export async function deleteExercise(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const { exercise, loggedAt } = await findOwnExercise(tx, userId, id);
    await findOwnWorkout(tx, userId, exercise.workoutId, true);
    const [stats] = await tx
      .select({ n: count() })
      .from(exercises)
      .where(eq(exercises.workoutId, exercise.workoutId));
    if ((stats?.n ?? 0) <= 1) throw conflict(LAST_EXERCISE);
    await tx.delete(exercises).where(eq(exercises.id, id));
    await settleProgress(tx, userId, { workouts: [{ id: exercise.workoutId, at: loggedAt }] });
  });
}
