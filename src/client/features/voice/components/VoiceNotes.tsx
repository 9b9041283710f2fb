import { Lightbulb, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

const TONES = {
  tip: 'bg-accent-100 text-ink dark:bg-surface-muted',
  warning: 'bg-danger/10 text-ink',
} as const;

const ICONS: Record<keyof typeof TONES, LucideIcon> = { tip: Lightbulb, warning: TriangleAlert };

/** A short advisory line: the attempt banner, the poor-audio advice, the typing hint. */
export function VoiceNote({
  tone = 'tip',
  children,
  className,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-control px-3 py-2.5 text-left text-sm',
        TONES[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
