import { cn } from '@client/lib/utils';

interface SegmentedChoiceProps<T extends string> {
  legend: string;
  description?: string;
  name: string;
  options: readonly T[];
  labels: Record<T, string>;
  /** Nothing chosen yet when null: the person must answer. */
  current: T | null;
  disabled?: boolean;
  onChoose: (value: T) => void;
}

/** Radio buttons drawn as one segmented control (one tab stop; the arrow keys move). */
export function SegmentedChoice<T extends string>(props: SegmentedChoiceProps<T>) {
  const { legend, description, name, options, labels, current, disabled, onChoose } = props;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1.5">
      <legend className="text-sm font-semibold">{legend}</legend>
      {description && <p className="text-sm text-ink-muted">{description}</p>}
      <div
        className="grid gap-1 rounded-control bg-surface-muted p-1"
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((value) => (
          <label
            key={value}
            className={cn(
              'grid min-h-11 cursor-pointer place-items-center rounded-[0.6rem] px-2 text-center text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              value === current ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === current}
              onChange={() => onChoose(value)}
              className="sr-only"
            />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
