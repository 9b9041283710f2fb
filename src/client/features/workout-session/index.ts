// The guided session's public surface: the app composes "Start session" into the workouts page,
// and the assessment's "Start This Workout" (DESIGN §2: features do not import each other).
import type { Workout } from '@shared/schemas/workouts';
import { planFromWorkout, type SessionPlan } from './model/session-plan';
import { handOffPlan } from './model/session-store';

export { planFromExercises, type PlanExerciseInput, type SessionPlan } from './model/session-plan';
// The live workout's Hold to talk and hands-free toggle are these, composed in by the app.
export { HandsFreeControl } from './hands-free/HandsFreeControl';
export { useHandsFree } from './hands-free/use-hands-free';

/** Opens /workout-session with a saved workout or a plan as what it runs (issue 11 item 7). */
export function startSessionWith(source: Workout | SessionPlan, navigate: (to: string) => void) {
  handOffPlan('id' in source ? planFromWorkout(source) : source);
  navigate('/workout-session');
}
