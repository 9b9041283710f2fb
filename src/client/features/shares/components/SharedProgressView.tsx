import { CalendarDays } from 'lucide-react';
import { Link } from 'wouter';
import type { SharedProgressView as ProgressView } from '@shared/schemas/shares';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { formatNumber } from '@client/lib/formatting';
import { rangeLabel, sharedDistance, shareUnits } from '../model/share-format';

/** A shared progress summary: the range, its totals and the workouts by type, and a CTA. */
export function SharedProgressView({ share }: { share: ProgressView }) {
  // Miles on the wire, shown in the sharer's distance unit (issue 8).
  const distance = sharedDistance(share.totals.miles, shareUnits(share));
  const tiles = [
    { label: 'Workouts', value: formatNumber(share.totals.workouts, 0) },
    { label: 'Minutes', value: formatNumber(share.totals.minutes, 0) },
    distance,
  ];
  return (
    <>
      <header className="space-y-2 pt-4">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-200">Progress</p>
        <h1 className="text-3xl font-extrabold tracking-tight">Fitness progress</h1>
        <p className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <CalendarDays aria-hidden="true" className="size-4" />
          {rangeLabel(share.range.start, share.range.end)}
        </p>
        {share.identity?.name && <p className="text-sm">Shared by {share.identity.name}</p>}
      </header>
      <dl className="grid grid-cols-3 gap-3">
        {tiles.map((t) => (
          <div
            key={t.label}
            className="flex flex-col-reverse gap-1 rounded-card border border-line/60 bg-surface p-4 text-center shadow-card"
          >
            <dt className="text-xs text-ink-muted">{t.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{t.value}</dd>
          </div>
        ))}
      </dl>
      <Card>
        <CardTitle>By workout type</CardTitle>
        {share.byType.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">No workouts in this period.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {share.byType.map((t) => (
              <li key={t.type} className="flex justify-between gap-3 py-3 text-sm">
                <span className="font-medium capitalize">{t.type}</span>
                <span className="text-ink-muted tabular-nums">
                  {t.workouts} {t.workouts === 1 ? 'workout' : 'workouts'} · {t.minutes} min
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Button asChild size="lg">
        <Link href="/">Track your workouts with Joey Fit</Link>
      </Button>
    </>
  );
}
