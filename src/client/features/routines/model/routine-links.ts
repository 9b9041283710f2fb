/**
 * Where the routines screens send the person (issue 27 §3, the live workout's own routes). Kept
 * apart from the components, so Home's card links to them without loading the routine menu.
 */
export const startRoutineHref = (id: string) => `/live-workout?routine=${encodeURIComponent(id)}`;
export const EMPTY_WORKOUT_HREF = '/live-workout?start=empty';
