import { useAuth } from '@client/lib/auth';
import { SaveAsRoutineButton, exercisesFromShare } from '@client/features/routines';
import { SharedWorkoutPage } from '@client/features/shares/pages/SharedWorkoutPage';

/**
 * The public shared-link page; a visitor who is signed in can keep the workout as a routine
 * ("Save to my routines", issue 27 §1), the routines feature's button composed in here.
 */
export function SharedWorkoutScreen({ token }: { token: string }) {
  const { user } = useAuth();
  return (
    <SharedWorkoutPage
      token={token}
      renderSave={
        user
          ? (share) => (
              <SaveAsRoutineButton
                name={share.workout.name}
                exercises={exercisesFromShare(share.exercises)}
                label="Save to my routines"
                variant="primary"
                className="h-12 text-base"
              />
            )
          : undefined
      }
    />
  );
}
