import { ChevronRight, Download, FileJson, FileSpreadsheet, FileUp, Sheet } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { EXPORT_FORMATS, exportHref } from '../model/profile-info';

const ICONS = { json: FileJson, csv: FileSpreadsheet, strong: Sheet } as const;

const ROW =
  'flex min-h-14 items-center gap-3 rounded-2xl border border-line px-3 py-2 hover:bg-surface-muted';
const ICON = 'size-6 shrink-0 text-brand-700 dark:text-brand-200';

/**
 * Issue 3 Data export: plain download links, one per format (the server names the file and sets
 * the type); issue 29: Strong's CSV for other apps, and the way in, importing another app's file.
 */
export function DataExport() {
  return (
    <Card aria-labelledby="export-title">
      <CardTitle id="export-title" className="text-lg">
        Your Data
      </CardTitle>
      <CardDescription className="mt-1">
        Download every workout, exercise, goal and weigh-in you have logged, with your routines and
        settings, or bring your history from another app.
      </CardDescription>
      <ul className="mt-4 grid gap-2">
        {EXPORT_FORMATS.map(({ format, label, detail }) => {
          const Icon = ICONS[format];
          return (
            <li key={format}>
              <a href={exportHref(format)} download className={ROW}>
                <Icon aria-hidden="true" className={ICON} />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{label}</span>
                  <span className="block text-sm text-ink-muted">{detail}</span>
                </span>
                <Download aria-hidden="true" className="size-5 text-ink-muted" />
              </a>
            </li>
          );
        })}
        <li>
          <Link href="/import" className={ROW}>
            <FileUp aria-hidden="true" className={ICON} />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">Import from another app</span>
              <span className="block text-sm text-ink-muted">
                Strong, Hevy, FitNotes, StrongLifts or a Joey Fit file
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
          </Link>
        </li>
      </ul>
    </Card>
  );
}
