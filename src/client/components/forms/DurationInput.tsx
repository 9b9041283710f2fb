import { useState } from 'react';
import { Input } from '@client/components/ui/input';
import { cn } from '@client/lib/utils';
import {
  clampDurationPart,
  draftFromSeconds,
  DURATION_QUICK_PICKS,
  secondsFromDraft,
  type DurationDraft,
  type DurationPart,
} from './duration-parts';

interface DurationInputProps {
  /** Prefix for the boxes' ids, unique on the page. */
  id: string;
  legend: string;
  /** Seconds, or null for "not given". */
  value: number | null;
  onChange: (seconds: number | null) => void;
  className?: string;
}

const PARTS: { part: DurationPart; label: string; unit: string }[] = [
  { part: 'hours', label: 'Hours', unit: 'h' },
  { part: 'minutes', label: 'Minutes', unit: 'min' },
  { part: 'seconds', label: 'Seconds', unit: 's' },
];

/**
 * SPEC §5 Duration input: hours, minutes and seconds boxes (clamped as typed, rules in
 * duration-parts.ts) and quick picks. The boxes keep their own text so an empty box stays empty
 * while typing; a new value from outside (a quick pick, a prefill) replaces it.
 */
export function DurationInput({ id, legend, value, onChange, className }: DurationInputProps) {
  const [draft, setDraft] = useState<DurationDraft>(() => draftFromSeconds(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== secondsFromDraft(draft)) setDraft(draftFromSeconds(value));
  }

  const commit = (next: DurationDraft) => {
    const seconds = secondsFromDraft(next);
    setDraft(next);
    setShown(seconds);
    onChange(seconds);
  };

  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-2', className)}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {PARTS.map(({ part, label, unit }) => (
          <label key={part} className="relative block">
            <span className="sr-only">{`${legend} ${label.toLowerCase()}`}</span>
            <Input
              id={`${id}-${part}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={part === 'hours' ? undefined : 59}
              step={1}
              placeholder="0"
              value={draft[part]}
              onChange={(e) =>
                commit({ ...draft, [part]: clampDurationPart(part, e.target.value) })
              }
              className="pr-10 tabular-nums"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-muted"
            >
              {unit}
            </span>
          </label>
        ))}
      </div>
      <div role="group" aria-label={`${legend} quick picks`} className="grid grid-cols-4 gap-2">
        {DURATION_QUICK_PICKS.map((pick) => {
          const active = value === pick.seconds;
          return (
            <button
              key={pick.seconds}
              type="button"
              aria-pressed={active}
              onClick={() => commit(draftFromSeconds(pick.seconds))}
              className={cn(
                'h-11 rounded-full border text-sm font-semibold tabular-nums transition-colors',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-surface text-ink hover:bg-surface-muted',
              )}
            >
              {pick.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
