import { CircleCheck, Sparkles } from 'lucide-react';
import { useRef } from 'react';
import type { Suggestion } from '@shared/schemas/dashboard';
import { Card, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import type { UnitPrefs } from '@client/lib/formatting';
import { useDismissSuggestion } from '../api/dismiss-suggestion';
import { InsightCard } from './InsightCard';

interface CoachInsightsProps {
  userId: string;
  /** Visible insights (dismissed ones are already left out); undefined while loading. */
  suggestions: Suggestion[] | undefined;
  /** The user's zone and units, for Schedule It's day, time and amounts. */
  timeZone: string;
  units: UnitPrefs;
}

/** SPEC §2 Dashboard: AI Coach Insights, built by the server from the user's own data. */
export function CoachInsights({ userId, suggestions, timeZone, units }: CoachInsightsProps) {
  const dismiss = useDismissSuggestion(userId);
  const heading = useRef<HTMLHeadingElement>(null);

  const maybeLater = (id: string) => {
    dismiss.mutate(id);
    // The card (and the focused button) goes away; keep keyboard users in this section.
    heading.current?.focus();
  };

  return (
    <Card aria-labelledby="insights-title" aria-busy={!suggestions}>
      <CardTitle
        id="insights-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg outline-none"
      >
        <Sparkles aria-hidden="true" className="size-5 text-accent-500" />
        AI Coach Insights
      </CardTitle>
      {!suggestions ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-36 w-full rounded-2xl" />
        </div>
      ) : suggestions.length === 0 ? (
        <div className="mt-4 flex items-start gap-3 rounded-2xl bg-surface-muted p-4">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <div>
            <p className="font-semibold">You're all caught up</p>
            <p className="mt-0.5 text-sm text-ink-muted">
              Joey will have fresh ideas after your next workout, or tomorrow.
            </p>
          </div>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {suggestions.map((s) => (
            <InsightCard
              key={s.id}
              suggestion={s}
              timeZone={timeZone}
              units={units}
              onMaybeLater={maybeLater}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
