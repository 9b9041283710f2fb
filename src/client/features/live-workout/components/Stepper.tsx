import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@client/lib/utils';

interface StepperProps {
  /** What the value is, in the buttons' and the field's names: "Set 2 weight". */
  label: string;
  value: number | null;
  step: number;
  /** A unit after the number ("lb", "reps"); shown small under it. */
  unit: string;
  onChange: (value: number | null) => void;
  /** Typing accepts halves (weights) or whole numbers (reps). */
  decimals?: boolean;
}

/**
 * A number edited in place with large − and + buttons (gym hands, a phone on a bench), and the
 * field itself for typing. What the engine refuses (out of bounds) simply does not change.
 */
export function Stepper({ label, value, step, unit, onChange, decimals = false }: StepperProps) {
  // What is being typed, while the field has focus; otherwise the value itself is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    const trimmed = (draft ?? '').trim();
    setDraft(null);
    if (draft === null) return;
    if (trimmed === '') return onChange(null);
    const n = Number(trimmed);
    if (Number.isFinite(n)) onChange(decimals ? n : Math.round(n));
  };
  const by = (delta: number) => onChange(Math.max(0, (value ?? 0) + delta));
  const button =
    'grid size-9 shrink-0 place-items-center rounded-lg bg-surface-muted text-ink active:bg-line disabled:opacity-40';
  return (
    <div className="flex items-center gap-0.5">
      <button
        type="button"
        className={button}
        aria-label={`Decrease ${label.toLowerCase()}`}
        disabled={value == null || value <= 0}
        onClick={() => by(-step)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label className="flex w-12 flex-col items-center">
        <span className="sr-only">{label}</span>
        <input
          inputMode={decimals ? 'decimal' : 'numeric'}
          value={draft ?? (value == null ? '' : String(value))}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
          className={cn(
            'h-8 w-full rounded-md border border-transparent bg-transparent text-center text-lg font-semibold tabular-nums',
            'focus:border-brand-500 focus:outline-none',
          )}
        />
        <span aria-hidden="true" className="text-[11px] leading-none text-ink-muted">
          {unit}
        </span>
      </label>
      <button
        type="button"
        className={button}
        aria-label={`Increase ${label.toLowerCase()}`}
        onClick={() => by(step)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
