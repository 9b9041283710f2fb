// When a logged workout or weigh-in happened (issue 8): "yesterday", "the day before yesterday",
// "on Monday", "last Tuesday", "this morning", "last night", "3 days ago", "on March 3rd". The
// phrase is found in the tokens (numbers already read, so "two days ago" and "march third" come
// as numbers), taken out of the sentence so its numbers are never read as sets or reps, and
// resolved on the user's wall calendar. Only past days: a log is of something done.
import { addDays, isLocalDay, localDayOf, type LocalDay } from '../../local-day';
import { DAY_PARTS, MONTH_NAMES, WEEKDAY_NAMES } from './lexicon';
import type { Token } from './tokens';
import { instantAtWallTime, wallTimeOfDay } from './wall-clock';

/** A day as said: days back from today, the latest such weekday, or a calendar date. */
type DaySpec =
  | { kind: 'back'; days: number }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'date'; month: number; day: number; year?: number };

/** A day phrase read up to token `end` (exclusive). */
interface Core {
  spec: DaySpec;
  end: number;
  /** A key of DAY_PARTS ("morning"), when a part of the day was said. */
  part?: string;
}

/** A whole day phrase: token span [start, end). */
type Phrase = Core & { start: number };

export interface SaidDay {
  /** ISO-8601 instant; absent when the words named no usable day (over a year back). */
  at?: string;
  /** The day as a reply names it ("yesterday", "on Monday, March 10"). */
  label?: string;
  /** The phrase's token span [start, end), to be left out of the sentence. */
  start: number;
  end: number;
}

const wordAt = (tokens: readonly Token[], i: number) => {
  const t = tokens[i];
  return t?.k === 'word' ? t.w : '';
};
const numAt = (tokens: readonly Token[], i: number) => {
  const t = tokens[i];
  return t?.k === 'num' ? t : undefined;
};
/** "yesterday's run", "tonight's swim": the possessive lost its apostrophe in normalising. */
const base = (w: string) => (/^(today|tonight|yesterday)s$/.test(w) ? w.slice(0, -1) : w);

/** A part of the day after a day: "morning", "in the evening", "at night". */
function partAt(tokens: readonly Token[], i: number): { part: string; end: number } | null {
  const w = wordAt(tokens, i);
  if (w !== 'tonight' && DAY_PARTS[w] !== undefined) return { part: w, end: i + 1 };
  if (w === 'in' && wordAt(tokens, i + 1) === 'the') {
    const p = wordAt(tokens, i + 2);
    if (p !== 'night' && p !== 'tonight' && DAY_PARTS[p] !== undefined)
      return { part: p, end: i + 3 };
  }
  if (w === 'at' && wordAt(tokens, i + 1) === 'night') return { part: 'night', end: i + 2 };
  return null;
}

/** "2 days ago", "a week ago", "a couple of days ago". */
function agoAt(tokens: readonly Token[], i: number): { days: number; end: number } | null {
  const n = numAt(tokens, i);
  const count = n && !n.ordinal ? n.v : wordAt(tokens, i) === 'a' ? 1 : undefined;
  const unit = wordAt(tokens, i + 1);
  if (count === undefined || !Number.isInteger(count) || wordAt(tokens, i + 2) !== 'ago')
    return null;
  const per = /^days?$/.test(unit) ? 1 : /^weeks?$/.test(unit) ? 7 : 0;
  return per ? { days: count * per, end: i + 3 } : null;
}

/**
 * A day of the month: "3rd", "third", "3"; not "3 sets". "Second" comes as a word (the number
 * grammar reads it as the unit of time), so it is taken here.
 */
function dayOfMonthAt(tokens: readonly Token[], i: number): number | undefined {
  if (wordAt(tokens, i) === 'second') return 2;
  const n = numAt(tokens, i);
  if (!n || !Number.isInteger(n.v) || n.v < 1 || n.v > 31) return undefined;
  return tokens[i + 1]?.k === 'unit' ? undefined : n.v;
}

/** A year said after a date: "2024", "two thousand twenty four". */
function yearAt(tokens: readonly Token[], i: number): number | undefined {
  const n = numAt(tokens, i);
  const plain = n && !n.ordinal && Number.isInteger(n.v) && tokens[i + 1]?.k !== 'unit';
  return plain && n.v >= 1970 && n.v <= 2100 ? n.v : undefined;
}

