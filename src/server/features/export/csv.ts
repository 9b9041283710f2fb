/**
 * RFC 4180 CSV: fields with a comma, quote or line break are quoted, quotes doubled, lines end
 * in CRLF. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe (OWASP "CSV injection"); numbers are written as they are.
 */
export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its line ending, so a file can be written a line at a time. */
export const csvLine = (row: readonly Cell[]) => `${row.map(csvField).join(',')}\r\n`;

export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return [header, ...rows].map(csvLine).join('');
}
