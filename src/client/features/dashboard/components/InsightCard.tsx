import {
  CalendarPlus,
  CalendarX,
  Dumbbell,
  Flame,
  Footprints,
  Shuffle,
  Sparkles,
  Target,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Suggestion, SuggestionKind } from '@shared/schemas/dashboard';
import { Button } from '@client/components/ui/button';
import type { UnitPrefs } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';
import { INSIGHT_TONE } from '../model/dashboard-format';

/** Loaded when Schedule It is pressed, not with Home (the dashboard's script budget). */
const ScheduleDialog = lazy(() =>
  import('./ScheduleDialog').then((m) => ({ default: m.ScheduleDialog })),
);

const ICONS: Record<SuggestionKind, LucideIcon> = {
  streak: Flame,
  'goal-overdue': CalendarX,
  'goal-close': Target,
  'personal-best': Trophy,
  'missing-type': Shuffle,
  'muscle-group': Dumbbell,
  comeback: Footprints,
  'first-workout': Sparkles,
};

const TONES = {
  accent: 'bg-accent-100 text-accent-600 dark:bg-surface-muted dark:text-accent-400',
  danger: 'bg-danger/10 text-danger',
  brand: 'bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200',
} as const;

interface InsightCardProps {
  suggestion: Suggestion;
  timeZone: string;
  units: UnitPrefs;
  onMaybeLater: (id: string) => void;
}

/**
 * One AI Coach Insight: what Joey noticed, Schedule It (its workout on a day ahead, or logged
 * now: ScheduleDialog), Maybe Later (hide).
 */
export function InsightCard({ suggestion, timeZone, units, onMaybeLater }: InsightCardProps) {
  const Icon = ICONS[suggestion.kind];
  const [scheduling, setScheduling] = useState(false);
  const titleId = `insight-${suggestion.id.replace(/[^a-z0-9-]/gi, '-')}`;
  return (
    <li className="rounded-2xl border border-line/70 p-4">
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            TONES[INSIGHT_TONE[suggestion.kind]],
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold">
            {suggestion.title}
          </h3>
          <p className="mt-1 text-sm text-ink-muted">{suggestion.message}</p>
        </div>
      </div>
      {/* The buttons say which insight they act on, for screen readers listing controls. */}
      {/* Side by side when they fit, stacked on the narrowest phones. */}
      <div className="mt-4 flex flex-wrap gap-2 *:flex-auto">
        <Button
          variant="secondary"
          aria-describedby={titleId}
          aria-haspopup="dialog"
          onClick={() => setScheduling(true)}
        >
          <CalendarPlus aria-hidden="true" />
          Schedule It
        </Button>
        <Button
          variant="ghost"
          aria-describedby={titleId}
          onClick={() => onMaybeLater(suggestion.id)}
        >
          Maybe Later
        </Button>
      </div>
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleDialog
            suggestion={suggestion}
            timeZone={timeZone}
            units={units}
            open
            onOpenChange={setScheduling}
          />
        </Suspense>
      )}
    </li>
  );
}