/** "March 3rd", "march the third", "the 3rd of March", "3rd of March 2024", from `i`. */
function dateAt(tokens: readonly Token[], i: number): Core | null {
  const monthFirst = MONTH_NAMES.indexOf(wordAt(tokens, i));
  if (monthFirst >= 0) {
    const at = wordAt(tokens, i + 1) === 'the' ? i + 2 : i + 1;
    const day = dayOfMonthAt(tokens, at);
    if (day === undefined) return null;
    return withYear(tokens, at + 1, monthFirst + 1, day);
  }
  const at = wordAt(tokens, i) === 'the' ? i + 1 : i;
  const ordinal = numAt(tokens, at)?.ordinal || wordAt(tokens, at) === 'second';
  const day = ordinal ? dayOfMonthAt(tokens, at) : undefined;
  if (day === undefined) return null;
  const of = wordAt(tokens, at + 1) === 'of' ? at + 2 : at + 1;
  const month = MONTH_NAMES.indexOf(wordAt(tokens, of));
  return month >= 0 ? withYear(tokens, of + 1, month + 1, day) : null;
}

function withYear(tokens: readonly Token[], i: number, month: number, day: number): Core {
  const year = yearAt(tokens, i);
  const spec: DaySpec = year ? { kind: 'date', month, day, year } : { kind: 'date', month, day };
  return { spec, end: year ? i + 1 : i };
}

/**
 * "Monday", "last Tuesday", "this past Friday", "monday's run" (the apostrophe is gone by now:
 * "mondays" is the day's when it opens the phrase, a habit after "on" or "every").
 */
function weekdayAt(tokens: readonly Token[], i: number, lead: string): Core | null {
  let at = i;
  if (wordAt(tokens, at) === 'this' && wordAt(tokens, at + 1) === 'past') at += 2;
  else if (['last', 'past', 'this'].includes(wordAt(tokens, at))) at += 1;
  const w = wordAt(tokens, at);
  const habit = lead === 'on' || ['on', 'every'].includes(wordAt(tokens, i - 1));
  const possessive = !habit && w.endsWith('days');
  const weekday = WEEKDAY_NAMES.indexOf(possessive ? w.slice(0, -1) : w);
  return weekday >= 0 ? { spec: { kind: 'weekday', weekday }, end: at + 1 } : null;
}

/** A day said relative to today: "yesterday", "last night", "this morning", "3 days ago". */
function relativeAt(tokens: readonly Token[], i: number): Core | null {
  const w = base(wordAt(tokens, i));
  const next = wordAt(tokens, i + 1);
  const back = (days: number, end: number, part?: string): Core =>
    part ? { spec: { kind: 'back', days }, end, part } : { spec: { kind: 'back', days }, end };
  if (w === 'today') return back(0, i + 1);
  if (w === 'tonight') return back(0, i + 1, 'tonight');
  if (w === 'yesterday') return back(1, i + 1);
  if (w === 'last' && base(next) === 'night') return back(1, i + 2, 'night');
  if (w === 'this' && DAY_PARTS[next] !== undefined && next !== 'night')
    return back(0, i + 2, next);
  const at = w === 'the' ? i + 1 : i;
  if (['day', 'before', 'yesterday'].every((x, k) => wordAt(tokens, at + k) === x)) {
    return back(2, at + 3);
  }
  const ago = agoAt(tokens, i);
  return ago ? back(ago.days, ago.end) : null;
}

/** The day phrase starting at token `i`, with its leading "on"/"earlier" and trailing part. */
function phraseAt(tokens: readonly Token[], i: number): Phrase | null {
  const lead = wordAt(tokens, i);
  const at = lead === 'on' || lead === 'earlier' ? i + 1 : i;
  const core: Core | null =
    relativeAt(tokens, at) ??
    weekdayAt(tokens, at, lead) ??
    dateAt(tokens, at) ??
    // "on the 3rd": this month's, or last month's when the 3rd is still to come.
    (lead === 'on' ? ordinalDayAt(tokens, at) : null);
  if (!core) return null;
  const tail = core.part ? null : partAt(tokens, core.end);
  return { ...core, ...(tail ? { part: tail.part, end: tail.end } : {}), start: i };
}

function ordinalDayAt(tokens: readonly Token[], i: number): Core | null {
  if (wordAt(tokens, i) !== 'the') return null;
  const ordinal = numAt(tokens, i + 1)?.ordinal || wordAt(tokens, i + 1) === 'second';
  const day = ordinal ? dayOfMonthAt(tokens, i + 1) : undefined;
  return day === undefined ? null : { spec: { kind: 'date', month: 0, day }, end: i + 2 };
}

