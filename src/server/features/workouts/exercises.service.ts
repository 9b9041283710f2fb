import { and, count, eq, max } from 'drizzle-orm';
import { LAST_EXERCISE, type ExerciseValues } from '../../../shared/schemas/workouts';
import type { Db } from '../../db/client';
import { exercises, workouts } from '../../db/schema';
import { conflict, notFound } from '../../plugins/errors';
import { findOwnWorkout } from './workouts.service';
import { lockProgress } from '../progression/progression.service';
import {
  assertStoredWorkoutSize,
  insertExercises,
  loadSets,
  replaceExercise,
} from './exercise-rows';
import { recordOf } from './personal-records';
import { settleWorkouts } from './workout-changes';
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
 * POST /api/exercises: appended after the workout's last exercise, when the workout with it
 * still fits its size bounds (issue 25: 400 naming the bound). The workout row is locked so
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
      .select({ last: max(exercises.position) })
      .from(exercises)
      .where(eq(exercises.workoutId, workoutId));
    const [row] = await insertExercises(tx, workoutId, [values], (stats?.last ?? -1) + 1);
    await assertStoredWorkoutSize(tx, workoutId);
    await settleWorkouts(tx, userId, [row!.exerciseKey], {
      workouts: [{ id: workoutId, at: workout.createdAt }],
    });
    return dto(tx, row!.id);
  });
}

/** The exercise as answered, with its record as the write left it. */
async function dto(db: Db, id: string) {
  const [row] = await db.select().from(exercises).where(eq(exercises.id, id));
  return toExerciseDto(row!, (await loadSets(db, [id])).get(id) ?? [], recordOf(row!));
}

/**
 * PUT /api/exercises/{id}: replaces every field (SPEC §7: the same fields without workoutId),
 * when its workout still fits its size bounds.
 */
export async function updateExercise(db: Db, userId: string, id: string, values: ExerciseValues) {
  return db.transaction(async (tx) => {
    await lockProgress(tx, userId);
    const { exercise, loggedAt } = await findOwnExercise(tx, userId, id);
    const row = await replaceExercise(tx, id, values);
    if (!row) throw exerciseNotFound();
    await assertStoredWorkoutSize(tx, row.workoutId);
    await settleWorkouts(tx, userId, [exercise.exerciseKey, row.exerciseKey], {
      workouts: [{ id: exercise.workoutId, at: loggedAt }],
    });
    return dto(tx, row.id);
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
    await settleWorkouts(tx, userId, [exercise.exerciseKey], {
      workouts: [{ id: exercise.workoutId, at: loggedAt }],
    });
  });
}
