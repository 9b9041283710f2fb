import { LoaderCircle, Plus, Scale, Trash2 } from 'lucide-react';
import { lazy, useEffect, useId, useState, type FormEvent } from 'react';
import { localDayOf } from '@shared/local-day';
import type { BodyWeight, BodyWeightInput } from '@shared/schemas/body-weights';
import type { Goal } from '@shared/schemas/goals';
import { WEIGHT_LABEL } from '@shared/unit-display';
import { WEIGHT_UNITS, type WeightUnit } from '@shared/units';
import { DeferredChart } from '@client/components/charts/DeferredChart';
import { FormField } from '@client/components/forms/FormField';
import { LoadError } from '@client/components/layout/LoadError';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Input } from '@client/components/ui/input';
import { PendingBadge } from '@client/components/sync/PendingBadge';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatDay, relativeDayLabel } from '@client/lib/formatting';
import { pendingWeighIns } from '@client/lib/pending-writes';
import { useFixWrite, usePending } from '@client/lib/use-pending-writes';
import { useAddBodyWeight, useBodyWeights, useDeleteBodyWeight } from '../api/body-weights';
import {
  formatWeighIn,
  validateWeighIn,
  weightChange,
  weightPoints,
  type WeighInErrors,
  type WeighInValues,
} from '../model/weigh-ins';

// recharts loads with the chart, not with the app, and draws when the chart is near the screen
// (as the weekly chart does).
const WeightChart = lazy(() => import('./WeightChart'));

const SHOWN = 5;

interface WeighInsCardProps {
  userId: string;
  timeZone: string;
  today: string;
  weightUnit: WeightUnit;
  /** The user's goals (the progress read), so the toasts name weight goals only when there are. */
  goals: readonly Pick<Goal, 'tracking'>[] | undefined;
}

/**
 * Issue 8 weigh-ins: a small form (weight, unit, day), body weight over time, and the list with
 * delete. Weight-loss and weight-gain goals that track body weight fill from these.
 */
