// The Workouts list's page cursor (issue 9): the place of the last workout a page showed, in the
// list's own order (done, then logged, then id; newest first). The next page starts strictly
// after it, so a workout added or deleted between two pages never shifts or repeats a row.
// Clients treat it as opaque: base64url of the three values, which the server checks on the way
// back in, so a made-up cursor is a 400, never a database error.

/** A workout's place in the list; the times in UTC to the microsecond, as the database has them. */
export interface WorkoutPosition {
  completedAt: string;
  createdAt: string;
  id: string;
}

const INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Two instants, an id and two separators encode to 104 characters; room to spare. */
const BASE64URL = /^[A-Za-z0-9_-]{1,160}$/;

/** A real instant: the pattern, and a calendar day and time that exist (no 30 February). */
const isInstant = (s: string | undefined): s is string =>
  s !== undefined &&
  INSTANT.test(s) &&
  !Number.isNaN(Date.parse(s)) &&
  new Date(s).toISOString().slice(0, 19) === s.slice(0, 19);

export function encodeWorkoutCursor(p: WorkoutPosition): string {
  // ASCII only (digits, '-', ':', '.', 'T', 'Z', hex and '|'), so btoa takes it as it is.
  return btoa(`${p.completedAt}|${p.createdAt}|${p.id}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** The position a cursor names, or null when it is not one this server could have given. */
export function decodeWorkoutCursor(cursor: string): WorkoutPosition | null {
  if (!BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const [completedAt, createdAt, id, ...rest] = text.split('|');
  if (rest.length > 0 || !isInstant(completedAt) || !isInstant(createdAt)) return null;
  if (id === undefined || !UUID.test(id)) return null;
  return { completedAt, createdAt, id };
}
