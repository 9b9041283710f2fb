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
import type { HistoryPoint, HistorySeries } from '../../model/history-format';
import { formatAmount } from '../../model/workout-format';

/**
 * An exercise over time: one point per time it was done, records in the warm accent. Loaded
 * lazily (recharts stays out of the main bundle, as on Progress); hidden from screen readers,
 * which get the table the dialog renders beside it.
 */
export default function HistoryChart({ series }: { series: HistorySeries }) {
  const animate = !prefersReducedMotion();
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <LineChart
        data={series.points}
        {...CHART_ROOT}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...GRID} />
        <XAxis dataKey="label" {...AXIS} minTickGap={16} />
        <YAxis
          {...AXIS}
          width={40}
          domain={['auto', 'auto']}
          allowDecimals={series.kind === 'distance' || series.kind === 'duration'}
        />
        <Tooltip
          content={(props: TooltipContentProps) => <PointTooltip {...props} unit={series.unit} />}
          cursor={{ stroke: 'var(--color-line)' }}
        />
        <Line dataKey="value" {...BRAND_LINE} dot={RecordDot} isAnimationActive={animate} />
      </LineChart>
    </div>
  );
}

function RecordDot({
  cx,
  cy,
  payload,
  index,
}: {
  cx?: number;
  cy?: number;
  payload?: HistoryPoint;
  index?: number;
}) {
  if (cx == null || cy == null) return <g key={index} />;
  return payload?.record ? (
    <circle key={index} cx={cx} cy={cy} r={5} fill="var(--color-accent-500)" strokeWidth={0} />
  ) : (
    <circle key={index} cx={cx} cy={cy} r={3} fill="var(--color-brand-600)" strokeWidth={0} />
  );
}

function PointTooltip({ active, payload, unit }: TooltipContentProps & { unit: string }) {
  const point = payload?.[0]?.payload as HistoryPoint | undefined;
  if (!active || !point) return null;
  return (
    <ChartTooltipCard title={point.label}>
      {formatAmount(point.value)} {unit}
      {point.record ? ' · PR' : ''}
    </ChartTooltipCard>
  );
}
