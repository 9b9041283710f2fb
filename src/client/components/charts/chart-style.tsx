import type { ReactNode } from 'react';

// What every chart of the app shares (Progress's weekly and weight charts, an exercise's
// history). Plain props and markup, no recharts import: the charts import recharts themselves, so
// it stays in their lazy chunks.

/** Charts draw at once for people who asked the system for less motion. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The common props of a chart's root: fills its box, drawn for sighted users only. */
export const CHART_ROOT = {
  responsive: true,
  style: { width: '100%', height: '100%' },
  accessibilityLayer: false,
} as const;

/** Horizontal guide lines only. */
export const GRID = { vertical: false, stroke: 'var(--color-line)', strokeDasharray: '3 3' };

/** Axes as quiet labels: small muted ticks, no lines. */
export const AXIS = {
  tick: { fill: 'var(--color-ink-muted)', fontSize: 11 },
  tickLine: false,
  axisLine: false,
} as const;

/** The brand line of a series over time, with its hovered dot. */
export const BRAND_LINE = {
  type: 'monotone',
  stroke: 'var(--color-brand-600)',
  strokeWidth: 2.5,
  activeDot: { r: 5, fill: 'var(--color-brand-600)', strokeWidth: 0 },
} as const;

/** The card a chart's tooltip shows: what the point is, then its figures. */
export function ChartTooltipCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface px-3 py-2 text-xs text-ink shadow-card">
      <p className="font-semibold">{title}</p>
      <p className="tabular-nums">{children}</p>
    </div>
  );
}
