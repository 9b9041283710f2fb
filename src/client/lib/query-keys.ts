import type { QueryClient } from '@tanstack/react-query';
import type { LeaderboardType } from '@shared/schemas/progression';

/**
 * Query keys of the data several features read or invalidate (SPEC §7: the default read GETs the
 * key's first element, so each key is the URL itself). Kept here, not in a feature, so a feature
 * that changes workouts or goals can invalidate the dashboard without importing another feature
 * (DESIGN §2).
 */
export const dashboardKey = (userId: string) => [`/api/dashboard/${userId}`] as const;
export const workoutsKey = (userId: string) => [`/api/workouts/${userId}`] as const;
/**
 * The Progress read (issue 9): tiles, chart, goals and recent activity, also the Profile counts.
 * Every write to workouts, goals or weigh-ins, and a new time zone, invalidates it.
 */
export const progressKey = (userId: string) => [`/api/progress/${userId}`] as const;
/** The avatar record (SPEC §7 GET /api/joey-avatar/{userId}); its voiceName picks the voice. */
export const avatarKey = (userId: string) => [`/api/joey-avatar/${userId}`] as const;
/** The signed-in user's shares (SPEC §7 GET /api/shares), read while Manage Shares is open. */
export const sharesKey = ['/api/shares'] as const;
/** The user's weigh-ins (issue 8): Progress shows them, a spoken weigh-in adds one. */
export const bodyWeightsKey = ['/api/body-weights'] as const;

/** GET /api/auth/options: whether this server takes new accounts, how the user signed in. */
export const authOptionsKey = ['/api/auth/options'] as const;

/** GET /api/progression/me (issue 10): XP, level and streaks, worked out on the server. */
export const progressionKey = ['/api/progression/me'] as const;
/** GET /api/me/entitlements: what the plan gives now and how much of each quota is left. */
export const entitlementsKey = ['/api/me/entitlements'] as const;
/**
 * GET /api/users/me/equipment (issue 27 §3): the bar and plates the plate calculator loads, read
 * by Profile and the live workout; unsaved, it is the default of the weight unit, so a unit
 * change invalidates it.
 */
export const equipmentKey = ['/api/users/me/equipment'] as const;
/**
 * GET /api/routines (issue 27 §1): the user's routines with when each was last done, read by
 * /routines, Home and the live workout; a workout saved or deleted moves "last done".
 */
export const routinesKey = ['/api/routines'] as const;
/** GET /api/routines/{id}/history: each time that routine was done. */
export const routineHistoryKey = (id: string) => [`/api/routines/${id}/history`] as const;
/**
 * The leaderboards (SPEC §7): ['/api/leaderboard', type] reads /api/leaderboard/{type} and
 * ['/api/leaderboard', type, 'preview'] its dashboard preview (urlForQueryKey). The first element
 * alone matches every board and preview, for invalidation.
 */
export const leaderboardsKey = ['/api/leaderboard'] as const;
export const leaderboardKey = (type: LeaderboardType) => [...leaderboardsKey, type] as const;
export const leaderboardPreviewKey = (type: LeaderboardType) =>
  [...leaderboardsKey, type, 'preview'] as const;

/**
 * After anything that can earn or take back XP (a workout created, edited, repeated or deleted;
 * a goal created, edited or deleted; a weigh-in that moves a weight goal; a voice command that
 * stored one of these): the screens that show activity refetch, with the progression (so the
 * level-up watcher sees a new level at once) and every leaderboard. Features call this rather
 * than listing the keys, so a new read that depends on activity is added here once.
 */
export function invalidateActivityReads(queryClient: QueryClient, userId: string) {
  return Promise.all(
    [dashboardKey(userId), progressKey(userId), progressionKey, leaderboardsKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Every exercise read (last time, names, history) is under this path (issue 8). */
export const EXERCISE_READS = '/api/exercises';

/** GET /api/exercises/names: the person's own exercise names (the workout form, the live workout). */
export const exerciseNamesKey = [`${EXERCISE_READS}/names`] as const;

const isExerciseRead = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith(`${EXERCISE_READS}/`);

/**
 * After any workout change (a form, a repeat, a guided session's save): the list, the reads that
 * show activity (the dashboard and Progress, which also show the goals that fill themselves from
 * logged workouts, Progress giving the Profile counts too; XP, levels and leaderboards), every
 * exercise read (last time, names, history, records), and the routines (their "last done").
 */
export function invalidateWorkoutData(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: workoutsKey(userId) }),
    queryClient.invalidateQueries({ queryKey: routinesKey }),
    invalidateActivityReads(queryClient, userId),
    queryClient.invalidateQueries({ predicate: (q) => isExerciseRead(q.queryKey) }),
  ]);
}

/**
 * After any goal change (created, edited, deleted, or a kept one synced): every read that shows
 * goals refetches. Goals have no list of their own: the dashboard (Current Goals and the insights
 * built from them) and Progress (with the Profile counts) carry them, and a goal reaching 100 %
 * earns XP (progression, leaderboards), so these are the activity reads. Kept beside
 * invalidateWorkoutData so both kinds of write refresh the same way, and so the outbox's sync
 * (src/client/app) needs no import from the goals feature.
 */
export function invalidateGoalData(queryClient: QueryClient, userId: string) {
  return invalidateActivityReads(queryClient, userId);
}
