import type { DistancePreference } from '@shared/units';
import type { WeekBucket } from '@shared/weekly-activity';
import { formatMilesAs, formatShortDay } from '@client/lib/formatting';

export interface ChartPoint extends WeekBucket {
  /** The axis label: the week's first day, "Mar 4". */
  label: string;
  /** The week in words for the table and tooltip: "Mar 4 – Mar 10". */
  range: string;
  /** The week's distance in the user's unit, "12.4 km", or null when nothing was covered. */
  distance: string | null;
}

export function chartPoints(
  weeks: WeekBucket[],
  miles: readonly number[] = [],
  distanceUnit: DistancePreference = 'mi',
): ChartPoint[] {
  return weeks.map((w, i) => ({
    ...w,
    label: formatShortDay(w.from),
    range: `${formatShortDay(w.from)} – ${formatShortDay(w.to)}`,
    distance: (miles[i] ?? 0) > 0 ? formatMilesAs(miles[i]!, distanceUnit) : null,
  }));
}

/** One line under the chart title, so the numbers are there without reading the bars. */
export function chartSummary(
  weeks: WeekBucket[],
  miles: readonly number[] = [],
  distanceUnit: DistancePreference = 'mi',
): string {
  const workouts = weeks.reduce((n, w) => n + w.workouts, 0);
  const minutes = weeks.reduce((n, w) => n + w.minutes, 0);
  const active = weeks.filter((w) => w.workouts > 0).length;
  const total = miles.reduce((n, m) => n + m, 0);
  const distance = total > 0 ? ` · ${formatMilesAs(total, distanceUnit)}` : '';
  return `${workouts} ${workouts === 1 ? 'workout' : 'workouts'} · ${minutes} min${distance} · active ${active} of ${weeks.length} weeks`;
}
