// Goals that fill themselves (issue 8): after every write that changes what is logged (a
// workout, an exercise, a weigh-in, the goal itself), the user's tracked goals get their
// current_value from the rows, in the same transaction, so every read shows them up to date.
import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import { bodyWeightProgress, trackedAmount, weightIn } from '../../../shared/goal-tracking';
import { isGoalCompleted } from '../../../shared/goal-progress';
import { localDayOf, startOfLocalDay } from '../../../shared/local-day';
import { exerciseKey } from '../../../shared/sets';
import type { Db } from '../../db/client';
import { loggedInApp } from '../../db/logged-in-app';
import { bodyWeights, exercises, exerciseSets, goals, users, workouts } from '../../db/schema';

type GoalRow = typeof goals.$inferSelect;

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
function since(goal: GoalRow, from: Date) {
  return and(
    eq(workouts.userId, goal.userId),
    loggedInApp(workouts.importId),
    gte(workouts.completedAt, from),
    goal.trackWorkoutType ? eq(workouts.type, goal.trackWorkoutType) : undefined,
  );
}

/** Miles or seconds per workout: the one given on the workout, else its sets' sum. */
async function sumPerWorkout(db: Db, goal: GoalRow, from: Date, what: 'miles' | 'seconds') {
  const given = what === 'miles' ? workouts.distanceMiles : workouts.durationSeconds;
  const fromSets =
    what === 'miles' ? sql`sum(${setMiles})` : sql`sum(${exerciseSets.durationSeconds})`;
  const perWorkout = db
    .select({
      amount: sql<number>`coalesce(max(${given}), ${fromSets}, 0)`.as('amount'),
    })
    .from(workouts)
    .leftJoin(exercises, eq(exercises.workoutId, workouts.id))
    .leftJoin(exerciseSets, and(eq(exerciseSets.exerciseId, exercises.id), workingSet))
    .where(since(goal, from))
    .groupBy(workouts.id)
    .as('per_workout');
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${perWorkout.amount}), 0)` })
    .from(perWorkout);
  return Number(row?.total ?? 0);
}

async function countWorkouts(db: Db, goal: GoalRow, from: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workouts)
    .where(since(goal, from));
  return row?.n ?? 0;
}

/** The heaviest set of the goal's exercise, in pounds. */
async function bestLift(db: Db, goal: GoalRow, from: Date) {
  const lbs = sql<number>`max(case ${exerciseSets.weightUnit} when 'kg'
    then ${exerciseSets.weight} * 2.20462 else ${exerciseSets.weight} end)`;
  const [row] = await db
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
    );
  return Number(row?.lbs ?? 0);
}

/**
 * Start (the goal's, else the first weigh-in since) and latest weigh-in, in the goal's unit.
 * Only weigh-ins made in the app move the goal (`loggedInApp`, as for workouts); an imported
 * one may still be the weight a new goal starts from (`startingWeight`).
 */
async function bodyWeightValues(db: Db, goal: GoalRow) {
  const mine = and(eq(bodyWeights.userId, goal.userId), loggedInApp(bodyWeights.importId));
  const [latest] = await db
    .select()
    .from(bodyWeights)
    .where(mine)
    .orderBy(desc(bodyWeights.measuredAt), desc(bodyWeights.createdAt))
    .limit(1);
  let start = goal.startValue;
  if (start === null) {
    const [first] = await db
      .select()
      .from(bodyWeights)
      .where(and(mine, gte(bodyWeights.measuredAt, goal.createdAt)))
      .orderBy(asc(bodyWeights.measuredAt))
      .limit(1);
    start = first ? weightIn(first.weight, first.unit, goal.unit) : null;
  }
  return { start, latest: latest ? weightIn(latest.weight, latest.unit, goal.unit) : null };
}

/** A tracked goal's progress from the rows, in its unit. */
async function measure(db: Db, goal: GoalRow, timeZone: string): Promise<number> {
  const from = startOfLocalDay(localDayOf(goal.createdAt, timeZone), timeZone);
  switch (goal.tracking) {
    case 'distance':
      return trackedAmount('distance', goal.unit, await sumPerWorkout(db, goal, from, 'miles'));
    case 'duration':
      return trackedAmount('duration', goal.unit, await sumPerWorkout(db, goal, from, 'seconds'));
    case 'workouts':
      return trackedAmount('workouts', goal.unit, await countWorkouts(db, goal, from));
    case 'lift':
      return trackedAmount('lift', goal.unit, await bestLift(db, goal, from));
    case 'body_weight': {
      const { start, latest } = await bodyWeightValues(db, goal);
      return bodyWeightProgress(goal.type, start, latest);
    }
    case 'manual':
      return goal.currentValue;
  }
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

/**
 * Brings every tracked goal of the user up to date. A goal that reaches its target is marked
 * complete (and stays so, as a goal marked by hand does). Returns the goals it filled now.
 */
export async function refreshTrackedGoals(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<FilledGoal[]> {
  const tracked = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), ne(goals.tracking, 'manual')));
  const filled: FilledGoal[] = [];
  if (tracked.length === 0) return filled;
  const [user] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  for (const goal of tracked) {
    const currentValue = Math.min(await measure(db, goal, user?.timeZone ?? 'UTC'), 1e9);
    const complete = isGoalCompleted({
      flagged: false,
      currentValue,
      targetValue: goal.targetValue,
    });
    if (currentValue === goal.currentValue && (!complete || goal.completedAt)) continue;
    // Filled now, and never earned before (a goal earns once, DESIGN §6).
    if (complete && !goal.completedAt && !goal.earnedAt) {
      filled.push({ id: goal.id, tracking: goal.tracking, at: now });
    }
    await db
      .update(goals)
      .set({ currentValue, completedAt: complete ? (goal.completedAt ?? now) : goal.completedAt })
      .where(eq(goals.id, goal.id));
  }
  return filled;
}
