import { CircleCheck, Target } from 'lucide-react';
import { Link } from 'wouter';
import type { Goal } from '@shared/schemas/goals';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { formatGoalProgress, type UnitPrefs } from '@client/lib/formatting';

/**
 * SPEC §2 Progress: Goals Progress, every goal with how far along it is, its numbers in the
 * user's units (issue 8: a 15 lbs goal reads 6.8 kg for a kg user).
 */
export function GoalsProgress({ goals, units }: { goals: Goal[]; units: UnitPrefs }) {
  return (
    <Card aria-labelledby="goals-progress-title">
      <CardTitle id="goals-progress-title" className="text-lg">
        Goals Progress
      </CardTitle>
      {goals.length === 0 ? (
        <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-6 text-center">
          <Target aria-hidden="true" className="size-8 text-ink-muted" />
          <p className="text-sm text-ink-muted">No goals yet. Set one on Home and track it here.</p>
          <Button asChild variant="outline">
            <Link href="/">Set a goal</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {goals.map((g) => {
            const amount = formatGoalProgress(g, units);
            return (
              <li key={g.id}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-center gap-1.5 font-medium">
                    {g.isCompleted && (
                      <>
                        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
                        <span className="sr-only">Completed:</span>
                      </>
                    )}
                    <span className="truncate">{g.title}</span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {g.progressPercentage}%
                  </span>
                </div>
                <ProgressBar
                  className="mt-1.5"
                  value={g.progressPercentage}
                  label={`${g.title} progress`}
                  valueText={`${g.progressPercentage}%, ${amount}`}
                  tone={g.isCompleted ? 'success' : 'brand'}
                />
                <p className="mt-1 text-xs text-ink-muted tabular-nums">{amount}</p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
