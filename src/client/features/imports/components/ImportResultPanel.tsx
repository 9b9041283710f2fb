import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { IMPORT_SOURCE_LABELS, type ImportResult } from '@shared/schemas/imports';
import { Button } from '@client/components/ui/button';
import { FormAlert } from '@client/components/forms/FormAlert';
import { formatNumber, plural } from '@client/lib/formatting';
import { importErrorText, useRoutinesFromImport } from '../api/imports';
import { addedText, dateRangeText, listText, routinesMadeText } from '../model/import-text';

interface ImportResultPanelProps {
  result: ImportResult;
  onAnother: () => void;
  onUndo: () => void;
}

/** After the import (issue 29 §6): what it added, and where to go from here. */
export function ImportResultPanel({ result, onAnother, onUndo }: ImportResultPanelProps) {
  const routines = useRoutinesFromImport();
  const heading = useRef<HTMLHeadingElement>(null);
  // The progress panel the focus may have been near is gone: the result takes it.
  useEffect(() => heading.current?.focus(), []);
  const range = dateRangeText(result.from, result.to);
  const made = routines.data;
  return (
    <section
      aria-labelledby="import-result-title"
      className="flex flex-col gap-4 rounded-card border border-line/60 bg-surface p-5"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <h2
            id="import-result-title"
            ref={heading}
            tabIndex={-1}
            className="text-lg font-bold tracking-tight outline-none"
          >
            Imported from {IMPORT_SOURCE_LABELS[result.source]}
          </h2>
          <p data-testid="import-result-counts">
            {result.workouts === 0 && result.duplicates > 0
              ? 'Nothing new: everything in this file was already here.'
              : `Added ${addedText(result)}.`}
          </p>
          {range && <p className="text-sm text-ink-muted">Workouts from {range}</p>}
          {(result.duplicates > 0 || result.skipped > 0) && (
            <p className="text-sm text-ink-muted">
              {listText(
                [
                  result.duplicates > 0 &&
                    `${plural(result.duplicates, 'set')} already here, not added again`,
                  result.skipped > 0 && `${plural(result.skipped, 'row')} skipped`,
                ].filter((p): p is string => typeof p === 'string'),
              )}
              .
            </p>
          )}
          {result.warnings.length > 0 && (
            <p className="text-sm text-ink-muted">
              {formatNumber(result.warnings.length)}{' '}
              {result.warnings.length === 1 ? 'warning' : 'warnings'}, as the preview listed.
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-3">
        <Button asChild>
          <Link href="/workouts">View workouts</Link>
        </Button>
        {result.id && result.workouts > 0 && (
          <Button
            variant="secondary"
            disabled={routines.isPending || made !== undefined}
            onClick={() => routines.mutate(result.id!)}
          >
            {routines.isPending ? 'Making routines…' : 'Make routines from these workouts'}
          </Button>
        )}
        <div role="status" className="empty:hidden">
          {made && (
            <p className="text-sm">
              {routinesMadeText(made)}{' '}
              {made.created > 0 && (
                <Link
                  href="/routines"
                  className="font-semibold text-brand-700 underline dark:text-brand-200"
                >
                  See routines
                </Link>
              )}
            </p>
          )}
        </div>
        <FormAlert
          message={routines.error ? importErrorText(routines.error).message : null}
          className="p-3"
        />
        <Button variant="outline" onClick={onAnother}>
          Import another
        </Button>
        {result.id && (
          <Button variant="ghost" className="text-danger" onClick={onUndo}>
            Undo this import
          </Button>
        )}
      </div>
    </section>
  );
}
