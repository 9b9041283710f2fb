// Schedule It (issue 26): an AI Coach Insight's workout put on a day ahead. The person picks a
// date and time (defaulting to a sensible one), sees what the workout holds, and gets a calendar
// event with a reminder whose link opens the workout form filled in on the day; or logs it now.
import { formatDuration } from '@shared/duration';
import { addDays, isLocalDay, localDayOf, type LocalDay } from '@shared/local-day';
import { instantAt, isClockTime, minutesOfDay } from '@shared/local-time';
import { logPlanHref } from '@shared/prefill-link';
import type { SuggestionKind, WorkoutPrefill } from '@shared/schemas/dashboard';
import type { WorkoutType } from '@shared/schemas/workouts';
import { formatDistanceIn, formatWeightIn } from '@shared/unit-display';
import type { UnitPrefs } from '@client/lib/formatting';

/** How far ahead a workout may be scheduled. */
export const SCHEDULE_DAYS_AHEAD = 365;
/** The usual after-work slot a scheduled workout starts at. */
export const DEFAULT_TIME = '18:00';
/** Minutes before the start the calendar reminds. */
export const REMINDER_MINUTES = 30;

export interface ScheduleChoice {
  day: LocalDay;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The day and time the date picker starts on. An insight about today (a streak to keep before
 * midnight) is today, at 18:00 or the next whole hour if that has passed; when today has no
 * hour left, or for any other insight (a type missing this week, a best to beat, a goal), it is
 * tomorrow at 18:00: far enough ahead to plan, soon enough to matter.
 */
export function defaultSchedule(kind: SuggestionKind, now: Date, timeZone: string): ScheduleChoice {
  const today = localDayOf(now, timeZone);
  if (kind === 'streak') {
    const nextHour = Math.floor(minutesOfDay(now, timeZone) / 60) + 1;
    const hour = Math.max(Number(DEFAULT_TIME.slice(0, 2)), nextHour);
    if (hour <= 23) return { day: today, time: `${pad(hour)}:00` };
  }
  return { day: addDays(today, 1), time: DEFAULT_TIME };
}

export type ScheduleErrors = Partial<Record<keyof ScheduleChoice, string>>;

/** The start of the scheduled workout, or what is wrong with the choice, field by field. */
export function validateSchedule(
  choice: ScheduleChoice,
  now: Date,
  timeZone: string,
): { ok: true; start: Date } | { ok: false; errors: ScheduleErrors } {
  const today = localDayOf(now, timeZone);
  const errors: ScheduleErrors = {};
  if (!isLocalDay(choice.day)) errors.day = 'Pick a date';
  else if (choice.day < today) errors.day = 'Pick today or a day ahead';
  else if (choice.day > addDays(today, SCHEDULE_DAYS_AHEAD))
    errors.day = 'Pick a day within the next year';
  if (!isClockTime(choice.time)) errors.time = 'Pick a time';
  if (errors.day || errors.time) return { ok: false, errors };
  const start = instantAt(choice.day, choice.time, timeZone);
  if (start.getTime() <= now.getTime())
    return { ok: false, errors: { time: 'That time has passed: pick a later one' } };
  return { ok: true, start };
}

/**
 * "Bench Press: 3 × 8 reps at 140 lbs", "Running: 30 min, 3.11 mi", in the user's units;
 * "Running: you choose how much" for an exercise suggested without amounts (a goal's).
 */
export function planLine(e: WorkoutPrefill['exercises'][number], units: UnitPrefs): string {
  const sets = e.sets > 1 ? `${e.sets} × ` : '';
  let work =
    e.reps != null
      ? `${sets}${e.reps} reps`
      : e.duration != null
        ? `${sets}${formatDuration(e.duration)}`
        : e.sets > 1
          ? `${e.sets} sets`
          : '';
  if (e.weight != null && e.weight > 0)
    work = `${work} at ${formatWeightIn(e.weight, 'lb', units.weightUnit)}`.trim();
  const parts = [work];
  if (e.distance != null && e.distance > 0)
    parts.push(formatDistanceIn(e.distance, e.distanceUnit, units.distanceUnit));
  const amount = parts.filter(Boolean).join(', ');
  return `${e.name}: ${amount || 'you choose how much'}`;
}

const TYPE_WORD: Record<WorkoutType, string> = {
  strength: 'strength',
  cardio: 'cardio',
  flexibility: 'flexibility',
  sports: 'sports',
  mixed: 'mixed',
};

/** What the workout holds, one line an exercise, or what it is when it names none. */
export function planLines(prefill: WorkoutPrefill, units: UnitPrefs): string[] {
  if (prefill.exercises.length === 0)
    return [
      `A ${TYPE_WORD[prefill.type]} workout of your choice: add the exercises when you log it.`,
    ];
  return prefill.exercises.map((e) => planLine(e, units));
}

const MILES_PER_UNIT = { miles: 1, km: 0.621371, meters: 0.000621371, yards: 0.000568182 };

/**
 * How long to block in the calendar: each timed set, about 2½ minutes a set of reps (rest
 * included), 10 minutes a mile; rounded up to 5 minutes, 20 at least and 2 hours at most; 45
 * for a workout that names no exercises.
 */
export function plannedMinutes(prefill: WorkoutPrefill): number {
  if (prefill.exercises.length === 0) return 45;
  let minutes = 0;
  for (const e of prefill.exercises) {
    const sets = Math.max(1, e.sets);
    if (e.duration != null && e.duration > 0) minutes += (sets * e.duration) / 60;
    else if (e.distance != null && e.distance > 0)
      minutes += e.distance * MILES_PER_UNIT[e.distanceUnit] * 10;
    else minutes += sets * 2.5;
  }
  return Math.min(120, Math.max(20, Math.ceil(minutes / 5) * 5));
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** An instant in UTC as iCalendar writes it: 20261128T180000Z. */
const icsTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export interface CalendarEvent {
  /** Stable for the insight and the start, so importing it twice updates one event. */
  uid: string;
  prefill: WorkoutPrefill;
  start: Date;
  units: UnitPrefs;
  /** The app's origin, for the link that opens the workout form filled in. */
  origin: string;
  now: Date;
}

/** The workout as an iCalendar file with one event and a reminder. */
export function calendarFile(ev: CalendarEvent): string {
  const end = new Date(ev.start.getTime() + plannedMinutes(ev.prefill) * 60_000);
  const link = `${ev.origin}${logPlanHref(ev.prefill)}`;
  const description = [
    ...planLines(ev.prefill, ev.units),
    '',
    `When you're done, log it in Joey Fit: ${link}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Joey Fit//Schedule It//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(ev.uid)}`,
    `DTSTAMP:${icsTime(ev.now)}`,
    `DTSTART:${icsTime(ev.start)}`,
    `DTEND:${icsTime(end)}`,
    `SUMMARY:${icsText(ev.prefill.name)}`,
    `DESCRIPTION:${icsText(description)}`,
    `URL:${link}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(`${ev.prefill.name} in ${REMINDER_MINUTES} minutes`)}`,
    `TRIGGER:-PT${REMINDER_MINUTES}M`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** "Leg Day.ics": the workout's name, safe as a file name on every system. */
export function calendarFileName(name: string): string {
  const safe = name
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return `${safe || 'Workout'}.ics`;
}
