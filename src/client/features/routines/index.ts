// The routines feature's public surface (DESIGN §2: features do not import each other; the app
// composes these into Workouts, Home, the assessment plan, the share page and the live workout).
export { useSaveWorkoutAsRoutine } from './api/routines';
export { SaveAsRoutineButton, SaveWorkoutAsRoutineDialog } from './components/SaveAsRoutine';
export { EMPTY_WORKOUT_HREF, startRoutineHref } from './model/routine-links';
export { exercisesFromPlan, exercisesFromShare } from './model/routine-sources';
