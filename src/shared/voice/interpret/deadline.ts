// Goal deadlines ("by June", "by the end of the month", "next Friday", "in 3 weeks") as a local
// calendar date in the user's time zone. Month names, dates and weekdays go through chrono-node
// (issue 4 asks for a well-kept library there); the period phrases it reads differently from
// people ("this month" = its end, not its first day) are decided here first.
import { parse as chronoParse } from 'chrono-node/en';
import { localDayOf } from '../../local-day';
import { MONTH_NAMES } from './lexicon';

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Today's date on the user's wall calendar. */
export function localDate(now: Date, timeZone: string): CalendarDate {
  const [year, month, day] = localDayOf(now, timeZone).split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

// Calendar arithmetic on UTC midnights: no zone or daylight-saving shifts can creep in.
const toUtc = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const fromUtc = (u: Date): CalendarDate => ({
  year: u.getUTCFullYear(),
  month: u.getUTCMonth() + 1,
  day: u.getUTCDate(),
});
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

export function isoDate(d: CalendarDate): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.year}-${p(d.month)}-${p(d.day)}`;
}

function addDays(d: CalendarDate, days: number): CalendarDate {
  const u = toUtc(d);
  u.setUTCDate(u.getUTCDate() + days);
  return fromUtc(u);
}

function addMonths(d: CalendarDate, months: number): CalendarDate {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

type Period = 'day' | 'week' | 'month' | 'year';

/** The last day of the period holding `d`, `ahead` periods on. Weeks end on Sunday. */
function endOfPeriod(d: CalendarDate, period: Period, ahead: number): CalendarDate {
  switch (period) {
    case 'day':
      return addDays(d, ahead);
    case 'week': {
      const weekday = toUtc(d).getUTCDay(); // 0 = Sunday
      return addDays(d, ((7 - weekday) % 7) + 7 * ahead);
    }
    case 'month': {
      const m = addMonths({ ...d, day: 1 }, ahead);
      return { ...m, day: daysInMonth(m.year, m.month) };
    }
    case 'year':
      return { year: d.year + ahead, month: 12, day: 31 };
  }
}

function addPeriods(d: CalendarDate, period: Period, n: number): CalendarDate {
  if (period === 'day') return addDays(d, n);
  if (period === 'week') return addDays(d, 7 * n);
  return addMonths(d, period === 'month' ? n : 12 * n);
}

const singular = (w: string) => w.replace(/s$/, '') as Period;

/** Fixed days people set goals against; the next one on or after today. */
const HOLIDAYS: Readonly<Record<string, [number, number]>> = {
  christmas: [12, 25],
  xmas: [12, 25],
  'new year': [12, 31],
  'new years': [12, 31],
  'new years eve': [12, 31],
  halloween: [10, 31],
  'valentines day': [2, 14],
  spring: [3, 20],
  summer: [6, 21],
  fall: [9, 22],
  autumn: [9, 22],
  winter: [12, 21],
};

function nextOccurrence(today: CalendarDate, month: number, day: number): CalendarDate {
  const thisYear = { year: today.year, month, day };
  return toUtc(thisYear) >= toUtc(today) ? thisYear : { ...thisYear, year: today.year + 1 };
}

/**
 * Days that move, as rules: [month, weekday (0 = Sunday), which one (1st…4th, -1 = last)].
 * Memorial Day is May's last Monday, Thanksgiving November's fourth Thursday.
 */
const FLOATING_HOLIDAYS: Readonly<Record<string, [number, number, number]>> = {
  'memorial day': [5, 1, -1],
  'labor day': [9, 1, 1],
  'labour day': [9, 1, 1],
  thanksgiving: [11, 4, 4],
  'mothers day': [5, 0, 2],
  'fathers day': [6, 0, 3],
};

/** The nth (or last, n = -1) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n < 0) {
    const last = { year, month, day: daysInMonth(year, month) };
    return addDays(last, -((toUtc(last).getUTCDay() - weekday + 7) % 7));
  }
  const first = { year, month, day: 1 };
  return addDays(first, ((weekday - toUtc(first).getUTCDay() + 7) % 7) + 7 * (n - 1));
}

function nextFloating(today: CalendarDate, [month, weekday, n]: [number, number, number]) {
  const thisYear = nthWeekday(today.year, month, weekday, n);
  return toUtc(thisYear) >= toUtc(today) ? thisYear : nthWeekday(today.year + 1, month, weekday, n);
}

/** "by June" is met on any day of June: its last day, this year's or, once past, next year's. */
function endOfMonthNamed(today: CalendarDate, month: number): CalendarDate {
  const year = month >= today.month ? today.year : today.year + 1;
  return { year, month, day: daysInMonth(year, month) };
}

const alternatives = (names: readonly string[]) =>
  [...names].sort((a, b) => b.length - a.length).join('|');
const MONTH = `(${alternatives(MONTH_NAMES)})`;
const monthNumber = (name: string) => MONTH_NAMES.indexOf(name) + 1;

const BY = '(?:(?:by|before|until|till|on) )?';
const PERIOD = '(day|week|month|year)';
/** A pattern, the date it names, and whether it is a stretch of time from today ("in 3 weeks"). */
type Rule = [RegExp, (m: RegExpExecArray, today: CalendarDate) => CalendarDate, 'span'?];

/** Phrases decided here rather than by chrono; each is anchored at the cue word. */
const RULES: readonly Rule[] = [
  [
    new RegExp(`^${BY}(?:the )?end of (?:the |this )?${PERIOD}\\b`),
    (m, t) => endOfPeriod(t, m[1] as Period, 0),
  ],
  [
    new RegExp(`^${BY}(?:the )?end of next ${PERIOD}\\b`),
    (m, t) => endOfPeriod(t, m[1] as Period, 1),
  ],
  [
    new RegExp(`^${BY}(?:this|the current) ${PERIOD}\\b`),
    (m, t) => endOfPeriod(t, m[1] as Period, 0),
  ],
  [new RegExp(`^${BY}next ${PERIOD}\\b`), (m, t) => endOfPeriod(t, m[1] as Period, 1)],
  [
    /^(?:in|within|over) (?:the next )?(\d+(?:\.\d+)?|a|an|one) (day|week|month|year)s?\b/,
    (m, t) => addPeriods(t, singular(m[2]!), Math.round(Number(m[1]) || 1)),
    'span',
  ],
  [
    new RegExp(
      `^${BY}(?:the )?(${Object.keys(HOLIDAYS)
        .sort((a, b) => b.length - a.length)
        .join('|')})\\b`,
    ),
    (m, t) => nextOccurrence(t, ...HOLIDAYS[m[1]!]!),
  ],
  [
    new RegExp(`^${BY}(?:the )?(${alternatives(Object.keys(FLOATING_HOLIDAYS))})\\b`),
    (m, t) => nextFloating(t, FLOATING_HOLIDAYS[m[1]!]!),
  ],
  // "hike 60 miles in May": a month alone after "in" is a deadline like "by May", never a day
  // of it; "by may" is read here as well, where chrono takes "may" for the verb. A day after the
  // month ("by May 5th", "by June the 3rd") is left to chrono.
  [
    new RegExp(`^(?:in|by|before|until|till) ${MONTH}(?: (\\d{4}))?\\b(?! \\d| the \\d)`),
    (m, t) => {
      const month = monthNumber(m[1]!);
      const year = Number(m[2]);
      return year ? { year, month, day: daysInMonth(year, month) } : endOfMonthNamed(t, month);
    },
  ],
  // "by my birthday in August", "before our trip in June": the event's month is the deadline.
  [
    new RegExp(`^(?:by|before|until|till|for) (?:my|our|the) (?:[a-z]+ ){1,3}in ${MONTH}\\b`),
    (m, t) => endOfMonthNamed(t, monthNumber(m[1]!)),
  ],
  [
    new RegExp(`^${BY}the (\\d{1,2})(?:st|nd|rd|th)\\b(?! of)`),
    (m, t) => {
      const day = Number(m[1]);
      const here = { ...t, day: Math.min(day, daysInMonth(t.year, t.month)) };
      if (day >= t.day) return here;
      const next = addMonths({ ...t, day: 1 }, 1);
      return { ...next, day: Math.min(day, daysInMonth(next.year, next.month)) };
    },
  ],
];

/** Words that can open a deadline. */
const CUES = new Set([
  'by',
  'before',
  'until',
  'till',
  'on',
  'in',
  'within',
  'over',
  'this',
  'next',
  'end',
  'the',
  'for',
]);
/** Cues after which a date is handed to chrono ("by June", "next Friday", "on the 3rd of May"). */
const CHRONO_CUES = new Set(['by', 'before', 'until', 'till', 'on', 'next']);

function viaChrono(
  text: string,
  cue: string,
  today: CalendarDate,
): { date: CalendarDate; length: number } | null {
  const ref = new Date(today.year, today.month - 1, today.day, 12);
  const [r] = chronoParse(text, ref, { forwardDate: true });
  // The date must follow the cue word at once ("by June", "by the 15th of June").
  const before = r ? text.slice(0, r.index).trim() : '';
  if (!r || !['', cue, `${cue} the`].includes(before)) return null;
  const s = r.start;
  const month = s.get('month')!;
  let date: CalendarDate = { year: s.get('year')!, month, day: s.get('day')! };
  // "by Friday" said on a Friday is the coming Friday, a week on: a deadline of today is no goal
  // anyone sets by naming a weekday (they would say "today"). The same for "on Friday"; "this
  // Friday" on a Friday is today, as said.
  const weekdayOnly = s.isCertain('weekday') && !s.isCertain('day');
  if (weekdayOnly && !/^this\b/.test(r.text) && isoDate(date) === isoDate(today)) {
    date = addDays(date, 7);
  }
  const relative = r.tags().has('result/relativeDate');
  if (!relative && !s.isCertain('day') && s.isCertain('month')) {
    // "by June" is met on any day of June: the deadline is its last day, next June if past.
    const year = s.isCertain('year')
      ? date.year
      : month >= today.month
        ? today.year
        : today.year + 1;
    date = { year, month, day: daysInMonth(year, month) };
  }
  return { date, length: r.index + r.text.length };
}

export interface DeadlineMatch {
  /** YYYY-MM-DD on the user's calendar. */
  date: string;
  /** The phrase covers pieces[start] up to, not including, pieces[end]. */
  start: number;
  end: number;
  /** A stretch of time from today ("in 3 months", "within a year"): said only of what is ahead. */
  span?: true;
}

/** Pieces covered by the first `chars` characters of pieces.slice(start).join(' '). */
function piecesCovered(pieces: readonly string[], start: number, chars: number): number {
  let used = -1;
  let i = start;
  while (i < pieces.length && used < chars - 1) used += pieces[i++]!.length + 1;
  return i;
}

/**
 * The longest deadline phrase, in pieces from its cue ("by wednesday the 15th of june 2025" is 7):
 * the rules and chrono read only this window, never the rest of the sentence.
 */
const WINDOW = 8;
/**
 * Cues handed to chrono per sentence. A command holds one or two; without a cap, 500 characters
 * of "on 1 on 1 …" made a hundred chrono calls (issue 7 §5).
 */
const MAX_CHRONO_CALLS = 3;

/**
 * The first deadline in a sentence given as text pieces (one per token, numbers as digits), or
 * null. Recurring frames ("every week", "a month") are not deadlines. The work is bounded by the
 * sentence length: anchored rules on a short window at each cue, and at most three chrono calls.
 */
export function findDeadline(
  pieces: readonly string[],
  now: Date,
  timeZone: string,
): DeadlineMatch | null {
  const today = localDate(now, timeZone);
  let chronoCalls = 0;
  for (let i = 0; i < pieces.length; i++) {
    const cue = pieces[i]!;
    if (!CUES.has(cue)) continue;
    const text = pieces.slice(i, i + WINDOW).join(' ');
    for (const [re, resolve, span] of RULES) {
      const m = re.exec(text);
      if (m)
        return {
          date: isoDate(resolve(m, today)),
          start: i,
          end: piecesCovered(pieces, i, m[0].length),
          ...(span ? { span: true } : {}),
        };
    }
    if (!CHRONO_CUES.has(cue) || chronoCalls++ >= MAX_CHRONO_CALLS) continue;
    const hit = viaChrono(text, cue, today);
    if (hit)
      return { date: isoDate(hit.date), start: i, end: piecesCovered(pieces, i, hit.length) };
  }
  return null;
}