export function WeighInsCard({ userId, timeZone, today, weightUnit, goals }: WeighInsCardProps) {
  const list = useBodyWeights();
  const remove = useDeleteBodyWeight(userId, goals);
  const [deleting, setDeleting] = useState<BodyWeight | null>(null);
  const [showAll, setShowAll] = useState(false);
  const points = list.data ? weightPoints(list.data, weightUnit, timeZone) : [];
  const latest = list.data?.[0];
  const change = weightChange(points, weightUnit);
  // A trend needs two days (the points are one a day).
  const days = points.length;
  const label = WEIGHT_LABEL[weightUnit];
  const day = (w: BodyWeight) => formatDay(localDayOf(Date.parse(w.measuredAt), timeZone));
  // Weigh-ins kept on this device (issue 28 §3), listed first until the server has them.
  const pending = usePending(pendingWeighIns);
  const fix = useFixWrite('weigh-in');

  return (
    <Card aria-labelledby="weigh-ins-title" aria-busy={list.isPending}>
      <CardTitle id="weigh-ins-title" className="flex items-center gap-2 text-lg">
        <Scale aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Body Weight
      </CardTitle>
      <CardDescription className="mt-0.5 tabular-nums">
        {latest
          ? `Latest ${formatWeighIn(latest, weightUnit)}${change ? ` · ${change}` : ''}`
          : 'Log your weight to see the trend; weight-loss and weight-gain goals follow it.'}
      </CardDescription>
      <WeighInForm
        // A refused weigh-in to fix (the sync sheet's Edit) fills the form afresh.
        key={fix.write?.key ?? 'new'}
        userId={userId}
        timeZone={timeZone}
        today={today}
        weightUnit={weightUnit}
        goals={goals}
        fixing={fix.write?.body}
        onSaved={fix.write ? () => void fix.replaced() : undefined}
      />
      {pending.length > 0 && (
        <ul className="mt-4 divide-y divide-line" aria-label="Weigh-ins waiting to sync">
          {pending.map((p) => (
            <li key={p.key} data-testid="pending-weigh-in" className="flex flex-col gap-1 py-1.5">
              <div className="flex items-center gap-3">
                <span className="min-w-0 flex-1 text-sm text-ink-muted">
                  {relativeDayLabel(p.measuredAt, timeZone, today)}
                </span>
                <PendingBadge state={p.state} />
                <span className="font-semibold tabular-nums">{formatWeighIn(p, weightUnit)}</span>
              </div>
              {p.reason && <p className="text-sm text-danger">{p.reason}</p>}
            </li>
          ))}
        </ul>
      )}
      {list.isPending ? (
        <Skeleton className="mt-4 h-48 w-full" />
      ) : list.isError ? (
        <LoadError
          message="Couldn't load your weigh-ins."
          onRetry={() => void list.refetch()}
          className="mt-4"
        />
      ) : (
        <>
          {days >= 2 && (
            <figure className="mt-4" data-testid="weight-chart">
              <figcaption className="sr-only">Body weight over time, in {label}</figcaption>
              <p aria-hidden="true" className="mb-1 text-xs font-medium text-ink-muted">
                {label}
              </p>
              <DeferredChart placeholder={<Skeleton className="h-48 w-full" />}>
                <WeightChart points={points} unitLabel={label} timeZone={timeZone} />
              </DeferredChart>
            </figure>
          )}
          {list.data.length > 0 && days < 2 && (
            <p className="mt-4 text-sm text-ink-muted">
              Weigh in on another day and your trend shows here as a chart.
            </p>
          )}
          {list.data.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold">Weigh-ins</h3>
              <ul className="mt-1 divide-y divide-line" aria-label="Weigh-ins">
                {list.data.slice(0, showAll ? undefined : SHOWN).map((w) => (
                  <li key={w.id} className="flex items-center gap-3 py-1.5">
                    <span className="min-w-0 flex-1 text-sm text-ink-muted">
                      {relativeDayLabel(w.measuredAt, timeZone, today)}
                    </span>
                    <span className="font-semibold tabular-nums">
                      {formatWeighIn(w, weightUnit)}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="-mr-2 text-ink-muted hover:bg-danger/10 hover:text-danger"
                      aria-label={`Delete weigh-in of ${day(w)}, ${formatWeighIn(w, weightUnit)}`}
                      onClick={() => setDeleting(w)}
                    >
                      <Trash2 aria-hidden="true" className="!size-4" />
                    </Button>
                  </li>
                ))}
              </ul>
              {list.data.length > SHOWN && (
                <Button
                  variant="ghost"
                  className="mt-1 w-full"
                  onClick={() => setShowAll((v) => !v)}
                  aria-expanded={showAll}
                >
                  {showAll ? 'Show fewer' : `Show all ${list.data.length}`}
                </Button>
              )}
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this weigh-in?"
        description={
          deleting
            ? `${formatWeighIn(deleting, weightUnit)} on ${day(deleting)} will be removed, and weight goals recounted without it.`
            : ''
        }
        confirmLabel="Delete Weigh-in"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }
      />
    </Card>
  );
}

interface WeighInFormProps extends WeighInsCardProps {
  /** A kept weigh-in the server refused (issue 28 §3): the form as it was sent, to fix. */
  fixing?: BodyWeightInput;
  /** Runs once the fixed one is saved or kept (it discards the refused one). */
  onSaved?: () => void;
}

function WeighInForm({
  userId,
  timeZone,
  today,
  weightUnit,
  goals,
  fixing,
  onSaved,
}: WeighInFormProps) {
  const add = useAddBodyWeight(userId, goals);
  const ids = { weight: useId(), unit: useId(), day: useId() };
  const [entry, setEntry] = useState(() => ({
    weight: fixing ? String(fixing.weight) : '',
    day: fixing?.measuredAt ? localDayOf(Date.parse(fixing.measuredAt), timeZone) : today,
  }));
  // The unit is the user's preference (Profile units) unless changed for this entry, and goes
  // back to it after each save (issue 26: it stayed on the last entry's unit).
  const [chosenUnit, setChosenUnit] = useState<WeightUnit | null>(fixing?.unit ?? null);
  // Opened to fix a refused weigh-in: the weight box takes the focus (and scrolls into view).
  const fixingNow = Boolean(fixing);
  useEffect(() => {
    if (fixingNow) document.getElementById(ids.weight)?.focus();
  }, [fixingNow, ids.weight]);
  const values: WeighInValues = { ...entry, unit: chosenUnit ?? weightUnit };
  const [errors, setErrors] = useState<WeighInErrors>({});
  const set = (field: keyof WeighInValues, value: string) => {
    if (field === 'unit') setChosenUnit(value as WeightUnit);
    else setEntry((v) => ({ ...v, [field]: value }));
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const result = validateWeighIn(values, localDayOf(new Date(), timeZone), timeZone);
    if (!result.ok) {
      setErrors(result.errors);
      document.getElementById(result.errors.weight ? ids.weight : ids.day)?.focus();
      return;
    }
    setErrors({});
    add.mutate(result.body, {
      onSuccess: () => {
        setEntry({ weight: '', day: localDayOf(new Date(), timeZone) });
        setChosenUnit(null);
        onSaved?.();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Log a weigh-in"
      className="mt-4 grid grid-cols-[1fr_6rem] gap-3"
    >
      {fixing && (
        <p role="status" className="col-span-2 text-sm font-medium">
          This weigh-in wasn&apos;t saved. Fix it, then log it again.
        </p>
      )}
      <FormField id={ids.weight} label="Weight" error={errors.weight}>
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="decimal"
            min={20}
            max={1500}
            step={0.1}
            placeholder={weightUnit === 'kg' ? 'e.g. 82.5' : 'e.g. 180'}
            value={values.weight}
            onChange={(e) => set('weight', e.target.value)}
            className="tabular-nums"
          />
        )}
      </FormField>
      <FormField id={ids.unit} label="Unit">
        {(c) => (
          <NativeSelect {...c} value={values.unit} onChange={(e) => set('unit', e.target.value)}>
            {WEIGHT_UNITS.map((u) => (
              <option key={u} value={u}>
                {WEIGHT_LABEL[u]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={ids.day} label="Date" error={errors.day} className="col-span-2">
        {(c) => (
          <Input
            {...c}
            type="date"
            max={today}
            value={values.day}
            onChange={(e) => set('day', e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" className="col-span-2" disabled={add.isPending}>
        {add.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        {add.isPending ? 'Logging…' : 'Log Weigh-in'}
      </Button>
    </form>
  );
}
