import type { User } from '@shared/schemas/users';
import { RoutinesPage } from '@client/features/routines/pages/RoutinesPage';
import {
  EXERCISE_NAME_LIST_ID,
  ExerciseNameOptions,
} from '@client/features/workouts/components/form/ExerciseNameOptions';

/**
 * The routine editor's exercise names come from the workout form's suggestions (the person's own
 * names, then the catalogue's), composed in here rather than copied (DESIGN §2).
 */
export function RoutinesScreen({ user }: { user: User }) {
  return (
    <RoutinesPage
      user={user}
      nameOptions={<ExerciseNameOptions />}
      nameListId={EXERCISE_NAME_LIST_ID}
    />
  );
}
