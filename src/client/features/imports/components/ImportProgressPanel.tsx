import { ProgressBar } from '@client/components/ui/progress-bar';
import { formatNumber, plural } from '@client/lib/formatting';
import type { ImportProgress } from '../api/imports';
import { progressPercent } from '../model/import-text';

/**
 * The import under way (issue 29 §5): how much of the file the server has read, and what it has
 * written so far. The bar's value is spoken by screen readers on demand, not on every batch.
 */
export function ImportProgressPanel({
  progress,
  size,
}: {
  progress: ImportProgress;
  size: number;
}) {
  const percent = progressPercent(progress.bytes, size);
  const counted = `${plural(progress.workouts, 'workout')} and ${plural(progress.sets, 'set')} so far`;
  return (
    <section
      aria-labelledby="import-progress-title"
      className="flex flex-col gap-3 rounded-card border border-line/60 bg-surface p-5"
    >
      <h2 id="import-progress-title" className="text-base font-semibold">
        Importing…
      </h2>
      <ProgressBar
        value={percent}
        label="Import progress"
        valueText={`${percent}%: ${counted}`}
        className="h-3"
      />
      <p className="flex justify-between gap-3 text-sm text-ink-muted tabular-nums">
        <span data-testid="import-progress-counts">{counted}</span>
        <span>{formatNumber(percent)}%</span>
      </p>
      <p className="text-sm text-ink-muted">
        Keep this screen open until it finishes. If it stops, import the same file again: what is
        already here is not added twice.
      </p>
    </section>
  );
}
