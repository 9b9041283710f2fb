import type { GoalTracking } from './schemas/goals';

/**
 * Progression rules (DESIGN §6, SPEC §9), pure so the server's ledger, the screens and the tests
 * agree on one definition.
 */

/** What earns XP (the ledger's `xp_reason`): a workout, or a goal reaching 100 %. */
export const XP_REASONS = ['workout', 'goal_completed'] as const;
export type XpReason = (typeof XP_REASONS)[number];

/** Only five workouts earn in any 24 hours (DESIGN §6's "first 5 per day", issue 25). */
export const EARNING_WORKOUTS_PER_DAY = 5;
/** A goal reaching 100 % earns this once (DESIGN §6), when `goalFillEarns` says it may. */
export const GOAL_XP = 100;

/**
 * What filled a goal: `activity` is a workout, exercise or weigh-in logged after the goal was
 * set; `hand` is the goal's own create or edit (created at its target, its current value or its
 * target edited, marked complete).
 */
export type GoalFill = 'activity' | 'hand';

/**
 * Issue 26 §5: goal XP is earned only when a goal that tracks itself (from workouts or
 * weigh-ins, not `manual`) is filled by activity logged after it was set. A goal filled by hand
 * earns nothing, so a goal typed in complete is no XP tap (the leader of a test board owed 300
 * of 497 XP to it).
 */
export function goalFillEarns(tracking: GoalTracking, filledBy: GoalFill): boolean {
  return tracking !== 'manual' && filledBy === 'activity';
}
/**
 * Goals are set by the user, so goal XP is capped too (a decision of issue 10): without it,
 * creating goals that start complete would be an unlimited XP tap.
 */
export const EARNING_GOALS_PER_DAY = 3;
/**
 * The caps count over any rolling 24 hours of real time, not per local day (issue 25): a local
 * day moves with the user's time zone, so switching zones would open a new day's caps.
 */
export const XP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The weekly board counts XP earned in the last seven days (DESIGN §6), to the second. */
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** DESIGN §6: 25 + 5 × min(exercises, 10) + min(duration minutes, 120). */
export function workoutXp(exerciseCount: number, durationSeconds: number): number {
  const exercises = Math.min(Math.max(0, Math.floor(exerciseCount)), 10);
  const minutes = Math.min(Math.max(0, Math.floor(durationSeconds / 60)), 120);
  return 25 + 5 * exercises + minutes;
}

/** A source competing for a cap: when it was logged (workouts) or reached 100 % (goals), in ms. */
export interface Timed {
  id: string;
  at: number;
}

/**
 * The one cap rule (issue 25): taken in order, a source earns when fewer than `limit` sources
 * earned in the 24 hours before it, the window (at − 24 h, at]. So no 24 hours, wherever they
 * start, hold more than `limit` earners, whatever zones the user passed through; and deleting an
 * earner lets a later one earn, so what earns is always a function of the rows that exist.
 * `earnedBefore` are the instants of the earners that came before the first of `inOrder` (only
 * the last 24 hours of them matter).
 */
export function rollingEarners(
  inOrder: readonly Timed[],
  limit: number,
  earnedBefore: readonly number[] = [],
): Set<string> {
  const window = [...earnedBefore].sort((a, b) => a - b);
  const earners = new Set<string>();
  for (const s of inOrder) {
    while (window.length > 0 && window[0]! <= s.at - XP_WINDOW_MS) window.shift();
    if (window.length < limit) {
      earners.add(s.id);
      window.push(s.at);
    }
  }
  return earners;
}

/**
 * Whether today's workout XP is all earned (issue 26 §6): a workout logged at `now` would earn
 * nothing, by the one cap rule (`rollingEarners`), given the instants of the workouts that earned
 * in the 24 hours before. More workouts still go in the log; they earn again once the oldest of
 * those is 24 hours old.
 */
export function dailyXpCapReached(earnedInLastDay: readonly number[], now: number): boolean {
  const next = 'a workout logged now';
  return !rollingEarners([{ id: next, at: now }], EARNING_WORKOUTS_PER_DAY, earnedInLastDay).has(
    next,
  );
}

/**
 * Said where XP is shown while `dailyXpCapReached` (the Home card, a workout's saved toast), so
 * a workout that earns nothing is never silent about it (issue 26 §6).
 */
export const XP_CAP_NOTE = 'Today’s XP is earned — more workouts still count for your log.';

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
