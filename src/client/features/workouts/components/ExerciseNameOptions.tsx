import { memo } from 'react';
import { EXERCISES } from '@shared/exercises/catalogue';

export const EXERCISE_NAME_LIST_ID = 'exercise-name-options';

// The catalogue's own names (not the catch-alls like "Workout"), so typed names match the ones
// voice logging stores and the coach's insights recognise.
const NAMES = EXERCISES.filter((e) => !e.generic).map((e) => e.name);

/** Suggestions for every exercise-name box in a form; render once per dialog. */
export const ExerciseNameOptions = memo(function ExerciseNameOptions() {
  return (
    <datalist id={EXERCISE_NAME_LIST_ID}>
      {NAMES.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
});
