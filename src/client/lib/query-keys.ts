/**
 * Query keys of the data several features read or invalidate (SPEC §7: the default read GETs the
 * key's first element, so each key is the URL itself). Kept here, not in a feature, so a feature
 * that changes workouts or goals can invalidate the dashboard without importing another feature
 * (DESIGN §2).
 */
export const dashboardKey = (userId: string) => [`/api/dashboard/${userId}`] as const;
export const goalsKey = (userId: string) => [`/api/goals/${userId}`] as const;
export const workoutsKey = (userId: string) => [`/api/workouts/${userId}`] as const;
/** The avatar record (SPEC §7 GET /api/joey-avatar/{userId}); its voiceName picks the voice. */
export const avatarKey = (userId: string) => [`/api/joey-avatar/${userId}`] as const;
/** The signed-in user's shares (SPEC §7 GET /api/shares), read while Manage Shares is open. */
export const sharesKey = ['/api/shares'] as const;
/** The user's weigh-ins (issue 8): Progress shows them, a spoken weigh-in adds one. */
export const bodyWeightsKey = ['/api/body-weights'] as const;
