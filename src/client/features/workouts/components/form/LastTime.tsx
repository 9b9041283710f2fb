import { History } from 'lucide-react';
import { useEffect, type Dispatch } from 'react';
import { useDebouncedValue } from '@client/components/forms/use-debounced-value';
import { useLastExercise } from '../../api/exercise-reads';
import type { ExerciseDraft } from '../../form/exercise-draft';
import type { FormAction } from '../../form/form-reducer';
import { formatShortDate, setsText, type Units } from '../../model/workout-format';

interface LastTimeProps {
  exercise: ExerciseDraft;
  units: Units;
  timeZone: string;
  dispatch: Dispatch<FormAction>;
}

/**
 * Last time's numbers (issue 8, item 6), as Strong and Hevy show them: "Last time (Mar 3):
 * 135×10, 155×8, 175×6 lbs", and the sets filled from them while the person has typed none.
 */
export function LastTime({ exercise, units, timeZone, dispatch }: LastTimeProps) {
  const name = useDebouncedValue(exercise.name.trim(), 300);
  const last = useLastExercise(name);
  const { key, autofill } = exercise;
  const data = last.data;

  useEffect(() => {
    if (autofill && data !== undefined) {
      dispatch({ type: 'lastTime', key, name, last: data, unit: units.weightUnit });
    }
  }, [autofill, data, dispatch, key, name, units.weightUnit]);

  if (!data || name !== exercise.name.trim()) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-muted">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="tabular-nums">
        {`Last time (${formatShortDate(data.day, timeZone)}): `}
        {setsText(data.setList, data.distanceUnit, units)}
      </span>
    </p>
  );
}
