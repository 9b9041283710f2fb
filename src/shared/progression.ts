import { addDays, daysBetween, streakEndingOn, type LocalDay } from './local-day';

/**
 * Progression rules (DESIGN §6, SPEC §9), pure so the server's ledger, the screens and the tests
 * agree on one definition.
 */

/** Only the first workouts logged on a local day earn (DESIGN §6). */
export const EARNING_WORKOUTS_PER_DAY = 5;
/** A goal reaching 100 % earns this once (DESIGN §6). */
export const GOAL_XP = 100;
/**
 * Goals are set by the user, so a day's goal XP is capped too (a decision of issue 10): without
 * it, creating goals that start complete would be an unlimited XP tap.
 */
export const EARNING_GOALS_PER_DAY = 3;
/** The weekly board counts XP earned in the last seven days (DESIGN §6), to the second. */
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** DESIGN §6: 25 + 5 × min(exercises, 10) + min(duration minutes, 120). */
export function workoutXp(exerciseCount: number, durationSeconds: number): number {
  const exercises = Math.min(Math.max(0, Math.floor(exerciseCount)), 10);
  const minutes = Math.min(Math.max(0, Math.floor(durationSeconds / 60)), 120);
  return 25 + 5 * exercises + minutes;
}

/** A workout as the earning rule sees it: its size, in the order it was logged on its day. */
export interface EarningWorkout {
  id: string;
  exerciseCount: number;
  durationSeconds: number;
}

/**
 * What each workout logged on one local day is worth: the first five in logging order earn
 * `workoutXp`, the rest nothing. Deleting one of the five lets the sixth earn, so the ledger is
 * always a function of the workouts that exist.
 */
export function dayWorkoutXp(inLoggingOrder: readonly EarningWorkout[]): Map<string, number> {
  return new Map(
    inLoggingOrder.map((w, i) => [
      w.id,
      i < EARNING_WORKOUTS_PER_DAY ? workoutXp(w.exerciseCount, w.durationSeconds) : 0,
    ]),
  );
}

/** The goals that reached 100 % on one local day, in the order they did: the first three earn. */
export function dayGoalXp(inCompletionOrder: readonly { id: string }[]): Map<string, number> {
  return new Map(inCompletionOrder.map((g, i) => [g.id, i < EARNING_GOALS_PER_DAY ? GOAL_XP : 0]));
}

/**
 * The day a workout counts for in streaks: its own local day, if it was logged on that day or the
 * day after ("I ran last night"). A workout dated further back is history but extends no streak,
 * so a longest streak cannot be typed in after the fact.
 */
export function streakDayOf(workoutDay: LocalDay, loggedDay: LocalDay): LocalDay | null {
  const late = daysBetween(workoutDay, loggedDay);
  return late >= 0 && late <= 1 ? workoutDay : null;
}

/** SPEC §9: level n starts at 100·(n−1)² XP. */
export const levelStart = (level: number) => 100 * (level - 1) ** 2;

/** SPEC §9 titles. */
export function levelTitle(level: number): string {
  if (level <= 1) return 'Rookie';
  if (level <= 3) return 'Trainee';
  if (level <= 6) return 'Enthusiast';
  if (level <= 10) return 'Athlete';
  if (level <= 15) return 'Competitor';
  if (level <= 20) return 'Champion';
  if (level <= 25) return 'Elite';
  if (level <= 30) return 'Master';
  return 'Legend';
}

/** The level `xp` reaches, exactly: integer arithmetic corrects the float square root's edges. */
export function levelOf(xp: number): number {
  const total = Math.max(0, Math.floor(xp));
  let level = Math.floor(Math.sqrt(total / 100)) + 1;
  while (levelStart(level) > total) level--;
  while (levelStart(level + 1) <= total) level++;
  return level;
}

export interface LevelInfo {
  level: number;
  title: string;
  /** XP at which this level starts and the next one does. */
  start: number;
  next: number;
  /** XP earned inside this level, and the level's width. */
  intoLevel: number;
  span: number;
}

export function levelFor(xp: number): LevelInfo {
  const total = Math.max(0, Math.floor(xp));
  const level = levelOf(total);
  const start = levelStart(level);
  const next = levelStart(level + 1);
  return {
    level,
    title: levelTitle(level),
    start,
    next,
    intoLevel: total - start,
    span: next - start,
  };
}

/** SPEC §9: round((total − rank + 1) / total × 100). */
export function percentile(rank: number, total: number): number {
  if (total <= 0 || rank <= 0) return 0;
  return Math.round(((total - rank + 1) / total) * 100);
}

/**
 * Standard competition ranks (1, 1, 3) for values already sorted best first, starting at
 * `firstRank` (the rank of the first value).
 */
export function competitionRanks(sortedBestFirst: readonly number[], firstRank = 1): number[] {
  const ranks: number[] = [];
  sortedBestFirst.forEach((v, i) => {
    ranks.push(i > 0 && v === sortedBestFirst[i - 1] ? ranks[i - 1]! : firstRank + i);
  });
  return ranks;
}

/** The longest run of consecutive days in a set of days. */
export function longestRun(days: Iterable<LocalDay>): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  sorted.forEach((d, i) => {
    run = i > 0 && addDays(sorted[i - 1]!, 1) === d ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

/**
 * DESIGN §6 streaks: the current one ends today, or yesterday so an evening user is not reset at
 * midnight; the longest is the longest run ever.
 */
export function streaks(activeDays: Iterable<LocalDay>, today: LocalDay) {
  const days = [...activeDays];
  const current = Math.max(streakEndingOn(days, today), streakEndingOn(days, addDays(today, -1)));
  return { current, longest: longestRun(days) };
}
