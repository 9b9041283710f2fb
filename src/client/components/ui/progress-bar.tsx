import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '@client/lib/utils';

interface ProgressBarProps {
  /** 0–100; values outside are clamped. */
  value: number;
  /** What the bar measures, for screen readers ("Run 50 miles progress"). */
  label: string;
  /** The spoken value when a percentage alone says too little ("20 of 50 miles"). */
  valueText?: string;
  tone?: 'brand' | 'success' | 'danger' | 'accent';
  className?: string;
}

const TONES = {
  brand: 'bg-brand-600',
  success: 'bg-success',
  danger: 'bg-danger',
  accent: 'bg-accent-500',
} as const;

/** A labelled progress bar (role progressbar, Radix), for goals and workout-type shares. */
export function ProgressBar({
  value,
  label,
  valueText,
  tone = 'brand',
  className,
}: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-line/70', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full rounded-full transition-[width] duration-500', TONES[tone])}
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
