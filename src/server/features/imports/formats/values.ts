// Reading the cells of other apps' CSV exports (issue 29): numbers, RPE, durations, wall-clock
// times and units, each as a small pure function answering a value or the problem with it, so a
// reader can skip a row with a message naming the field instead of throwing.
import type { ImportWarning } from '../../../../shared/schemas/imports';
import { RPE } from '../../../../shared/set-types';
import type { DistanceUnit, WeightUnit } from '../../../../shared/units';

/** A cell read: its value, or a message naming what is wrong with it. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = <T>(message: string): Read<T> => ({ ok: false, message });

/** A cell as shown in a message: quoted, and cut short when long. */
export const shown = (cell: string) =>
  JSON.stringify(cell.length > 40 ? cell.slice(0, 40) + '…' : cell);

/** A header cell as looked up: lower case, single spaces. */
export const headerKey = (cell: string) => cell.trim().replace(/\s+/g, ' ').toLowerCase();

/** Column positions by header key (the first one wins when a name repeats). */
export function columnsOf(header: readonly string[]): Map<string, number> {
  const columns = new Map<string, number>();
  header.forEach((cell, i) => {
    const key = headerKey(cell);
    if (!columns.has(key)) columns.set(key, i);
  });
  return columns;
}

/** A cell by column position; an absent column or a short row reads as empty. */
export const cellAt = (cells: readonly string[], index: number | undefined) =>
  index === undefined ? '' : (cells[index] ?? '').trim();

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
// A decimal comma (`62,5`), as Strong on Android and other European-locale exports write. In a
// comma-delimited file such a cell has to be quoted, and no export here writes thousands
// separators, so a single comma between digits is always a decimal point.
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/** A number as written (`62.5`, `62,5`, ` 8 `); empty → null. */
export function readNumber(cell: string, field: string): Read<number | null> {
  const text = cell.trim();
  if (text === '') return ok(null);
  const normal = DECIMAL_COMMA.test(text) ? text.replace(',', '.') : text;
  if (!NUMBER.test(normal)) return bad(`${field}: ${shown(text)} is not a number`);
  const value = Number(normal);
  if (!Number.isFinite(value)) return bad(`${field}: ${shown(text)} is not a number`);
  return ok(value);
}

/** A number that must not be negative; empty → null. */
export function readAmount(cell: string, field: string): Read<number | null> {
  const read = readNumber(cell, field);
  if (read.ok && read.value !== null && read.value < 0) {
    return bad(`${field}: ${shown(cell.trim())} is negative`);
  }
  return read;
}

/** A whole count (reps): `8` and `8.0` read as 8; a fraction or a negative is refused. */
export function readCount(cell: string, field: string): Read<number | null> {
  const read = readAmount(cell, field);
  if (read.ok && read.value !== null && !Number.isInteger(read.value)) {
    return bad(`${field}: ${shown(cell.trim())} is not a whole number`);
  }
  return read;
}

/** A time or distance where 0 means "not used" (Strong writes 0 in every unused column). */
export const zeroIsNone = (value: number | null) => (value === 0 ? null : value);

/**
 * RPE: empty → null; a number is rounded to the nearest half step; outside 1–10 (or not a
 * number) it is dropped with a warning, and the set is kept.
 */
export function readRpe(
  cell: string,
  line: number,
  field = 'RPE',
): { rpe: number | null; warning: ImportWarning | null } {
  const read = readNumber(cell, field);
  if (!read.ok) return { rpe: null, warning: { line, message: `${read.message}; dropped` } };
  if (read.value === null) return { rpe: null, warning: null };
  // The range is judged as written (10.2 is not an RPE), then a value inside it is rounded.
  if (read.value < RPE.min || read.value > RPE.max) {
    return {
      rpe: null,
      warning: { line, message: `${field}: ${shown(cell.trim())} is outside 1–10; dropped` },
    };
  }
  return { rpe: Math.round(read.value / RPE.step) * RPE.step, warning: null };
}

/**
 * A workout's length: seconds (`3900`), text (`1h 5m`, `45m`, `30s`, `1h 5m 3s`) or a clock
 * (`1:05:00`, `45:00`); empty → null.
 */
export function readDuration(cell: string, field: string): Read<number | null> {
  const text = cell.trim().toLowerCase();
  if (text === '') return ok(null);
  if (/^\d+(\.\d+)?$/.test(text)) return ok(Math.round(Number(text)));
  const clock = /^(\d+):(\d{1,2})(?::(\d{1,2}))?$/.exec(text);
  if (clock) {
    const [a, b, c] = [Number(clock[1]), Number(clock[2]), clock[3]];
    return ok(c === undefined ? a * 60 + b : a * 3600 + b * 60 + Number(c));
  }
  const parts =
    /^(?:(\d+)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:ute)?s?)?)?\s*(?:(\d+)\s*s(?:ec(?:ond)?s?)?)?$/.exec(
      text,
    );
  if (parts && (parts[1] || parts[2] || parts[3])) {
    return ok(Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0));
  }
  return bad(`${field}: ${shown(cell.trim())} is not a duration`);
}

