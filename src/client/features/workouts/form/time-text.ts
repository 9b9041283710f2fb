/**
 * A set's time as people type it on a phone's number pad (issue 8): digits fill from the right,
 * like a microwave or Strong's timer fields, so "4", "5" reads 0:45 and "3", "0", "0", "0" reads
 * 30:00 without ever typing a colon. The text is what the form holds; seconds are what is saved.
 */

/** At most h:mm:ss with two hour digits (99:59:59), more than the API's one-day cap. */
const MAX_DIGITS = 6;

const pad2 = (n: string) => n.padStart(2, '0');

/** What the box shows after the person typed `raw` (anything: colons and letters are dropped). */
export function typedTime(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  if (digits === '') return '';
  const s = digits.slice(-2);
  const rest = digits.slice(0, -2);
  if (rest.length <= 2) return `${rest === '' ? '0' : Number(rest)}:${pad2(s)}`;
  return `${Number(rest.slice(0, -2))}:${pad2(rest.slice(-2))}:${pad2(s)}`;
}

/**
 * Seconds in a time text ("0:45", "30:00", "1:02:30"; a bare "90" is seconds). Null when blank;
 * NaN when it is not a time, so a schema refuses it. Parts past 59 still count ("0:90" is 90 s):
 * that is what the person typed.
 */
export function secondsOfTime(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+(:\d+){0,2}$/.test(t)) return NaN;
  return t.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** A stored time in seconds as the box shows it: 45 → "0:45", 1800 → "30:00", 3750 → "1:02:30". */
export function timeOfSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return h > 0 ? `${h}:${pad2(String(m))}:${pad2(String(s))}` : `${m}:${pad2(String(s))}`;
}
