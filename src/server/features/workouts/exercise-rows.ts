// Exercises and their sets in the database (issue 8): every exercise keeps its sets one by one
// in exercise_sets, and its own row carries SPEC §3's summary of them (the count and the top set,
// in pounds), so SPEC's reads and the totals never need the sets.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { workoutSizeProblem, type ExerciseValues } from '../../../shared/schemas/workouts';
import { recordMeasure, setsOf, summarize, type SetValues } from '../../../shared/sets';
import type { Db } from '../../db/client';
import { exercises, exerciseSets } from '../../db/schema';
import { arrayColumn, type Cell } from '../../db/sql-json';
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

/**
 * An exercise to insert with its sets. Its id is made here, not by the database, so its sets can
 * name it in the same statement as it (and it can name a workout inserted there too).
 */
export interface NewExercise {
  id: string;
  workoutId: string;
  position: number;
  values: ExerciseValues;
  sets: readonly SetValues[];
}

/** A workout's exercises as `NewExercise`s, numbered from `firstPosition`. */
export const newExercises = (
  workoutId: string,
  inputs: readonly ExerciseValues[],
  firstPosition = 0,
): NewExercise[] =>
  inputs.map((values, i) => ({
    id: randomUUID(),
    workoutId,
    position: firstPosition + i,
    values,
    sets: setsOf(values),
  }));

/** Each row's values of `key`, as one array parameter. */
const columnOf = <R, K extends keyof R>(rows: readonly R[], key: K) =>
  arrayColumn(rows.map((r) => r[key] as Cell));

/** The exercise columns `exercisesTable` gives, in its order. */
const EXERCISE_COLUMNS = sql.raw(`id, workout_id, position, name, sets, reps, weight_lbs,
  duration_seconds, distance, distance_unit, intensity, rest_seconds, superset_group,
  measure_kind, measure_value`);

/** `list` as a table `x` of exercise rows: one array parameter per column, whatever its size. */
function exercisesTable(list: readonly NewExercise[]): SQL {
  const rows = list.map((x) => ({
    ...exerciseColumns(x.values, x.sets),
    id: x.id,
    workoutId: x.workoutId,
    position: x.position,
  }));
  const c = <K extends keyof (typeof rows)[number]>(k: K) => columnOf(rows, k);
  return sql`unnest(${c('id')}::uuid[], ${c('workoutId')}::uuid[], ${c('position')}::int[],
                    ${c('name')}::text[], ${c('sets')}::int[], ${c('reps')}::int[],
                    ${c('weightLbs')}::float8[], ${c('durationSeconds')}::int[],
                    ${c('distance')}::float8[], ${c('distanceUnit')}::distance_unit[],
                    ${c('intensity')}::intensity[], ${c('restSeconds')}::int[],
                    ${c('supersetGroup')}::int[], ${c('measureKind')}::record_kind[],
                    ${c('measureValue')}::float8[]) as x(${EXERCISE_COLUMNS})`;
}

/**
 * The INSERT of `list` (not yet records: the write's settle works the flags out), one
 * `insert … select from unnest` with an array parameter per column, to run alone or as a part of
 * a larger statement; `where` keeps only some rows (`where exists (select 1 from w)`, a part that
 * inserts only if the workout part did).
 */
export function exercisesInsert(list: readonly NewExercise[], where: SQL = sql``): SQL {
  return sql`insert into exercises (${EXERCISE_COLUMNS}, personal_record)
      select x.*, false from ${exercisesTable(list)} ${where}`;
}

/**
 * The UPDATE that gives each exercise of `list` (by id, in its workout) the fields and summary
 * of its values, and its position; its sets are the caller's (`setsInsert`, after a delete).
 */
export function exercisesUpdate(list: readonly NewExercise[], at: Date): SQL {
  return sql`update exercises e
       set position = x.position, name = x.name, sets = x.sets, reps = x.reps,
           weight_lbs = x.weight_lbs, duration_seconds = x.duration_seconds,
           distance = x.distance, distance_unit = x.distance_unit, intensity = x.intensity,
           rest_seconds = x.rest_seconds, superset_group = x.superset_group,
           measure_kind = x.measure_kind, measure_value = x.measure_value, updated_at = ${at}
      from ${exercisesTable(list)}
     where e.id = x.id and e.workout_id = x.workout_id`;
}

/** The sets of `list`'s exercises as rows (an import writes them in pieces). */
export const setRowsOf = (list: readonly NewExercise[]) =>
  list.flatMap((x) => setColumns(x.id, x.sets));

/** The INSERT of set rows, as `exercisesInsert` (null when there are none). */
export function setsInsert(rows: ReturnType<typeof setRowsOf>, where: SQL = sql``): SQL | null {
  if (rows.length === 0) return null;
  const c = <K extends keyof (typeof rows)[number]>(k: K) => columnOf(rows, k);
  return sql`insert into exercise_sets (exercise_id, position, reps, weight, weight_unit,
                                        duration_seconds, distance, done, set_type, rpe)
      select s.*
        from unnest(${c('exerciseId')}::uuid[], ${c('position')}::int[], ${c('reps')}::int[],
                    ${c('weight')}::float8[], ${c('weightUnit')}::weight_unit[],
                    ${c('durationSeconds')}::int[], ${c('distance')}::float8[],
                    ${c('done')}::boolean[], ${c('setType')}::set_type[],
                    ${c('rpe')}::float8[]) as s
       ${where}`;
}

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
