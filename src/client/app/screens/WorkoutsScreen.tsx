import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@shared/schemas/users';
import { ShareDialog } from '@client/features/shares';
import { startSessionWith } from '@client/features/workout-session';
import { WorkoutsPage } from '@client/features/workouts/pages/WorkoutsPage';

// Loaded when used, not with the list (issue 30 §3): the routines feature's dialog.
const SaveWorkoutAsRoutineDialog = lazy(() =>
  import('@client/features/routines').then((m) => ({ default: m.SaveWorkoutAsRoutineDialog })),
);

/**
 * The shares feature's dialog goes into the workouts page (DESIGN §2), its "Start session"
 * hands the workout to the guided session, and "Save as routine" is the routines feature's.
 */
export function WorkoutsScreen({ user }: { user: User }) {
  const [, navigate] = useLocation();
  return (
    <WorkoutsPage
      user={user}
      onStartSession={(workout) => startSessionWith(workout, navigate)}
      renderShare={({ workout, onClose }) => (
        <Suspense fallback={null}>
          <ShareDialog
            user={user}
            target={{ kind: 'workout', workoutId: workout.id, workoutName: workout.name }}
            open
            onOpenChange={(open) => !open && onClose()}
          />
        </Suspense>
      )}
      renderSaveAsRoutine={({ workout, onClose }) => (
        <Suspense fallback={null}>
          <SaveWorkoutAsRoutineDialog workout={workout} onClose={onClose} />
        </Suspense>
      )}
    />
  );
}