/** "by the first of May", "until Friday": a time to be done by, never the day a thing was done. */
const BY_WORDS = new Set(['by', 'until', 'till']);

/** The first day phrase in the tokens, or null. */
function findPhrase(tokens: readonly Token[]): Phrase | null {
  for (let i = 0; i < tokens.length; i++) {
    const p = phraseAt(tokens, i);
    if (!p) continue;
    if (!BY_WORDS.has(wordAt(tokens, i - 1))) return p;
    i = p.end - 1;
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest day on or before `today` that is `month`/`day` (month 0: any month). */
function latestDate(today: LocalDay, month: number, day: number): LocalDay | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const candidates =
    month === 0
      ? [`${y}-${pad(m)}-${pad(day)}`, addDays(`${y}-${pad(m)}-01`, -1).slice(0, 8) + pad(day)]
      : [`${y}-${pad(month)}-${pad(day)}`, `${y - 1}-${pad(month)}-${pad(day)}`];
  return candidates.find((d) => isLocalDay(d) && d <= today) ?? null;
}

/** The calendar day a spec names, seen from `today`; null when no such day exists. */
function resolveDay(spec: DaySpec, today: LocalDay): LocalDay | null {
  switch (spec.kind) {
    case 'back':
      return addDays(today, -spec.days);
    case 'weekday': {
      // The latest such day before today: "on Monday" said on a Monday is a week ago, since a
      // user who meant today would say "today".
      const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      return addDays(today, -((todayWeekday - spec.weekday + 7) % 7 || 7));
    }
    case 'date': {
      if (spec.year === undefined) return latestDate(today, spec.month, spec.day);
      const d = `${spec.year}-${pad(spec.month)}-${pad(spec.day)}`;
      return isLocalDay(d) ? d : null;
    }
  }
}

const MONTH_LABELS = MONTH_NAMES.map((m) => m.charAt(0).toUpperCase() + m.slice(1));
const WEEKDAY_LABELS = WEEKDAY_NAMES.map((d) => d.charAt(0).toUpperCase() + d.slice(1));

/** "yesterday", "last night", "this morning", "on Monday evening, March 10". */
function labelOf(day: LocalDay, today: LocalDay, part: string | undefined): string {
  if (day === today) {
    if (part === 'tonight' || part === 'night') return 'tonight';
    return part ? `this ${part}` : 'today';
  }
  if (day === addDays(today, -1)) {
    if (part === 'night') return 'last night';
    return part ? `yesterday ${part}` : 'yesterday';
  }
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_LABELS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
  const year = day.slice(0, 4) === today.slice(0, 4) ? '' : `, ${y}`;
  return `on ${weekday}${part ? ` ${part}` : ''}, ${MONTH_LABELS[m - 1]} ${d}${year}`;
}

/** The same date a year before `day` (as text, so February 29 compares too). */
const yearBefore = (day: LocalDay) => `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;

/**
 * Where in an earlier day a log said without a part of the day goes: midday on the user's wall
 * clock (issue 26 §3). Now's time of day put "10 pull-ups on Monday", said at 00:25, on Monday's
 * first minutes, where a time-zone change moved it to another day; midday is twelve hours from
 * either edge. "Today" alone is now.
 */
export const DAY_ALONE_MINUTES = 12 * 60;

/**
 * The day a log names, as an instant in the user's zone: a part of the day at its hour (DAY_PARTS:
 * morning 08:00, afternoon 14:00, evening 19:00, night 20:00), an earlier day alone at midday,
 * today alone now. Never later than now; over a year back it is dropped (the words are still taken
 * out of the sentence, and the log goes without a date).
 */
export function findSaidDay(tokens: readonly Token[], now: Date, timeZone: string): SaidDay | null {
  const phrase = findPhrase(tokens);
  if (!phrase) return null;
  const span = { start: phrase.start, end: phrase.end };
  const today = localDayOf(now, timeZone);
  const day = resolveDay(phrase.spec, today);
  if (!day || day < yearBefore(today)) return span;
  if (day > today) return { ...span, at: now.toISOString(), label: 'today' };
  const part = phrase.part;
  const minutes = part ? DAY_PARTS[part]! : day < today ? DAY_ALONE_MINUTES : undefined;
  const msOfDay = minutes === undefined ? wallTimeOfDay(now, timeZone) : minutes * 60_000;
  const at = instantAtWallTime(day, msOfDay, timeZone);
  const clamped = at.getTime() > now.getTime() ? now : at;
  return { ...span, at: clamped.toISOString(), label: labelOf(day, today, part) };
}
