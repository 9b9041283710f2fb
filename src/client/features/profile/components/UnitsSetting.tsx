import { Scale } from 'lucide-react';
import type { PreferencesBody, User } from '@shared/schemas/users';
import {
  DISTANCE_PREFERENCES,
  WEIGHT_UNITS,
  type DistancePreference,
  type WeightUnit,
} from '@shared/units';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { formatDistanceAs, formatWeightAs } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';
import { useUpdatePreferences } from '../api/update-preferences';

const WEIGHT_LABELS: Record<WeightUnit, string> = { lb: 'Pounds (lbs)', kg: 'Kilograms (kg)' };
const DISTANCE_LABELS: Record<DistancePreference, string> = {
  mi: 'Miles (mi)',
  km: 'Kilometers (km)',
};

/**
 * Issue 8 Units: one preference for weights (lb/kg) and one for distances (mi/km), applied to
 * every screen. Values stay as they were typed; the choice only changes how they are shown, so
 * switching back and forth loses nothing.
 */
export function UnitsSetting({ user }: { user: User }) {
  const update = useUpdatePreferences();
  // While saving, show the choice just made rather than flicking back to the old one.
  const pending: PreferencesBody | undefined = update.isPending ? update.variables : undefined;
  const weightUnit = pending?.weightUnit ?? user.weightUnit;
  const distanceUnit = pending?.distanceUnit ?? user.distanceUnit;
  return (
    <Card aria-labelledby="units-title">
      <CardTitle id="units-title" className="flex items-center gap-2 text-lg">
        <Scale aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Units
      </CardTitle>
      <CardDescription className="mt-1">
        How weights and distances show everywhere. What you typed is kept as typed: a 135 lbs lift
        shows as{' '}
        <span className="font-semibold text-ink tabular-nums">
          {formatWeightAs(135, 'lb', weightUnit)}
        </span>{' '}
        and a 5 km run as{' '}
        <span className="font-semibold text-ink tabular-nums">
          {formatDistanceAs(5, 'km', distanceUnit)}
        </span>
        .
      </CardDescription>
      <UnitChoice
        legend="Weight"
        name="weight-unit"
        options={WEIGHT_UNITS}
        labels={WEIGHT_LABELS}
        current={weightUnit}
        disabled={update.isPending}
        onChoose={(unit) => update.mutate({ weightUnit: unit })}
      />
      <UnitChoice
        legend="Distance"
        name="distance-unit"
        options={DISTANCE_PREFERENCES}
        labels={DISTANCE_LABELS}
        current={distanceUnit}
        disabled={update.isPending}
        onChoose={(unit) => update.mutate({ distanceUnit: unit })}
      />
    </Card>
  );
}

interface UnitChoiceProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  current: T;
  disabled: boolean;
  onChoose: (unit: T) => void;
}

/** A two-way segmented switch made of radio buttons (one tab stop, arrow keys move). */
function UnitChoice<T extends string>(props: UnitChoiceProps<T>) {
  const { legend, name, options, labels, current, disabled, onChoose } = props;
  return (
    <fieldset className="mt-4" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-control bg-surface-muted p-1">
        {options.map((unit) => (
          <label
            key={unit}
            className={cn(
              'grid min-h-11 cursor-pointer place-items-center rounded-[0.6rem] px-3 text-center text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              unit === current ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={unit}
              checked={unit === current}
              onChange={() => onChoose(unit)}
              className="sr-only"
            />
            {labels[unit]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
