import { useLocation } from 'wouter';
import type { User } from '@shared/schemas/users';
import { AssessmentPage } from '@client/features/assessment/pages/AssessmentPage';
import { SaveAsRoutineButton, exercisesFromPlan } from '@client/features/routines';
import { planFromExercises, startSessionWith } from '@client/features/workout-session';

/**
 * The assessment's 'Start This Workout' hands its plan to the guided session, and 'Save as
 * routine' to the routines feature (DESIGN §2).
 */
export function AssessmentScreen({ user }: { user: User }) {
  const [, navigate] = useLocation();
  return (
    <AssessmentPage
      user={user}
      onStartPlan={(plan) =>
        startSessionWith(planFromExercises(plan.title, plan.type, plan.exercises), navigate)
      }
      renderSaveAsRoutine={(plan) => (
        <SaveAsRoutineButton name={plan.title} exercises={exercisesFromPlan(plan.exercises)} />
      )}
    />
  );
}
