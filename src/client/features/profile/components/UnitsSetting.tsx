import { Scale } from 'lucide-react';
import type { User } from '@shared/schemas/users';
import { WEIGHT_UNITS, type WeightUnit } from '@shared/units';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { formatWeight } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';
import { useUpdatePreferences } from '../api/update-preferences';

const LABELS: Record<WeightUnit, string> = { lb: 'Pounds (lb)', kg: 'Kilograms (kg)' };
const EXAMPLE_LBS = 135;

/**
 * Issue 3 Units: show and enter weights in pounds or kilograms. Weights stay pounds on the
 * server; the choice only changes how they are shown, so switching back and forth loses nothing.
 */
export function UnitsSetting({ user }: { user: User }) {
  const update = useUpdatePreferences();
  // While saving, show the choice just made rather than flicking back to the old one.
  const current = update.isPending ? update.variables.weightUnit : user.weightUnit;
  return (
    <Card aria-labelledby="units-title">
      <CardTitle id="units-title" className="flex items-center gap-2 text-lg">
        <Scale aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Units
      </CardTitle>
      <CardDescription className="mt-1">
        How weights show and how you enter them. A {EXAMPLE_LBS} lb lift shows as{' '}
        <span className="font-semibold text-ink tabular-nums">
          {formatWeight(EXAMPLE_LBS, current)}
        </span>
        .
      </CardDescription>
      <fieldset className="mt-4" disabled={update.isPending}>
        <legend className="sr-only">Weight unit</legend>
        <div className="grid grid-cols-2 gap-1 rounded-control bg-surface-muted p-1">
          {WEIGHT_UNITS.map((unit) => (
            <label
              key={unit}
              className={cn(
                'grid min-h-11 cursor-pointer place-items-center rounded-[0.6rem] px-3 text-sm font-semibold transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                unit === current
                  ? 'bg-surface text-ink shadow-sm'
                  : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="weight-unit"
                value={unit}
                checked={unit === current}
                onChange={() => update.mutate({ weightUnit: unit })}
                className="sr-only"
              />
              {LABELS[unit]}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
