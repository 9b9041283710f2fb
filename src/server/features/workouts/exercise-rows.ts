// Exercises and their sets in the database (issue 8): every exercise keeps its sets one by one
// in exercise_sets, and its own row carries SPEC §3's summary of them (the count and the top set,
// in pounds), so SPEC's reads and the totals never need the sets.
import { asc, eq, inArray } from 'drizzle-orm';
import { workoutSizeProblem, type ExerciseValues } from '../../../shared/schemas/workouts';
import { recordMeasure, setsOf, summarize, type SetValues } from '../../../shared/sets';
import type { Db } from '../../db/client';
import { exercises, exerciseSets } from '../../db/schema';
import { badRequest } from '../../plugins/errors';

export type ExerciseRow = typeof exercises.$inferSelect;
type SetRow = typeof exerciseSets.$inferSelect;

/**
 * The exercise row's columns: its own fields, the summary of its sets and what they measure for
 * personal records (whether it is one is worked out for the user's history afterwards).
 */
export function exerciseColumns(v: ExerciseValues, sets: readonly SetValues[]) {
  const summary = summarize(sets);
  const measure = recordMeasure(sets, v.distanceUnit);
  return {
    name: v.name,
    sets: summary.sets,
    reps: summary.reps,
    weightLbs: summary.weight,
    durationSeconds: summary.duration,
    distance: summary.distance,
    distanceUnit: v.distanceUnit,
    intensity: v.intensity,
    restSeconds: v.restTime ?? null,
    supersetGroup: v.supersetGroup ?? null,
    measureKind: measure?.kind ?? null,
    measureValue: measure?.value ?? null,
  };
}

/**
 * The size bounds (issue 25) of a workout as it would be stored, given each exercise's number of
 * sets: a 400 naming the bound when one is broken.
 */
export function assertWorkoutSize(setCounts: readonly number[]) {
  const problem = workoutSizeProblem(setCounts);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`);
}

/**
 * The same for a workout as now stored, at the end of a write that added or changed some of its
 * exercises (in the write's transaction, which the 400 rolls back).
 */
export async function assertStoredWorkoutSize(db: Db, workoutId: string) {
  const rows = await db
    .select({ sets: exercises.sets })
    .from(exercises)
    .where(eq(exercises.workoutId, workoutId));
  assertWorkoutSize(rows.map((r) => r.sets));
}

/** The exercise_sets rows of an exercise's sets, in order (an import writes them in bulk too). */
export const setColumns = (exerciseId: string, sets: readonly SetValues[]) =>
  sets.map((s, position) => ({
    exerciseId,
    position,
    reps: s.reps,
    weight: s.weight,
    weightUnit: s.weightUnit,
    durationSeconds: s.duration,
    distance: s.distance,
    done: s.done,
    setType: s.setType,
    rpe: s.rpe,
  }));

/** Adds exercises (with their sets) to a workout, numbered from `firstPosition`. */
export async function insertExercises(
  db: Db,
  workoutId: string,
  inputs: readonly ExerciseValues[],
  firstPosition = 0,
): Promise<ExerciseRow[]> {
  if (inputs.length === 0) return [];
  const sets = inputs.map(setsOf);
  const rows = await db
    .insert(exercises)
    .values(
      inputs.map((v, i) => ({
        ...exerciseColumns(v, sets[i]!),
        personalRecord: false,
        workoutId,
        position: firstPosition + i,
      })),
    )
    .returning();
  const setRows = rows.flatMap((row, i) => setColumns(row.id, sets[i]!));
  if (setRows.length > 0) await db.insert(exerciseSets).values(setRows);
  return rows;
}

/** Replaces an exercise's fields and sets (PUT: what is sent is what is stored). */
export async function replaceExercise(
  db: Db,
  id: string,
  values: ExerciseValues,
  position?: number,
): Promise<ExerciseRow | undefined> {
  const sets = setsOf(values);
  const [row] = await db
    .update(exercises)
    .set({ ...exerciseColumns(values, sets), position, updatedAt: new Date() })
    .where(eq(exercises.id, id))
    .returning();
  if (!row) return undefined;
  await db.delete(exerciseSets).where(eq(exerciseSets.exerciseId, id));
  await db.insert(exerciseSets).values(setColumns(id, sets));
  return row;
}

const toSet = (r: SetRow): SetValues => ({
  reps: r.reps,
  weight: r.weight,
  weightUnit: r.weightUnit,
  duration: r.durationSeconds,
  distance: r.distance,
  done: r.done,
  setType: r.setType,
  rpe: r.rpe,
});

/** The sets of each exercise, in order, with one query for all of them. */
export async function loadSets(db: Db, exerciseIds: readonly string[]) {
  const bySet = new Map<string, SetValues[]>();
  if (exerciseIds.length === 0) return bySet;
  const rows = await db
    .select()
    .from(exerciseSets)
    .where(inArray(exerciseSets.exerciseId, [...exerciseIds]))
    .orderBy(asc(exerciseSets.exerciseId), asc(exerciseSets.position));
  for (const r of rows) bySet.set(r.exerciseId, [...(bySet.get(r.exerciseId) ?? []), toSet(r)]);
  return bySet;
}

/** An exercise's fields as input again, for copies (Repeat) that keep every set. */
export function asInput(row: ExerciseRow, sets: readonly SetValues[]): ExerciseValues {
  return {
    name: row.name,
    sets: row.sets,
    weightUnit: 'lb',
    distanceUnit: row.distanceUnit,
    intensity: row.intensity,
    restTime: row.restSeconds,
    supersetGroup: row.supersetGroup,
    setList: sets.map((s) => ({ ...s })),
  };
}
