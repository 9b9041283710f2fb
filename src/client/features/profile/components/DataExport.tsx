import { Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { EXPORT_FORMATS, exportHref } from '../profile-info';

const ICONS = { json: FileJson, csv: FileSpreadsheet } as const;

/** Issue 3 Data export: plain download links; the server names the file and sets the type. */
export function DataExport() {
  return (
    <Card aria-labelledby="export-title">
      <CardTitle id="export-title" className="text-lg">
        Your Data
      </CardTitle>
      <CardDescription className="mt-1">
        Download every workout, exercise, goal and weigh-in you have logged.
      </CardDescription>
      <ul className="mt-4 grid gap-2">
        {EXPORT_FORMATS.map(({ format, label, detail }) => {
          const Icon = ICONS[format];
          return (
            <li key={format}>
              <a
                href={exportHref(format)}
                download
                className="flex min-h-14 items-center gap-3 rounded-2xl border border-line px-3 py-2 hover:bg-surface-muted"
              >
                <Icon
                  aria-hidden="true"
                  className="size-6 shrink-0 text-brand-700 dark:text-brand-200"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{label}</span>
                  <span className="block text-sm text-ink-muted">{detail}</span>
                </span>
                <Download aria-hidden="true" className="size-5 text-ink-muted" />
              </a>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
