// The routines feature's public surface (DESIGN §2: features do not import each other; the app
// composes these into Workouts, Home, the assessment plan, the share page and the live workout).
export { useSaveWorkoutAsRoutine } from './api/routines';
export { RoutinesShortcut } from './components/RoutinesShortcut';
export { SaveAsRoutineButton, SaveWorkoutAsRoutineDialog } from './components/SaveAsRoutine';
export { startRoutineHref } from './components/RoutineCard';
export { exercisesFromPlan, exercisesFromShare } from './routine-sources';