const pad = (n: number) => String(n).padStart(2, '0');

function daysIn(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A wall-clock time as `YYYY-MM-DDTHH:mm:ss` from its parts, or null when they name no real
 * moment (month 13, 31 February, 25 o'clock). `meridiem` is AM/PM for 12-hour clocks.
 */
export function wallClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  meridiem?: string,
): string | null {
  let h = hour;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    const pm = meridiem.toLowerCase() === 'pm';
    h = (h % 12) + (pm ? 12 : 0);
  }
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return null;
  if (day < 1 || day > daysIn(year, month)) return null;
  if (h > 23 || minute > 59 || second > 59) return null;
  return `${year}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(minute)}:${pad(second)}`;
}

const ISO_LIKE =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([ap]m)?)?$/i;

/**
 * `2024-03-26 17:26:00`, `2024-03-26 17:26`, `2024-03-26T17:26:00`, `2024/03/26 5:26 PM` → the
 * local wall clock; a date alone reads as noon (`T12:00`). Null when it is not such a date.
 */
export function readIsoLocal(cell: string): string | null {
  const m = ISO_LIKE.exec(cell.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (m[4] === undefined) {
    const noon = wallClock(y, mo, d, 12, 0, 0);
    return noon && noon.slice(0, 16);
  }
  return wallClock(y, mo, d, Number(m[4]), Number(m[5]), Number(m[6] ?? 0), m[7]);
}

/** Seconds from one wall clock to another (both `YYYY-MM-DDTHH:mm[:ss]`). */
export function secondsBetween(from: string, to: string): number {
  return (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 1000;
}

/** Weight units as exports write them. */
export function weightUnitOf(text: string): WeightUnit | null {
  const t = text.trim().toLowerCase().replace(/\.$/, '');
  if (['kg', 'kgs', 'kilogram', 'kilograms', 'kilo', 'kilos'].includes(t)) return 'kg';
  if (['lb', 'lbs', 'pound', 'pounds', '#'].includes(t)) return 'lb';
  return null;
}

/**
 * Distance units as exports write them, with the factor that turns the written value into that
 * unit: 1, except for feet, which the app has no unit for and are read as yards (÷ 3).
 */
export function distanceUnitOf(text: string): { unit: DistanceUnit; factor: number } | null {
  const t = text.trim().toLowerCase().replace(/\.$/, '');
  if (['km', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres'].includes(t)) {
    return { unit: 'km', factor: 1 };
  }
  if (['mi', 'mile', 'miles'].includes(t)) return { unit: 'miles', factor: 1 };
  if (['m', 'meter', 'meters', 'metre', 'metres'].includes(t)) return { unit: 'meters', factor: 1 };
  if (['yd', 'yds', 'yard', 'yards'].includes(t)) return { unit: 'yards', factor: 1 };
  if (['ft', 'feet', 'foot'].includes(t)) return { unit: 'yards', factor: 1 / 3 };
  return null;
}

/**
 * A copy of a string that does not share memory with the chunk it was cut from: V8 keeps a
 * whole chunk alive for a slice of it, so names a consumer holds (the unmapped list, a
 * mapping) would otherwise pin the file's text. Cached per distinct name, so it costs once each.
 */
export class Interner {
  private names = new Map<string, string>();
  of(text: string): string {
    let kept = this.names.get(text);
    if (kept === undefined) {
      kept = Buffer.from(text, 'utf8').toString('utf8');
      if (this.names.size < 10_000) this.names.set(kept, kept);
    }
    return kept;
  }
}

/** A function of a cell that remembers its last answer: a workout's rows repeat its date. */
export function lastOf<T>(read: (text: string) => T): (text: string) => T {
  let lastText: string | null = null;
  let last: T;
  return (text) => {
    if (text !== lastText) {
      last = read(text);
      lastText = text;
    }
    return last;
  };
}

/**
 * Text cell → trimmed text, or null when empty. The apostrophe a spreadsheet-safe export puts
 * before text that starts like a formula (Joey Fit's own CSVs do, features/export/csv.ts) is not
 * part of the note: "'-2 kg since May" is read as "-2 kg since May".
 */
export const textOrNull = (cell: string) => {
  const t = cell.trim().replace(/^'(?=[=+\-@])/, '');
  return t === '' ? null : t;
};
