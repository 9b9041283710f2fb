import type { User } from '@shared/schemas/users';
import { ShareDialog } from '@client/features/shares';
import { WorkoutsPage } from '@client/features/workouts/pages/WorkoutsPage';

/** The shares feature's dialog goes into the workouts page (DESIGN §2). */
export function WorkoutsScreen({ user }: { user: User }) {
  return (
    <WorkoutsPage
      user={user}
      renderShare={({ workout, onClose }) => (
        <ShareDialog
          user={user}
          target={{ kind: 'workout', workoutId: workout.id, workoutName: workout.name }}
          open
          onOpenChange={(open) => !open && onClose()}
        />
      )}
    />
  );
}
