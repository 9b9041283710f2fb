import { memo } from 'react';
import { EXERCISES } from '@shared/exercises/catalogue';
import { exerciseKey } from '@shared/sets';
import { useExerciseNames } from '../../api/exercise-reads';

export const EXERCISE_NAME_LIST_ID = 'exercise-name-options';

// The catalogue's own names (not the catch-alls like "Workout"), so typed names match the ones
// voice logging stores and the coach's insights recognise.
const CATALOGUE = EXERCISES.filter((e) => !e.generic).map((e) => e.name);

/**
 * Suggestions for every exercise-name box in a form (issue 8, item 6): the person's own names
 * first, most done first (GET /api/exercises/names), then the catalogue's others. Render once
 * per dialog.
 */
export const ExerciseNameOptions = memo(function ExerciseNameOptions() {
  const names = useExerciseNames();
  const own = names.data?.map((n) => n.name) ?? [];
  const ownKeys = new Set(own.map(exerciseKey));
  const options = [...own, ...CATALOGUE.filter((name) => !ownKeys.has(exerciseKey(name)))];
  return (
    <datalist id={EXERCISE_NAME_LIST_ID}>
      {options.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
});
