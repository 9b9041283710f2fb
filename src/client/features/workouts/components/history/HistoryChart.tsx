import {
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { HistoryPoint, HistorySeries } from '../../format/history-format';
import { formatAmount } from '../../format/workout-format';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const tick = { fill: 'var(--color-ink-muted)', fontSize: 11 };

/**
 * An exercise over time: one point per time it was done, records in the warm accent. Loaded
 * lazily (recharts stays out of the main bundle, as on Progress); hidden from screen readers,
 * which get the table the dialog renders beside it.
 */
export default function HistoryChart({ series }: { series: HistorySeries }) {
  const animate = !reducedMotion();
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <LineChart
        data={series.points}
        responsive
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--color-line)" strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} minTickGap={16} />
        <YAxis
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={40}
          domain={['auto', 'auto']}
          allowDecimals={series.kind === 'distance' || series.kind === 'duration'}
        />
        <Tooltip
          content={(props: TooltipContentProps) => <PointTooltip {...props} unit={series.unit} />}
          cursor={{ stroke: 'var(--color-line)' }}
        />
        <Line
          dataKey="value"
          type="monotone"
          stroke="var(--color-brand-600)"
          strokeWidth={2.5}
          dot={RecordDot}
          activeDot={{ r: 5, fill: 'var(--color-brand-600)', strokeWidth: 0 }}
          isAnimationActive={animate}
        />
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
    <div className="rounded-xl border border-line bg-surface px-3 py-2 text-xs text-ink shadow-card">
      <p className="font-semibold">{point.label}</p>
      <p className="tabular-nums">
        {formatAmount(point.value)} {unit}
        {point.record ? ' · PR' : ''}
      </p>
    </div>
  );
}
