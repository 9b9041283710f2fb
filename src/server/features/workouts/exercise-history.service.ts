// An exercise's history (issue 8): last time's numbers to prefill a form, the names the user has
// logged for suggestions, and every time with its best set, estimated 1RM and records.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type {
  ExerciseHistory,
  HistoryEntry,
  LastExercise,
} from '../../../shared/schemas/exercise-history';
import { keptDay } from '../../../shared/done-day';
import { RECORD_KINDS } from '../../../shared/schemas/workouts';
import { estimatedOneRepMax, exerciseKey, recordMeasure } from '../../../shared/sets';
import type { Db } from '../../db/client';
import { exercises, workouts } from '../../db/schema';
import { loadSets } from './exercise-rows';

/** How many times of one exercise the history shows: years of training, still one screen. */
const HISTORY_LIMIT = 500;

const ofUser = (userId: string, name: string) =>
  and(eq(workouts.userId, userId), eq(exercises.exerciseKey, exerciseKey(name)));

const columns = {
  exerciseId: exercises.id,
  name: exercises.name,
  workoutId: workouts.id,
  workoutName: workouts.name,
  completedAt: workouts.completedAt,
  doneDay: workouts.doneDay,
  distanceUnit: exercises.distanceUnit,
  intensity: exercises.intensity,
  restTime: exercises.restSeconds,
};

/**
 * The most recent time the user did this exercise (any spelling of it), or null; with `before`,
 * the last time before then (a workout entered late prefills from the one before it).
 */
export async function lastExercise(
  db: Db,
  userId: string,
  name: string,
  before?: string,
): Promise<LastExercise | null> {
  const [row] = await db
    .select(columns)
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(
      and(ofUser(userId, name), before ? lt(workouts.completedAt, new Date(before)) : undefined),
    )
    .orderBy(desc(workouts.completedAt), desc(workouts.createdAt), desc(exercises.position))
    .limit(1);
  if (!row) return null;
  const sets = (await loadSets(db, [row.exerciseId])).get(row.exerciseId) ?? [];
  const { exerciseId: _id, doneDay, ...rest } = row;
  return {
    ...rest,
    completedAt: row.completedAt.toISOString(),
    day: keptDay(doneDay, row.completedAt),
    setList: sets,
  };
}

/** Every exercise name the user has logged (its latest spelling), most often done first. */
export async function exerciseNames(db: Db, userId: string) {
  const rows = await db
    .select({
      name: sql<string>`(array_agg(${exercises.name} order by ${workouts.completedAt} desc))[1]`,
      count: sql<number>`count(*)::int`,
      lastDoneAt: sql<Date>`max(${workouts.completedAt})`,
    })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(eq(workouts.userId, userId))
    .groupBy(exercises.exerciseKey)
    .orderBy(sql`count(*) desc`, sql`max(${workouts.completedAt}) desc`)
    .limit(200);
  return rows.map((r) => ({ ...r, lastDoneAt: new Date(r.lastDoneAt).toISOString() }));
}

/** The entry a history's best is: the highest measure of the weightiest kind present. */
function bestOf(entries: readonly HistoryEntry[]): HistoryEntry | null {
  for (const kind of RECORD_KINDS) {
    const ofKind = entries.filter((e) => e.measure?.kind === kind);
    if (ofKind.length > 0) {
      return ofKind.reduce((a, b) => (b.measure!.value > a.measure!.value ? b : a));
    }
  }
  return null;
}

/**
 * Every time the user did this exercise (the latest HISTORY_LIMIT), oldest first, marking each
 * personal record (as every write keeps them on the rows, personal-records.ts).
 */
export async function exerciseHistory(
  db: Db,
  userId: string,
  name: string,
): Promise<ExerciseHistory> {
  // The latest HISTORY_LIMIT times, answered oldest first: an imported decade (issue 29) must
  // not push this week's sets off the end.
  const latest = await db
    .select({ ...columns, personalRecord: exercises.personalRecord })
    .from(exercises)
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(ofUser(userId, name))
    .orderBy(desc(workouts.completedAt), desc(workouts.createdAt), desc(exercises.position))
    .limit(HISTORY_LIMIT);
  const rows = latest.reverse();
  const sets = await loadSets(
    db,
    rows.map((r) => r.exerciseId),
  );
  const entries = rows.map((r): HistoryEntry => {
    const setList = sets.get(r.exerciseId) ?? [];
    const oneRepMaxes = setList.map(estimatedOneRepMax).filter((v): v is number => v !== null);
    return {
      exerciseId: r.exerciseId,
      workoutId: r.workoutId,
      workoutName: r.workoutName,
      completedAt: r.completedAt.toISOString(),
      day: keptDay(r.doneDay, r.completedAt),
      distanceUnit: r.distanceUnit,
      setList,
      oneRepMax: oneRepMaxes.length > 0 ? Math.max(...oneRepMaxes) : null,
      measure: recordMeasure(setList, r.distanceUnit),
      personalRecord: r.personalRecord === true,
    };
  });
  return {
    name: rows.at(-1)?.name ?? name,
    formula: 'Epley: weight × (1 + reps ÷ 30); a single is its own maximum',
    entries,
    best: bestOf(entries),
  };
}
