import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import {
  AXIS,
  CHART_ROOT,
  ChartTooltipCard,
  GRID,
  prefersReducedMotion,
} from '@client/components/charts/chart-style';
import type { ChartPoint } from '../model/chart-data';

/**
 * The 12-week chart: minutes as bars (left axis), workouts as a line (right axis). Loaded lazily
 * so recharts stays out of the main bundle; hidden from screen readers, which get the table the
 * card renders beside it.
 */
export default function WeeklyChart({ points }: { points: ChartPoint[] }) {
  const animate = !prefersReducedMotion();
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ComposedChart
        data={points}
        {...CHART_ROOT}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" {...AXIS} minTickGap={12} />
        <YAxis yAxisId="minutes" {...AXIS} width={36} allowDecimals={false} />
        <YAxis yAxisId="workouts" orientation="right" {...AXIS} width={24} allowDecimals={false} />
        <Tooltip content={ChartTooltip} cursor={{ fill: 'var(--color-surface-muted)' }} />
        <Bar
          yAxisId="minutes"
          dataKey="minutes"
          name="Minutes"
          fill="var(--color-brand-500)"
          radius={[4, 4, 0, 0]}
          maxBarSize={18}
          isAnimationActive={animate}
        />
        <Line
          yAxisId="workouts"
          dataKey="workouts"
          name="Workouts"
          type="monotone"
          stroke="var(--color-accent-500)"
          strokeWidth={2.5}
          dot={ActiveWeekDot}
          activeDot={{ r: 5, fill: 'var(--color-accent-500)', strokeWidth: 0 }}
          isAnimationActive={animate}
        />
      </ComposedChart>
    </div>
  );
}

/** Dots only on weeks with workouts: a row of dots along zero is noise, not information. */
function ActiveWeekDot({
  cx,
  cy,
  payload,
  index,
}: {
  cx?: number;
  cy?: number;
  payload?: ChartPoint;
  index?: number;
}) {
  if (!payload?.workouts || cx == null || cy == null) return <g key={index} />;
  return <circle key={index} cx={cx} cy={cy} r={3.5} fill="var(--color-accent-500)" />;
}

function ChartTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltipCard title={point.range}>
      {point.minutes} min · {point.workouts} {point.workouts === 1 ? 'workout' : 'workouts'}
      {point.distance && ` · ${point.distance}`}
    </ChartTooltipCard>
  );
}
