import type { Lifts } from '@shared/schemas/lifts';
import type { WeightUnit } from '@shared/units';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { plural } from '@client/lib/formatting';
import { liftStats, muscleBars } from '../model/lifts-format';

/**
 * What a lifter reads on Progress (issue 27 §4): each lift's records and volume, and this week's
 * working sets per muscle group. Warm-ups count for neither (the server leaves them out).
 */
export function LiftsCards({ lifts, weightUnit }: { lifts: Lifts; weightUnit: WeightUnit }) {
  return (
    <>
      {lifts.exercises.length > 0 && (
        <Card aria-labelledby="lifts-title">
          <CardTitle id="lifts-title" className="text-lg">
            Lifts
          </CardTitle>
          <CardDescription className="mt-1 text-sm text-ink-muted">
            Best of your working sets; warm-ups don’t count.
          </CardDescription>
          <ul className="mt-4 flex flex-col divide-y divide-line">
            {lifts.exercises.map((e) => (
              <li key={e.name} aria-label={e.name} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="truncate font-semibold">{e.name}</h3>
                  <span className="shrink-0 text-xs text-ink-muted">
                    {plural(e.timesDone, 'time')}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                  {liftStats(e, weightUnit).map((s) => (
                    <div key={s.label} className="min-w-0">
                      <dt className="text-xs text-ink-muted">{s.label}</dt>
                      <dd className="text-sm font-semibold tabular-nums">{s.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <MuscleSets lifts={lifts} />
    </>
  );
}

function MuscleSets({ lifts }: { lifts: Lifts }) {
  const bars = muscleBars(lifts.weeks.at(-1));
  return (
    <Card aria-labelledby="muscle-sets-title">
      <CardTitle id="muscle-sets-title" className="text-lg">
        Sets per muscle group this week
      </CardTitle>
      {bars.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">
          No working sets in the last 7 days. Log a strength workout to see them here.
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {bars.map((m) => (
            <li key={m.muscle}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{m.label}</span>
                <span className="text-ink-muted tabular-nums">{plural(m.sets, 'set')}</span>
              </div>
              <ProgressBar
                className="mt-1.5 h-2"
                value={m.percent}
                label={`${m.label} sets`}
                valueText={plural(m.sets, 'set')}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
