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
