import { localDayOf } from '@shared/local-day';
import { formatFullDay } from '@client/lib/formatting';

/** SPEC §2 Profile: 'Member since' a date, or 'today' for an account made today (local days). */
export function memberSince(createdAt: string, timeZone: string, now = new Date()): string {
  const joined = localDayOf(Date.parse(createdAt), timeZone);
  return `Member since ${joined === localDayOf(now, timeZone) ? 'today' : formatFullDay(joined)}`;
}

/** Download links for the data export (GET /api/export, one file per format). */
export const EXPORT_FORMATS = [
  {
    format: 'json',
    label: 'Download JSON',
    detail: 'Everything, for another Joey Fit or your own scripts',
  },
  // A non-breaking hyphen (U+2011): 'weigh-in' never splits across two lines.
  {
    format: 'csv',
    label: 'Download CSV (spreadsheet)',
    detail: 'One row per set, goal, weigh\u2011in or setting',
  },
  // Issue 29 §7: the file other apps import (Strong's own CSV).
  { format: 'strong', label: 'Download Strong CSV', detail: 'For Hevy, Strong and other apps' },
] as const;

export const exportHref = (format: (typeof EXPORT_FORMATS)[number]['format']) =>
  `/api/export?format=${format}`;
