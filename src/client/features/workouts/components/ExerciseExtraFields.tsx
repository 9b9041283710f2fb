import { INTENSITIES, type Intensity } from '@shared/schemas/workouts';
import { DISTANCE_UNITS, type DistanceUnit } from '@shared/units';
import { DurationInput } from '@client/components/forms/DurationInput';
import { LabelledField } from '@client/components/forms/LabelledField';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { DISTANCE_UNIT_LABELS, INTENSITY_LABELS } from '../workout-format';
import type { ExerciseFieldsProps } from './ExerciseFields';
import { NumberField } from './NumberField';

/** The folded part of an exercise: duration per set, distance and its unit, intensity, rest. */
export function ExerciseExtraFields({ idPrefix, draft, errors, onChange }: ExerciseFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <div id={id('more')} className="flex flex-col gap-3">
      <DurationInput
        id={id('duration')}
        legend="Duration per set"
        value={draft.duration}
        onChange={(duration) => onChange({ duration })}
      />
      <div className="grid grid-cols-2 gap-2">
        <NumberField
          id={id('distance')}
          label="Distance"
          error={errors.distance}
          value={draft.distance}
          onChange={(distance) => onChange({ distance })}
          min={0}
          step="any"
          inputMode="decimal"
        />
        <LabelledField id={id('distanceUnit')} label="Unit">
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.distanceUnit}
              onChange={(e) => onChange({ distanceUnit: e.target.value as DistanceUnit })}
            >
              {DISTANCE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {DISTANCE_UNIT_LABELS[u]}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledField>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <LabelledField id={id('intensity')} label="Intensity">
          {(control) => (
            <NativeSelect
              {...control}
              value={draft.intensity}
              onChange={(e) => onChange({ intensity: e.target.value as Intensity })}
            >
              {INTENSITIES.map((i) => (
                <option key={i} value={i}>
                  {INTENSITY_LABELS[i]}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabelledField>
        <NumberField
          id={id('restTime')}
          label="Rest (seconds)"
          error={errors.restTime}
          value={draft.restTime}
          onChange={(restTime) => onChange({ restTime })}
          min={0}
          inputMode="numeric"
        />
      </div>
    </div>
  );
}
