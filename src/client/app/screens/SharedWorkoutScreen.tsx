import { useEffect } from 'react';
import { useAuth } from '@client/lib/auth';
import { outbox } from '@client/lib/outbox';
import { SaveAsRoutineButton, exercisesFromShare } from '@client/features/routines';
import { SharedWorkoutPage } from '@client/features/shares/pages/SharedWorkoutPage';

/**
 * The public shared-link page; a visitor who is signed in can keep the workout as a routine
 * ("Save to my routines", issue 27 §1), the routines feature's button composed in here.
 */
export function SharedWorkoutScreen({ token }: { token: string }) {
  const { user } = useAuth();
  // The page is outside the signed-in frame, and "Save to my routines" goes through the outbox
  // (issue 28 §3), which sends only the signed-in person's writes.
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId) outbox.setUser(userId);
  }, [userId]);
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
