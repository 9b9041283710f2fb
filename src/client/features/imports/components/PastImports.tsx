import { IMPORT_SOURCE_LABELS, type ImportSummary } from '@shared/schemas/imports';
import { LoadError } from '@client/components/layout/LoadError';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatNumber, plural } from '@client/lib/formatting';
import { useImports } from '../api/imports';
import { dateRangeText, importDay } from '../model/import-text';

interface PastImportsProps {
  timeZone: string;
  onUndo: (summary: ImportSummary) => void;
  /** An import running from this screen right now (not "interrupted", whatever the list says). */
  busy?: boolean;
}

/** GET /api/imports (issue 29 §6): each import with its counts and an Undo. */
export function PastImports({ timeZone, onUndo, busy }: PastImportsProps) {
  const imports = useImports();
  const list = imports.data?.imports;
  return (
    <section
      aria-labelledby="past-imports-title"
      className="flex flex-col gap-3"
      aria-busy={imports.isPending}
    >
      <h2 id="past-imports-title" className="text-base font-semibold">
        Past imports
      </h2>
      {imports.isPending ? (
        <Skeleton className="h-24 w-full rounded-card" />
      ) : !list ? (
        <LoadError
          message="We couldn't load your past imports."
          onRetry={() => void imports.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-sm text-ink-muted">Nothing imported yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((i) => (
            <PastImport key={i.id} summary={i} timeZone={timeZone} onUndo={onUndo} busy={busy} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PastImport({
  summary,
  timeZone,
  onUndo,
  busy,
}: {
  summary: ImportSummary;
  timeZone: string;
  onUndo: (summary: ImportSummary) => void;
  busy?: boolean;
}) {
  const source = IMPORT_SOURCE_LABELS[summary.source];
  const day = importDay(summary.createdAt, timeZone);
  const range = dateRangeText(summary.from, summary.to);
  const interrupted = summary.status === 'running' && !busy;
  return (
    <li>
      <article
        aria-label={`${source} import of ${day}`}
        className="flex flex-col gap-2 rounded-card border border-line/60 bg-surface p-4"
        data-testid="past-import"
      >
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold">
              {source} · {day}
            </h3>
            {summary.fileName && (
              <p className="text-sm break-all text-ink-muted">{summary.fileName}</p>
            )}
          </div>
          <Button
            variant="outline"
            onClick={() => onUndo(summary)}
            aria-label={`Undo the ${source} import of ${day}`}
            disabled={busy}
          >
            Undo
          </Button>
        </div>
        <p className="text-sm tabular-nums">
          {plural(summary.workouts, 'workout')} · {plural(summary.sets, 'set')}
          {summary.duplicates > 0 && ` · ${formatNumber(summary.duplicates)} already here`}
          {summary.skipped > 0 && ` · ${formatNumber(summary.skipped)} skipped`}
        </p>
        {range && <p className="text-sm text-ink-muted">{range}</p>}
        {interrupted && (
          <p className="text-sm font-medium text-danger">
            Interrupted before it finished. Import the same file again to finish it: what is already
            here is not added twice.
          </p>
        )}
      </article>
    </li>
  );
}
