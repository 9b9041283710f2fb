import { cn } from '@client/lib/utils';

interface ChoiceChipsProps {
  legend: string;
  name: string;
  values: readonly string[];
  current: string;
  label: (value: string) => string;
  /** A colour option's fill class per value, drawn as a dot beside its name. */
  swatches?: Readonly<Record<string, string>>;
  onChoose: (value: string) => void;
}

/**
 * One option as a row of radio chips (one tab stop, arrow keys move). The radio itself covers its
 * chip, so focus, the focus ring and a tap all land on what is seen.
 */
export function ChoiceChips(props: ChoiceChipsProps) {
  const { legend, name, values, current, label, swatches, onChoose } = props;
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {/* Four values sit two by two rather than three and one. */}
      <div className={cn('grid gap-2', values.length === 4 ? 'grid-cols-2' : 'grid-cols-3')}>
        {values.map((value) => {
          const checked = value === current;
          return (
            <label
              key={value}
              className={cn(
                'relative flex min-h-11 items-center justify-center gap-1.5 rounded-control border px-2 text-center text-sm leading-tight font-semibold transition-colors',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-surface-muted dark:text-brand-200'
                  : 'border-line text-ink hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={checked}
                onChange={() => onChoose(value)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-control"
              />
              {swatches?.[value] && (
                <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 shrink-0">
                  <circle
                    cx="8"
                    cy="8"
                    r="7.25"
                    strokeWidth="1.5"
                    className={cn('stroke-line', swatches[value])}
                  />
                </svg>
              )}
              {label(value)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
