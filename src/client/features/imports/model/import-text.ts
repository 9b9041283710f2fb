import { localDayOf } from '@shared/local-day';
import { IMPORT_LIMITS, IMPORT_SOURCE_LABELS } from '@shared/schemas/imports';
import type { ImportResult, ImportRoutinesResult, ImportSummary } from '@shared/schemas/imports';
import { formatDay, formatNumber, plural } from '@client/lib/formatting';

// The import screen's words, as pure functions so each can be checked without a browser.

/** "820 B", "14.2 kB", "3.4 MB" (decimal units, as phones and desktops show file sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${formatNumber(bytes / 1000)} kB`;
  return `${formatNumber(bytes / 1_000_000)} MB`;
}

const LIMIT_MB = IMPORT_LIMITS.fileBytes / (1024 * 1024);

/**
 * Why a chosen file is refused before it is sent, or null: the server refuses more than 20 MB
 * (413) anyway, and saying so at once saves a long upload to hear it.
 */
export function fileProblem(file: { size: number }): string | null {
  if (file.size === 0) return 'This file is empty. Choose the export file itself.';
  if (file.size > IMPORT_LIMITS.fileBytes) {
    return `This file is ${formatBytes(file.size)}; Joey Fit imports files of up to ${LIMIT_MB} MB. Export a shorter period and import each part.`;
  }
  return null;
}

/** "Mar 3, 2024 – Nov 20, 2026", one day alone, or null when the file holds no dates. */
export function dateRangeText(from: string | null, to: string | null): string | null {
  if (!from || !to) return from || to ? formatDay(from ?? to!) : null;
  return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
}

/** The whole of an import's progress: bytes the server has read of the file's size (0–100). */
export function progressPercent(bytes: number, size: number): number {
  if (size <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((bytes / size) * 100)));
}

/** "12 workouts, 340 sets" with "1 weigh-in" etc. when a Joey Fit file brought them. */
export function addedText(
  r: Pick<ImportResult, 'workouts' | 'sets'> &
    Partial<Pick<ImportResult, 'weighIns' | 'routines' | 'goals'>>,
): string {
  const parts = [plural(r.workouts, 'workout'), plural(r.sets, 'set')];
  if (r.weighIns) parts.push(plural(r.weighIns, 'weigh-in'));
  if (r.routines) parts.push(plural(r.routines, 'routine'));
  if (r.goals) parts.push(plural(r.goals, 'goal'));
  return listText(parts);
}

/** "a", "a and b", "a, b and c". */
export function listText(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The day an import was made, in the person's zone: "Nov 27, 2026". */
export const importDay = (createdAt: string, timeZone: string) =>
  formatDay(localDayOf(new Date(createdAt), timeZone));

/**
 * What Undo removes, said exactly (issue 29 §6): the import's own workouts and sets (with the
 * weigh-ins, routines and goals a Joey Fit file brought) and nothing logged any other way.
 */
export function undoText(
  i: Pick<ImportSummary, 'source' | 'workouts' | 'sets'> &
    Partial<Pick<ImportResult, 'weighIns' | 'routines' | 'goals'>>,
): string {
  const source = IMPORT_SOURCE_LABELS[i.source];
  const extras =
    i.weighIns === undefined && i.source === 'joeyfit'
      ? ' with any weigh-ins, routines and goals it brought'
      : '';
  return (
    `This removes the ${addedText(i)} this ${source} import added${extras}, ` +
    'and the routines made from them. Your records and charts are worked out again without them. ' +
    'Workouts you logged yourself stay.'
  );
}

/** What "Make routines from these workouts" did. */
export function routinesMadeText({ created, skipped }: ImportRoutinesResult): string {
  const why =
    skipped.length > 0
      ? `skipped ${formatNumber(skipped.length)} (already a routine, or over your routine limit): ${skipped.join(', ')}.`
      : '';
  if (created === 0)
    return why ? `No new routines: ${why}` : 'No new routines to make from these workouts.';
  const made = `Made ${plural(created, 'routine')} from these workouts.`;
  return why ? `${made} Skipped ${why.slice('skipped '.length)}` : made;
}

/**
 * The server's "field: message" for the file, as a sentence about the file: "file: is larger
 * than 20 MB…" reads "This file is larger than 20 MB…". Other fields' messages stay as they are.
 */
export function plainFileMessage(message: string): string {
  const m = /^file:\s*(.*)$/s.exec(message);
  if (!m || !m[1]) return message;
  const rest = m[1];
  if (/^is\b/.test(rest)) return `This file ${rest}`;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
