// "Make routines from my imported workouts" (issue 29 §4): Strong and Hevy workouts come from
// templates that repeat a name ("Push Day"), so each name is a routine the person already follows.
import { and, desc, eq } from 'drizzle-orm';
import type { ImportRoutinesResult } from '../../../shared/schemas/imports';
import {
  createRoutineBody,
  ROUTINE_LIMITS,
  storedRoutineExercises,
} from '../../../shared/schemas/routines';
import type { Exercise } from '../../../shared/schemas/workouts';
import type { Db, Tx } from '../../db/client';
import { imports, routines, workouts } from '../../db/schema';
import { notFound } from '../../plugins/errors';
import { lockProgress } from '../progression/progression.service';
import { getWorkouts } from '../workouts/workouts.service';

/** Names compare as a person reads them: "push day " and "Push Day" are one routine. */
export const routineNameKey = (name: string) => name.trim().toLowerCase();

/**
 * A target weight is one a person could type (the forms take steps of 0.5): another app's
 * converted weights (Hevy's 22.6796 kg for 50 lb) become the nearest such step.
 */
const typedWeight = (w: number | null) => (w === null ? null : Math.round(w * 2) / 2);

/**
 * A logged exercise as the routine body's exercise (the wire shape createRoutineBody checks):
 * every set a target with its type and RPE, warm-ups kept as warm-ups; whether a set was ticked
 * is the log's, not the plan's. Notes are the log's too (as Save as routine leaves them).
 */
export const routineExerciseFrom = (e: Exercise) => ({
  name: e.name,
  restSeconds: e.restTime,
  supersetGroup: e.supersetGroup,
  distanceUnit: e.distanceUnit,
  setList: e.setList.map((s) => ({
    setType: s.setType,
    reps: s.reps,
    weight: typedWeight(s.weight),
    weightUnit: s.weightUnit,
    duration: s.duration,
    distance: s.distance,
    rpe: s.rpe,
  })),
});

/**
 * The most recent workout of each distinct name in the import (names compared by
 * `routineNameKey`), the most recently done name first.
 */
async function latestOfEachName(tx: Tx, userId: string, importId: string) {
  const rows = await tx
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.importId, importId)))
    .orderBy(desc(workouts.completedAt), desc(workouts.createdAt), desc(workouts.id));
  const seen = new Set<string>();
  return rows.filter((w) => {
    const key = routineNameKey(w.name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * POST /api/imports/{id}/routines: one routine per distinct workout name in the import, made
 * from the most recent workout of that name, each naming the import so its Undo removes them
 * too. A name the user already has a routine of is skipped (so asking twice adds nothing), as
 * is one that would not fit ROUTINE_LIMITS.perUser (the most recently done names get the room)
 * or whose workout is no valid routine (createRoutineBody: the size rule and set bounds).
 * 404 when the import is not the user's.
 */
export async function routinesFromImport(
  db: Db,
  userId: string,
  importId: string,
): Promise<ImportRoutinesResult> {
  return db.transaction(async (tx) => {
    // Every write of this user takes the user's lock first: the routine bound is counted under it.
    await lockProgress(tx, userId);
    const [own] = await tx
      .select({ id: imports.id })
      .from(imports)
      .where(and(eq(imports.id, importId), eq(imports.userId, userId)));
    if (!own) throw notFound('Import not found');

    const existing = await tx
      .select({ name: routines.name })
      .from(routines)
      .where(eq(routines.userId, userId));
    const taken = new Set(existing.map((r) => routineNameKey(r.name)));
    let room = ROUTINE_LIMITS.perUser - existing.length;

    const latest = await latestOfEachName(tx, userId, importId);
    const withSets = new Map(
      (
        await getWorkouts(
          tx,
          userId,
          latest.filter((w) => !taken.has(routineNameKey(w.name))).map((w) => w.id),
        )
      ).map((w) => [w.id, w]),
    );
    // Skipped names are listed in the same order: the most recently done first.
    const skipped: string[] = [];
    const values: (typeof routines.$inferInsert)[] = [];
    const now = Date.now();
    for (const { id, name } of latest) {
      const workout = withSets.get(id);
      const body =
        workout &&
        createRoutineBody.safeParse({
          name: workout.name,
          exercises: workout.exercises.map(routineExerciseFrom),
        });
      if (room <= 0 || !body?.success || !body.data.exercises) {
        skipped.push(name);
        continue;
      }
      room -= 1;
      // A millisecond apart, most recently done newest: the list (newest first) shows the
      // routines in the order they were last done.
      const at = new Date(now - values.length);
      values.push({
        userId,
        name: body.data.name,
        notes: null,
        exercises: storedRoutineExercises(body.data.exercises),
        importId,
        createdAt: at,
        updatedAt: at,
      });
    }
    if (values.length > 0) await tx.insert(routines).values(values);
    return { created: values.length, skipped };
  });
}
