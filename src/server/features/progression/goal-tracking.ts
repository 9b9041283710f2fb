// Goals that fill themselves (issue 8): after every write that changes what is logged (a
// workout, an exercise, a weigh-in, the goal itself), the user's tracked goals get their
// current_value from the rows, in the same transaction, so every read shows them up to date.
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bodyWeightProgress, trackedAmount, weightIn } from '../../../shared/goal-tracking';
import { isGoalCompleted } from '../../../shared/goal-progress';
import { localDayOf, startOfLocalDay, type LocalDay } from '../../../shared/local-day';
import { exerciseKey } from '../../../shared/sets';
import type { WeightUnit } from '../../../shared/units';
import type { Db } from '../../db/client';
import { loggedInApp } from '../../db/logged-in-app';
import { isoTime } from '../../db/sql-json';
import { bodyWeights, exercises, exerciseSets, type goals, workouts } from '../../db/schema';

type GoalRow = typeof goals.$inferSelect;

/** What the refresh needs of a tracked goal (`trackedGoalsRead`). */
export interface TrackedGoal {
  id: string;
  userId: string;
  type: GoalRow['type'];
  unit: GoalRow['unit'];
  tracking: Exclude<GoalRow['tracking'], 'manual'>;
  trackExercise: string | null;
  trackWorkoutType: GoalRow['trackWorkoutType'];
  startValue: number | null;
  currentValue: number;
  targetValue: number;
  createdAt: Date;
  completed: boolean;
  earned: boolean;
}

/**
 * The user's tracked goals as one JSON column of the settle's read (progression's
 * `settleProgress`); `trackedGoalsOf` reads it.
 */
export const trackedGoalsRead = (userId: string) =>
  sql`(select coalesce(json_agg(g), '[]') from (
        select id, user_id, type, unit, tracking, track_exercise, track_workout_type, start_value,
               current_value, target_value, ${isoTime('created_at')} as created_at,
               completed_at is not null as completed, earned_at is not null as earned
          from goals where user_id = ${userId} and tracking <> 'manual') g)`;

/** The goals a `trackedGoalsRead` column holds. */
export function trackedGoalsOf(
  json: readonly (Record<string, unknown> & { created_at: string })[],
): TrackedGoal[] {
  return json.map((g) => ({
    id: g.id as string,
    userId: g.user_id as string,
    type: g.type as TrackedGoal['type'],
    unit: g.unit as TrackedGoal['unit'],
    tracking: g.tracking as TrackedGoal['tracking'],
    trackExercise: g.track_exercise as string | null,
    trackWorkoutType: g.track_workout_type as TrackedGoal['trackWorkoutType'],
    startValue: g.start_value as number | null,
    currentValue: g.current_value as number,
    targetValue: g.target_value as number,
    createdAt: new Date(g.created_at),
    completed: g.completed as boolean,
    earned: g.earned as boolean,
  }));
}

const qb = new QueryBuilder();

/** SPEC §9's factors in SQL: an exercise set's distance in miles. */
const setMiles = sql`${exerciseSets.distance} * case ${exercises.distanceUnit}
  when 'km' then 0.621371 when 'meters' then 0.000621371 when 'yards' then 0.000568182 else 1 end`;

/** A warm-up counts toward no goal (issue 27 §2, set-types.ts countsAsWork). */
const workingSet = ne(exerciseSets.setType, 'warmup');

/**
 * Workouts logged in the app since the goal's day began (and of its type, when it names one).
 * Imported history counts toward no goal (`loggedInApp`): a filled goal pays XP, and an import
 * of last year's sets must not fill this year's goal.
 */
function since(goal: TrackedGoal, from: Date) {
  return and(
    eq(workouts.userId, goal.userId),
    loggedInApp(workouts.importId),
    gte(workouts.completedAt, from),
    goal.trackWorkoutType ? eq(workouts.type, goal.trackWorkoutType) : undefined,
  );
}

