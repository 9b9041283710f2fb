import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  CreateWorkoutBody,
  UpdateWorkoutBody,
  Workout,
} from '../../../shared/schemas/workouts';
import { repeatedName } from '../../../shared/workoutNames';
import type { Db } from '../../db/client';
import { exercises, workouts } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import {
  copyOfExercise,
  exerciseColumns,
  toWorkoutDto,
  type ExerciseRow,
  type WorkoutRow,
} from './workouts.mapper';

export const workoutNotFound = () => notFound('Workout not found');

/** Blank notes are no notes. */
const notesValue = (notes: string | null | undefined) =>
  notes === undefined ? undefined : notes || null;

/** Attaches each workout's exercises, in their order, with one query for all of them. */
export async function withExercises(db: Db, rows: WorkoutRow[]): Promise<Workout[]> {
  if (rows.length === 0) return [];
  const all = await db
    .select()
    .from(exercises)
    .where(
      inArray(
        exercises.workoutId,
        rows.map((w) => w.id),
      ),
    )
    .orderBy(asc(exercises.position), asc(exercises.createdAt));
  const byWorkout = new Map<string, ExerciseRow[]>();
  for (const e of all) byWorkout.set(e.workoutId, [...(byWorkout.get(e.workoutId) ?? []), e]);
  return rows.map((w) => toWorkoutDto(w, byWorkout.get(w.id) ?? []));
}

/** The user's workouts, newest first (SPEC §7 GET /api/workouts/{userId}). */
export async function listWorkouts(db: Db, userId: string, limit?: number) {
  const query = db
    .select()
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(desc(workouts.completedAt), desc(workouts.createdAt), desc(workouts.id));
  return withExercises(db, await (limit ? query.limit(limit) : query));
}

/** The caller's workout, or 404: another user's id looks exactly like a missing one (DESIGN §4). */
export async function findOwnWorkout(db: Db, userId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw workoutNotFound();
  return row;
}

export async function getWorkout(db: Db, userId: string, id: string) {
  const [workout] = await withExercises(db, [await findOwnWorkout(db, userId, id)]);
  return workout!;
}

/** Creates the workout and any inline exercises in one transaction. */
export async function createWorkout(db: Db, userId: string, body: CreateWorkoutBody) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(workouts)
      .values({
        userId,
        name: body.name,
        type: body.type,
        notes: notesValue(body.notes) ?? null,
        durationSeconds: body.duration ?? null,
        distanceMiles: body.distance ?? null,
        // Set here rather than by the database so "now" is one clock (the app's).
        completedAt: body.completedAt ? new Date(body.completedAt) : new Date(),
      })
      .returning({ id: workouts.id });
    const list = body.exercises ?? [];
    if (list.length > 0) {
      await tx
        .insert(exercises)
        .values(
          list.map((e, position) => ({ ...exerciseColumns(e), workoutId: row!.id, position })),
        );
    }
    return row!.id;
  });
  return getWorkout(db, userId, id);
}

/** PUT /api/workouts/{id}: fields left out keep their value; null duration/distance derive. */
export async function updateWorkout(db: Db, userId: string, id: string, body: UpdateWorkoutBody) {
  const [row] = await db
    .update(workouts)
    .set({
      name: body.name,
      type: body.type,
      notes: notesValue(body.notes),
      durationSeconds: body.duration,
      distanceMiles: body.distance,
      completedAt: body.completedAt ? new Date(body.completedAt) : undefined,
      updatedAt: new Date(),
    })
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)))
    .returning({ id: workouts.id });
  if (!row) throw workoutNotFound();
  return getWorkout(db, userId, id);
}

/** Deletes the workout; its exercises go with it (ON DELETE CASCADE). */
export async function deleteWorkout(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)))
    .returning({ id: workouts.id });
  if (!row) throw workoutNotFound();
}

/**
 * SPEC §7 Repeat: a new workout named "{name} (Repeated)", done now, with a copy of every
 * exercise. A given duration or distance is copied as given; derived ones stay derived.
 */
export async function repeatWorkout(db: Db, userId: string, id: string) {
  const newId = await db.transaction(async (tx) => {
    const source = await findOwnWorkout(tx, userId, id);
    const [copy] = await tx
      .insert(workouts)
      .values({
        userId,
        name: repeatedName(source.name),
        type: source.type,
        notes: source.notes,
        durationSeconds: source.durationSeconds,
        distanceMiles: source.distanceMiles,
        completedAt: new Date(),
      })
      .returning({ id: workouts.id });
    const rows = await tx
      .select()
      .from(exercises)
      .where(eq(exercises.workoutId, source.id))
      .orderBy(asc(exercises.position), asc(exercises.createdAt));
    if (rows.length > 0) {
      await tx.insert(exercises).values(rows.map((e) => copyOfExercise(e, copy!.id)));
    }
    return copy!.id;
  });
  return getWorkout(db, userId, newId);
}
