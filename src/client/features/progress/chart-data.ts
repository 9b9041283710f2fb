import type { WeekBucket } from '@shared/weeklyActivity';
import { formatShortDay } from '@client/lib/formatting';

export interface ChartPoint extends WeekBucket {
  /** The axis label: the week's first day, "Mar 4". */
  label: string;
  /** The week in words for the table and tooltip: "Mar 4 – Mar 10". */
  range: string;
}

export function chartPoints(weeks: WeekBucket[]): ChartPoint[] {
  return weeks.map((w) => ({
    ...w,
    label: formatShortDay(w.from),
    range: `${formatShortDay(w.from)} – ${formatShortDay(w.to)}`,
  }));
}

/** One line under the chart title, so the numbers are there without reading the bars. */
export function chartSummary(weeks: WeekBucket[]): string {
  const workouts = weeks.reduce((n, w) => n + w.workouts, 0);
  const minutes = weeks.reduce((n, w) => n + w.minutes, 0);
  const active = weeks.filter((w) => w.workouts > 0).length;
  return `${workouts} ${workouts === 1 ? 'workout' : 'workouts'} · ${minutes} min · active ${active} of ${weeks.length} weeks`;
}