/** Miles or seconds per workout: the one given on the workout, else its sets' sum. */
function sumPerWorkout(goal: TrackedGoal, from: Date, what: 'miles' | 'seconds') {
  const given = what === 'miles' ? workouts.distanceMiles : workouts.durationSeconds;
  const fromSets =
    what === 'miles' ? sql`sum(${setMiles})` : sql`sum(${exerciseSets.durationSeconds})`;
  const perWorkout = qb
    .select({
      amount: sql<number>`coalesce(max(${given}), ${fromSets}, 0)`.as('amount'),
    })
    .from(workouts)
    .leftJoin(exercises, eq(exercises.workoutId, workouts.id))
    .leftJoin(exerciseSets, and(eq(exerciseSets.exerciseId, exercises.id), workingSet))
    .where(since(goal, from))
    .groupBy(workouts.id)
    .as('per_workout');
  return sql`(${qb.select({ total: sql`coalesce(sum(${perWorkout.amount}), 0)` }).from(perWorkout)})`;
}

const countWorkouts = (goal: TrackedGoal, from: Date) =>
  sql`(${qb
    .select({ n: sql`count(*)::int` })
    .from(workouts)
    .where(since(goal, from))})`;

/** The heaviest set of the goal's exercise, in pounds. */
function bestLift(goal: TrackedGoal, from: Date) {
  const lbs = sql`coalesce(max(case ${exerciseSets.weightUnit} when 'kg'
    then ${exerciseSets.weight} * 2.20462 else ${exerciseSets.weight} end), 0)`;
  return sql`(${qb
    .select({ lbs })
    .from(exerciseSets)
    .innerJoin(exercises, eq(exercises.id, exerciseSets.exerciseId))
    .innerJoin(workouts, eq(workouts.id, exercises.workoutId))
    .where(
      and(
        since(goal, from),
        eq(exercises.exerciseKey, exerciseKey(goal.trackExercise ?? '')),
        workingSet,
      ),
    )})`;
}

/**
 * Start (the goal's, else the first weigh-in since) and latest weigh-in, as JSON of their
 * weights and units. Only weigh-ins made in the app move the goal (`loggedInApp`, as for
 * workouts); an imported one may still be the weight a new goal starts from (`startingWeight`).
 */
function bodyWeightValues(goal: TrackedGoal) {
  const mine = and(eq(bodyWeights.userId, goal.userId), loggedInApp(bodyWeights.importId));
  const weighIn = { weight: bodyWeights.weight, unit: bodyWeights.unit };
  const latest = qb
    .select(weighIn)
    .from(bodyWeights)
    .where(mine)
    .orderBy(desc(bodyWeights.measuredAt), desc(bodyWeights.createdAt))
    .limit(1);
  const first = qb
    .select(weighIn)
    .from(bodyWeights)
    .where(and(mine, gte(bodyWeights.measuredAt, goal.createdAt)))
    .orderBy(asc(bodyWeights.measuredAt))
    .limit(1);
  return sql`json_build_object(
    'latest', (select row_to_json(l) from (${latest}) l),
    'first', ${goal.startValue === null ? sql`(select row_to_json(f) from (${first}) f)` : sql`null`})`;
}

/** The SQL of a tracked goal's raw amount from the rows (`progressOf` reads it). */
function measureRead(goal: TrackedGoal, timeZone: string) {
  const from = startOfLocalDay(localDayOf(goal.createdAt, timeZone), timeZone);
  switch (goal.tracking) {
    case 'distance':
      return sumPerWorkout(goal, from, 'miles');
    case 'duration':
      return sumPerWorkout(goal, from, 'seconds');
    case 'workouts':
      return countWorkouts(goal, from);
    case 'lift':
      return bestLift(goal, from);
    case 'body_weight':
      return bodyWeightValues(goal);
  }
}

/**
 * The raw amounts of the goals, as columns of one read (`goal_0`, `goal_1`, …, in order), for
 * `refreshGoals`. Only a user with tracked goals pays this read.
 */
