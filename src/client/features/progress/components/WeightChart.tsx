import {
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import {
  AXIS,
  BRAND_LINE,
  CHART_ROOT,
  ChartTooltipCard,
  GRID,
  prefersReducedMotion,
} from '@client/components/charts/chart-style';
import { formatNumber } from '@client/lib/formatting';
import type { WeightPoint } from '../model/weigh-ins';

const DAY_MS = 86_400_000;

/**
 * Body weight over time (issue 8), in the user's unit, on a time axis so gaps between weigh-ins
 * show as gaps. Loaded lazily like the weekly chart; hidden from screen readers, which get the
 * list of weigh-ins beside it.
 */
export default function WeightChart({
  points,
  unitLabel,
  timeZone,
}: {
  points: WeightPoint[];
  unitLabel: string;
  timeZone: string;
}) {
  const animate = !prefersReducedMotion();
  const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
  const first = points[0]!.at;
  const last = points.at(-1)!.at;
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <LineChart data={points} {...CHART_ROOT} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid {...GRID} />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={[first - DAY_MS / 4, last + DAY_MS / 4]}
          tickFormatter={(x: number) => shortDay.format(x)}
          {...AXIS}
          minTickGap={24}
        />
        <YAxis
          dataKey="value"
          domain={[(min: number) => Math.floor(min - 1), (max: number) => Math.ceil(max + 1)]}
          tickFormatter={(v: number) => formatNumber(v, 1)}
          {...AXIS}
          width={40}
          allowDecimals={false}
        />
        <Tooltip content={(props) => <WeightTooltip {...props} unitLabel={unitLabel} />} />
        <Line
          dataKey="value"
          {...BRAND_LINE}
          dot={{ r: 3.5, fill: 'var(--color-brand-600)', strokeWidth: 0 }}
          isAnimationActive={animate}
        />
      </LineChart>
    </div>
  );
}

function WeightTooltip({
  active,
  payload,
  unitLabel,
}: TooltipContentProps & { unitLabel: string }) {
  const point = payload?.[0]?.payload as WeightPoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltipCard title={point.label}>
      {formatNumber(point.value, 1)} {unitLabel}
    </ChartTooltipCard>
  );
}
