import {
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { formatNumber } from '@client/lib/formatting';
import type { WeightPoint } from '../weigh-ins';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const tick = { fill: 'var(--color-ink-muted)', fontSize: 11 };
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
  const animate = !reducedMotion();
  const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone });
  const first = points[0]!.at;
  const last = points.at(-1)!.at;
  return (
    <div aria-hidden="true" className="h-48 w-full">
      <LineChart
        data={points}
        responsive
        style={{ width: '100%', height: '100%' }}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--color-line)" strokeDasharray="3 3" />
        <XAxis
          dataKey="at"
          type="number"
          scale="time"
          domain={[first - DAY_MS / 4, last + DAY_MS / 4]}
          tickFormatter={(x: number) => shortDay.format(x)}
          tick={tick}
          tickLine={false}
          axisLine={false}
          minTickGap={24}
        />
        <YAxis
          dataKey="value"
          domain={[(min: number) => Math.floor(min - 1), (max: number) => Math.ceil(max + 1)]}
          tickFormatter={(v: number) => formatNumber(v, 1)}
          tick={tick}
          tickLine={false}
          axisLine={false}
          width={40}
          allowDecimals={false}
        />
        <Tooltip content={(props) => <WeightTooltip {...props} unitLabel={unitLabel} />} />
        <Line
          dataKey="value"
          type="monotone"
          stroke="var(--color-brand-600)"
          strokeWidth={2.5}
          dot={{ r: 3.5, fill: 'var(--color-brand-600)', strokeWidth: 0 }}
          activeDot={{ r: 5, fill: 'var(--color-brand-600)', strokeWidth: 0 }}
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
    <div className="rounded-xl border border-line bg-surface px-3 py-2 text-xs text-ink shadow-card">
      <p className="font-semibold">{point.label}</p>
      <p className="tabular-nums">
        {formatNumber(point.value, 1)} {unitLabel}
      </p>
    </div>
  );
}
