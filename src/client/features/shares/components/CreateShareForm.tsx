import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { NO_WORKOUT_SELECTED } from '@shared/schemas/shares';
import { expiryWithinPlan, shareLimitNote } from '@shared/share-limits';
import type { User } from '@shared/schemas/users';
import { FormField } from '@client/components/forms/FormField';
import { NativeSelect } from '@client/components/forms/NativeSelect';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/use-toast';
import { PlanLimitNotice } from '@client/components/layout/PlanLimitNotice';
import { planLimitMessage } from '@client/lib/plan-limit';
import { useEntitlements } from '@client/lib/queries';
import { copyLink, useCreateShare } from '../api/shares';
import {
  DEFAULT_EXPIRY,
  defaultProgressRange,
  EXPIRY_OPTIONS,
  expiryFrom,
  optionAllowed,
  toDateTimeLocal,
  type ExpiryOption,
} from '../model/share-expiry';
import type { ShareTarget } from './ShareDialog';

interface CreateShareFormProps {
  user: User;
  target: ShareTarget;
  onCreated: () => void;
}

/** SPEC §5 Share: identity switch, expiry (never, 1 day, 1 week, 1 month, custom ≥ now), range. */
export function CreateShareForm({ user, target, onCreated }: CreateShareFormProps) {
  const ids = { identity: useId(), expiry: useId(), custom: useId(), start: useId(), end: useId() };
  const errorId = useId();
  const create = useCreateShare();
  // The plan's limit (a link longer than it allows), with the way to lift it (issue 13).
  const limit = planLimitMessage(create.error);
  // What the plan keeps links for: choices beyond it are disabled, with the plan's note (issue 26).
  const plan = useEntitlements().data;
  const limitDays = plan?.features.shareExpirationDays;
  const planNote = plan
    ? shareLimitNote(plan.displayName, plan.features.shareExpirationDays)
    : null;
  const [includeIdentity, setIncludeIdentity] = useState(false);
  const [expiry, setExpiry] = useState<ExpiryOption>(DEFAULT_EXPIRY);
  const [custom, setCustom] = useState('');
  const [range, setRange] = useState(() => defaultProgressRange(new Date(), user.timeZone));
  const [error, setError] = useState<string | null>(null);
  // Re-read on each render, so the picker never offers a moment already past.
  const minCustom = toDateTimeLocal(new Date());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (target.kind === 'workout' && !target.workoutId) return setError(NO_WORKOUT_SELECTED);
    if (target.kind === 'progress' && range.start > range.end) {
      return setError('The end date must be on or after the start date.');
    }
    const when = expiryFrom(expiry, custom, new Date());
    if (!when.ok) return setError(when.error);
    const at = when.expiresAt === null ? null : new Date(when.expiresAt);
    if (limitDays !== undefined && !expiryWithinPlan(limitDays, at, new Date())) {
      return setError(planNote);
    }
    setError(null);
    const body =
      target.kind === 'workout'
        ? { kind: 'workout' as const, workoutId: target.workoutId }
        : { kind: 'progress' as const, rangeStart: range.start, rangeEnd: range.end };
    create.mutate(
      { ...body, includeIdentity, expiresAt: when.expiresAt },
      {
        onSuccess: async (share) => {
          onCreated();
          const copied = await copyLink(share.url);
          toast({
            title: 'Share Created!',
            description: copied
              ? 'The link is copied to your clipboard.'
              : 'Copy the link from Manage Shares.',
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {target.kind === 'progress' && (
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-2 text-sm font-medium">Date range</legend>
          <FormField id={ids.start} label="From">
            {(c) => (
              <Input
                {...c}
                type="date"
                value={range.start}
                max={range.end}
                required
                onChange={(e) => setRange((r) => ({ ...r, start: e.target.value }))}
              />
            )}
          </FormField>
          <FormField id={ids.end} label="To">
            {(c) => (
              <Input
                {...c}
                type="date"
                value={range.end}
                min={range.start}
                required
                onChange={(e) => setRange((r) => ({ ...r, end: e.target.value }))}
              />
            )}
          </FormField>
        </fieldset>
      )}
      <FormField
        id={ids.expiry}
        label="Link expires"
        hint={
          planNote && (
            <>
              {planNote}{' '}
              <Link
                href="/subscription"
                className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-200"
              >
                See plans
              </Link>
            </>
          )
        }
      >
        {(c) => (
          <NativeSelect
            {...c}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value as ExpiryOption)}
          >
            {EXPIRY_OPTIONS.map((o) => {
              const allowed = optionAllowed(o.value, limitDays, new Date());
              return (
                <option key={o.value} value={o.value} disabled={!allowed}>
                  {allowed || !plan ? o.label : `${o.label} (not on ${plan.displayName})`}
                </option>
              );
            })}
          </NativeSelect>
        )}
      </FormField>
      {expiry === 'custom' && (
        <FormField id={ids.custom} label="Expires at">
          {(c) => (
            <Input
              {...c}
              type="datetime-local"
              min={minCustom}
              value={custom}
              required
              onChange={(e) => setCustom(e.target.value)}
            />
          )}
        </FormField>
      )}
      <div className="flex items-start gap-3 rounded-control bg-surface-muted p-3">
        <input
          id={ids.identity}
          type="checkbox"
          role="switch"
          aria-checked={includeIdentity}
          checked={includeIdentity}
          onChange={(e) => setIncludeIdentity(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div className="space-y-0.5">
          <Label htmlFor={ids.identity}>Show my name</Label>
          <p className="text-xs text-ink-muted">
            The page will say who shared it. Off: it stays anonymous.
          </p>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {limit && <PlanLimitNotice message={limit} />}
      <Button
        type="submit"
        disabled={create.isPending}
        aria-describedby={error ? errorId : undefined}
      >
        {create.isPending ? 'Creating…' : 'Create share link'}
      </Button>
    </form>
  );
}
