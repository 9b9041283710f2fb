import type { ImportResult, ImportWarning } from '@shared/schemas/imports';
import { formatNumber } from '@client/lib/formatting';
import { dateRangeText } from '../model/import-text';

/** What an import of the file would add (issue 29 §6), as the dry run answered. */
export function PreviewSummary({ preview }: { preview: ImportResult }) {
  const range = dateRangeText(preview.from, preview.to);
  const rows: [string, string][] = [
    ['Workouts', formatNumber(preview.workouts)],
    ['Sets', formatNumber(preview.sets)],
    ['Exercises', formatNumber(preview.exercises)],
  ];
  if (preview.weighIns) rows.push(['Weigh-ins', formatNumber(preview.weighIns)]);
  if (preview.routines) rows.push(['Routines', formatNumber(preview.routines)]);
  if (preview.goals) rows.push(['Goals', formatNumber(preview.goals)]);
  rows.push(['Sets already here', formatNumber(preview.duplicates)]);
  rows.push(['Rows skipped', formatNumber(preview.skipped)]);
  return (
    <section aria-labelledby="import-preview-title" className="flex flex-col gap-3">
      <div>
        <h2 id="import-preview-title" className="text-base font-semibold">
          What this file adds
        </h2>
        {range && (
          <p className="text-sm text-ink-muted" data-testid="import-date-range">
            Workouts from {range}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2" data-testid="import-preview-counts">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col rounded-control bg-surface-muted px-3 py-2">
            <dt className="text-xs font-medium text-ink-muted">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.duplicates > 0 && (
        <p className="text-sm text-ink-muted">
          Sets already here came in with an earlier import of the same history; they are not added
          twice.
        </p>
      )}
      <Warnings warnings={preview.warnings} />
    </section>
  );
}

/** Few warnings are shown as they are; many fold away behind their count. */
const SHOWN_OPEN = 3;

function Warnings({ warnings }: { warnings: ImportWarning[] }) {
  if (warnings.length === 0) return null;
  const list = (
    <ul className="flex flex-col gap-1 text-sm" aria-label="Warnings">
      {warnings.map((w, i) => (
        <li key={i} className="break-words">
          {w.line !== null && <span className="font-semibold tabular-nums">Line {w.line}: </span>}
          {w.message}
        </li>
      ))}
    </ul>
  );
  const title = `${formatNumber(warnings.length)} ${warnings.length === 1 ? 'warning' : 'warnings'}`;
  if (warnings.length <= SHOWN_OPEN) {
    return (
      <div className="flex flex-col gap-1 rounded-control border border-line/60 p-3">
        <h3 className="text-sm font-semibold">{title}</h3>
        {list}
      </div>
    );
  }
  return (
    <details className="rounded-control border border-line/60 p-3">
      <summary className="min-h-6 cursor-pointer text-sm font-semibold">
        {title}: rows read differently or left out
      </summary>
      <div className="mt-2">{list}</div>
    </details>
  );
}