export const goalMeasuresRead = (tracked: readonly TrackedGoal[], timeZone: string) =>
  Object.fromEntries(tracked.map((g, i) => [`goal_${i}`, measureRead(g, timeZone)]));

type WeighIn = { weight: number; unit: WeightUnit } | null;

/** A tracked goal's progress, in its unit, from the raw amount its `measureRead` found. */
function progressOf(goal: TrackedGoal, raw: unknown): number {
  if (goal.tracking === 'body_weight') {
    const { latest, first } = raw as { latest: WeighIn; first: WeighIn };
    const start = goal.startValue ?? (first ? weightIn(first.weight, first.unit, goal.unit) : null);
    const now = latest ? weightIn(latest.weight, latest.unit, goal.unit) : null;
    return bodyWeightProgress(goal.type, start, now);
  }
  return trackedAmount(goal.tracking, goal.unit, Number(raw ?? 0));
}

/** A body-weight goal starts from the latest weigh-in at the time it is set (none: the next). */
export async function startingWeight(db: Db, userId: string, unit: GoalRow['unit'], at: Date) {
  const [row] = await db
    .select()
    .from(bodyWeights)
    .where(and(eq(bodyWeights.userId, userId), lte(bodyWeights.measuredAt, at)))
    .orderBy(desc(bodyWeights.measuredAt), desc(bodyWeights.createdAt))
    .limit(1);
  return row ? weightIn(row.weight, row.unit, unit) : null;
}

/** A tracked goal this refresh filled: it reached its target now, for the first time since set. */
export interface FilledGoal {
  id: string;
  tracking: GoalRow['tracking'];
  at: Date;
}

/** A goal's row as a refresh leaves it: `completedAt` set only when it completes now. */
export interface GoalChange {
  id: string;
  currentValue: number;
  completedAt: Date | null;
  /** Its earning, when this write stamps it (xp-ledger.ts). */
  earned?: { at: Date; day: LocalDay };
}

/**
 * Every tracked goal brought up to date from what `goalMeasuresRead` found. A goal that reaches
 * its target is marked complete (and stays so, as a goal marked by hand does). Returns the goals
 * that change, and those it filled now.
 */
export function refreshGoals(
  tracked: readonly TrackedGoal[],
  found: Record<string, unknown>,
  now: Date,
): { changes: GoalChange[]; filled: FilledGoal[] } {
  const changes: GoalChange[] = [];
  const filled: FilledGoal[] = [];
  tracked.forEach((goal, i) => {
    const currentValue = Math.min(progressOf(goal, found[`goal_${i}`]), 1e9);
    const complete = isGoalCompleted({
      flagged: false,
      currentValue,
      targetValue: goal.targetValue,
    });
    if (currentValue === goal.currentValue && (!complete || goal.completed)) return;
    // Filled now, and never earned before (a goal earns once, DESIGN §6).
    if (complete && !goal.completed && !goal.earned) {
      filled.push({ id: goal.id, tracking: goal.tracking, at: now });
    }
    changes.push({
      id: goal.id,
      currentValue,
      completedAt: complete && !goal.completed ? now : null,
    });
  });
  return { changes, filled };
}

/**
 * The goals' changes as one part of the settle's write (null: none). A completion or an earning
 * already stored is kept: a goal is completed once, and earns once.
 */
export function goalsUpdate(changes: readonly GoalChange[]) {
  if (changes.length === 0) return null;
  const rows = changes.map((c) => ({
    id: c.id,
    current_value: c.currentValue,
    completed_at: c.completedAt,
    earned_at: c.earned?.at ?? null,
    earned_day: c.earned?.day ?? null,
  }));
  return sql`update goals g set current_value = v.current_value,
      completed_at = coalesce(g.completed_at, v.completed_at),
      earned_at = coalesce(g.earned_at, v.earned_at),
      earned_day = coalesce(g.earned_day, v.earned_day)
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as v(id uuid, current_value float8, completed_at timestamptz, earned_at timestamptz,
           earned_day date)
   where g.id = v.id`;
}
