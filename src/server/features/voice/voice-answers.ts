// Answers to questions about the user's own training (issue 31 §2): pure phrasing of what the
// screens' own reads return (voice-questions.ts gathers them), so a spoken number is the number
// on the screen. Every span an answer names lies within the account's history: a ten-minute-old
// account is never told about "the last 5 weeks".
import { exerciseKey, weightInLbs } from '../../../shared/sets';
import { countsAsWork } from '../../../shared/set-types';
import { formatDuration } from '../../../shared/duration';
import { addDays, daysBetween, type LocalDay } from '../../../shared/local-day';
import { shownDay } from '../../../shared/done-day';
import { LEADERBOARD_LABELS, type LeaderboardType } from '../../../shared/leaderboard-types';
import { findExercise } from '../../../shared/exercises/catalogue';
import type { ExerciseType } from '../../../shared/exercises/types';
import type { Goal } from '../../../shared/schemas/goals';
import type { Exercise, Workout } from '../../../shared/schemas/workouts';
import type { ExerciseHistory } from '../../../shared/schemas/exercise-history';
import type { Progression } from '../../../shared/schemas/progression';
import type { Routine } from '../../../shared/schemas/routines';
import type { WorkoutPlan } from '../../../shared/schemas/assessment';
import { milesShown } from '../../../shared/unit-display';
import {
  fromStoredLbs,
  MILES_PER_UNIT,
  WEIGHT_UNIT_LABEL,
  type DistancePreference,
  type DistanceUnit,
  type WeightUnit,
} from '../../../shared/units';
import { exerciseMiles, exerciseSeconds } from '../../../shared/workout-totals';
import type { QuestionMeasure, QuestionPeriod, VoiceQuestion } from '../../../shared/voice/schema';

const plural = (n: number, one: string, many = `${one}s`) => `${fmt(n)} ${n === 1 ? one : many}`;
/** Numbers as said: whole when whole, else to two places; thousands grouped. */
const fmt = (n: number) => (Math.round(n * 100) / 100).toLocaleString('en-US');

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December',
]; // prettier-ignore
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "November 3" ("November 3, 2025" in another year than `today`'s). */
export function dayWords(day: LocalDay, today: LocalDay): string {
  const [y, m, d] = day.split('-').map(Number);
  const same = day.slice(0, 4) === today.slice(0, 4);
  return `${MONTHS[(m ?? 1) - 1]} ${d}${same ? '' : `, ${y}`}`;
}
export const weekdayOf = (day: LocalDay) => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

/** The units an answer speaks in (Profile's). */
export interface AnswerUnits {
  weight: WeightUnit;
  distance: DistancePreference;
}

const DISTANCE_WORD: Record<DistancePreference, [string, string]> = {
  mi: ['mile', 'miles'],
  km: ['km', 'km'],
};
const milesText = (miles: number, units: AnswerUnits) => {
  const value = milesShown(miles, units.distance);
  const [one, many] = DISTANCE_WORD[units.distance];
  return `${fmt(value)} ${value === 1 ? one : many}`;
};
const lbsText = (lbs: number, units: AnswerUnits) =>
  `${fmt(Math.round(fromStoredLbs(lbs, units.weight) * 10) / 10)} ${WEIGHT_UNIT_LABEL[units.weight]}`;

// ---------------------------------------------------------------------------------------------
// Spans

/** A span of local days, both ends included, and how the question named it. */
export interface DaySpan {
  from: LocalDay;
  to: LocalDay;
  words: string;
}

/**
 * The days a period covers, as of `today`. A week is today and the six days before it (SPEC §9,
 * Progress's This Week tile), so "how many workouts this week" is the tile's number; a month and
 * a year are the calendar's, to today.
 */
export function periodSpan(period: QuestionPeriod, today: LocalDay, start: LocalDay): DaySpan {
  const month = today.slice(0, 7);
  switch (period) {
    case 'today':
      return { from: today, to: today, words: 'today' };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1), words: 'yesterday' };
    case 'this_week':
      return { from: addDays(today, -6), to: today, words: 'this week' };
    case 'last_week':
      return { from: addDays(today, -13), to: addDays(today, -7), words: 'last week' };
    case 'this_month':
      return { from: `${month}-01`, to: today, words: 'this month' };
    case 'last_month': {
      const last = addDays(`${month}-01`, -1);
      return { from: `${last.slice(0, 7)}-01`, to: last, words: 'last month' };
    }
    case 'this_year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today, words: 'this year' };
    case 'all_time':
      return { from: start, to: today, words: 'so far' };
  }
}

/**
 * The first day of the account's history: the day it was made, or an earlier first workout (an
 * import brings years from before the account).
 */
export function historyStart(accountDay: LocalDay, firstWorkoutDay: LocalDay | null): LocalDay {
  return firstWorkoutDay && firstWorkoutDay < accountDay ? firstWorkoutDay : accountDay;
}

/** The span cut to the account's history: null when it ends before the history begins. */
export function withinHistory(span: DaySpan, start: LocalDay): DaySpan | null {
  if (span.to < start) return null;
  return span.from < start ? { ...span, from: start } : span;
}

/** "You started on November 20, so there's nothing from last month." */
export const beforeHistory = (span: DaySpan, start: LocalDay, today: LocalDay) =>
  `You started on ${dayWords(start, today)}, so there's nothing from ${span.words} to count.`;

// ---------------------------------------------------------------------------------------------
// Totals

/** What a total is of: one exercise (by its key), a kind of exercise, or everything. */
export interface TotalSubject {
  exercise?: string;
  workoutType?: ExerciseType;
}

/** An exercise is of a kind when the catalogue says so, else when its workout is of that type. */
function ofType(e: Exercise, w: Workout, type: ExerciseType): boolean {
  const known = findExercise(e.name);
  return known ? known.type === type : w.type === type;
}

export interface Totals {
  workouts: number;
  /** Times the exercise (or kind) was done: exercises matched. */
  times: number;
  sets: number;
  reps: number;
  seconds: number;
  miles: number;
  volumeLbs: number;
}

/**
 * The totals of `subject` in the workouts done on `span`'s days (each by the day the Workouts
 * list shows it on). Sets, reps and volume count working sets done (warm-ups and sets marked not
 * done count for neither, as records and Progress's lifts); time and distance are the exercises'
 * own (workout-totals.ts), or with no subject the workouts' totals, as Progress's chart adds them.
 */
export function totalsOf(
  workouts: readonly Workout[],
  span: Pick<DaySpan, 'from' | 'to'>,
  subject: TotalSubject,
  timeZone: string,
): Totals {
  const key = subject.exercise ? exerciseKey(subject.exercise) : null;
  const t: Totals = { workouts: 0, times: 0, sets: 0, reps: 0, seconds: 0, miles: 0, volumeLbs: 0 };
  for (const w of workouts) {
    const day = shownDay(w, timeZone);
    if (day < span.from || day > span.to) continue;
    const matched = w.exercises.filter((e) =>
      key !== null
        ? exerciseKey(e.name) === key
        : subject.workoutType
          ? ofType(e, w, subject.workoutType)
          : true,
    );
    const whole = key === null && !subject.workoutType;
    if (!whole && matched.length === 0) continue;
    t.workouts += 1;
    t.times += matched.length;
    for (const e of matched) {
      for (const s of e.setList) {
        if (!countsAsWork(s) || s.done === false) continue;
        t.sets += 1;
        t.reps += s.reps ?? 0;
        if (s.weight && s.reps) t.volumeLbs += weightInLbs(s.weight, s.weightUnit) * s.reps;
      }
    }
    if (whole) {
      t.seconds += w.duration;
      t.miles += w.distance;
    } else {
      t.seconds += matched.reduce((sum, e) => sum + exerciseSeconds(e), 0);
      t.miles += matched.reduce((sum, e) => sum + exerciseMiles(e), 0);
    }
  }
  return t;
}

/** The measure to answer with when none was asked: what the subject is counted in. */
export function defaultMeasure(t: Totals, subject: TotalSubject): QuestionMeasure {
  if (!subject.exercise && !subject.workoutType) return 'workouts';
  if (t.reps > 0) return 'reps';
  if (t.miles > 0) return 'distance';
  if (t.seconds > 0) return 'duration';
  return 'sets';
}

export interface TotalFacts {
  question: VoiceQuestion;
  /** The workouts of the span's days (more around them are left out by day). */
  workouts: readonly Workout[];
  today: LocalDay;
  /** The first day of the account's history (`historyStart`). */
  start: LocalDay;
  timeZone: string;
  units: AnswerUnits;
  /** The read stopped at its bound: the answer says it counted only the latest. */
  truncated?: { limit: number };
}

/** Up to three workouts' names, oldest first ("Push Day and Run"), for a day or so of them. */
function namesOf(workouts: readonly Workout[], span: DaySpan, timeZone: string): string | null {
  const inSpan = workouts.filter((w) => {
    const day = shownDay(w, timeZone);
    return day >= span.from && day <= span.to;
  });
  if (inSpan.length === 0 || inSpan.length > 3) return null;
  const names = inSpan.map((w) => w.name).reverse();
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

/**
 * An exercise's name as said in a sentence: lower case, and for one counted in reps, its plural
 * ("push-ups", "bench presses"); others as they are ("running", "plank").
 */
export function spokenName(name: string, many = true): string {
  const lower = name.toLowerCase();
  if (!many || findExercise(name)?.measure !== 'reps') return lower;
  if (/(ss|sh|ch|x)$/.test(lower)) return `${lower}es`;
  return lower.endsWith('s') ? lower : `${lower}s`;
}

/** The subject as said back: "push-ups", "cardio", or null for everything. */
function subjectWords(q: VoiceQuestion, many = true): string | null {
  if (q.exercise) return spokenName(q.exercise, many);
  if (q.workoutType) return q.workoutType;
  return null;
}

/** The span a total covers: the period asked, else all of the history. */
export function totalSpan(q: VoiceQuestion, today: LocalDay, start: LocalDay) {
  return periodSpan(q.period ?? 'all_time', today, start);
}

/**
 * "You've done 120 push-ups this week, in 3 workouts." / "You haven't logged any push-ups this
 * week yet." / "You've run 12.4 miles this month."
 */
export function totalAnswer({
  question: q,
  workouts,
  today,
  start,
  timeZone,
  units,
  truncated,
}: TotalFacts): string {
  const asked = totalSpan(q, today, start);
  const span = withinHistory(asked, start);
  if (!span) return beforeHistory(asked, start, today);
  const subject: TotalSubject = { exercise: q.exercise, workoutType: q.workoutType };
  const t = totalsOf(workouts, span, subject, timeZone);
  // "any push-ups", "40 push-ups", but "3 sets of bench press", "2 hours on plank".
  const what = subjectWords(q);
  const one = subjectWords(q, false);
  const when = span.words;
  const cut = truncated ? ` (counting your latest ${fmt(truncated.limit)} workouts)` : '';
  if (t.workouts === 0) {
    const yet = q.period === 'today' || q.period?.startsWith('this_') ? ' yet' : '';
    return what
      ? `You haven't logged any ${what} ${when}${yet}.`
      : `You haven't logged any workouts ${when}${yet}.`;
  }
  const measure = q.measure === 'weight' ? 'volume' : (q.measure ?? defaultMeasure(t, subject));
  const inWorkouts = what ? `, in ${plural(t.workouts, 'workout')}` : '';
  // "You did … yesterday", "You've done … this week".
  const past = q.period === 'yesterday' || q.period === 'last_week' || q.period === 'last_month';
  const v = (done: string, have: string) => (past ? `You ${done}` : `You've ${have}`);
  switch (measure) {
    case 'workouts': {
      if (what)
        return `${v('did', 'done')} ${what} in ${plural(t.workouts, 'workout')} ${when}${cut}.`;
      // A day's workouts by name: "what did I do yesterday".
      const names = span.from === span.to ? namesOf(workouts, span, timeZone) : null;
      return (
        `${v('logged', 'logged')} ${plural(t.workouts, 'workout')} ${when}` +
        `${names ? ` (${names})` : ''}` +
        `${t.seconds > 0 ? `, ${plural(Math.round(t.seconds / 60), 'minute')} in all` : ''}` +
        `${t.miles > 0 ? ` and ${milesText(t.miles, units)}` : ''}${cut}.`
      );
    }
    case 'sets':
      return `${v('did', 'done')} ${plural(t.sets, 'set')}${one ? ` of ${one}` : ''} ${when}${inWorkouts}${cut}.`;
    case 'reps':
      return what
        ? `${v('did', 'done')} ${fmt(t.reps)} ${what} ${when}${inWorkouts}${cut}.`
        : `${v('did', 'done')} ${plural(t.reps, 'rep')} ${when}${cut}.`;
    case 'distance':
      return `${v('covered', 'covered')} ${milesText(t.miles, units)}${one ? ` of ${one}` : ''} ${when}${inWorkouts}${cut}.`;
    case 'duration':
      return `${v('spent', 'spent')} ${formatDuration(t.seconds)}${one ? ` on ${one}` : ''} ${when}${inWorkouts}${cut}.`;
    case 'volume':
    case 'weight':
      return `${v('lifted', 'lifted')} ${lbsText(t.volumeLbs, units)} in all${one ? ` of ${one}` : ''} ${when} (weight × reps)${inWorkouts}${cut}.`;
    case 'pace': {
      if (t.miles <= 0 || t.seconds <= 0)
        return `There's no distance with a time${what ? ` for ${what}` : ''} ${when} to work out a pace from.`;
      const perUnit = t.seconds / milesShown(t.miles, units.distance);
      return `Your average pace${what ? ` for ${what}` : ''} ${when} is ${formatDuration(perUnit)} per ${DISTANCE_WORD[units.distance][0]}.`;
    }
  }
}

/** "You've logged 123 workouts so far." (Progress's Total Workouts.) */
export const allWorkoutsAnswer = (total: number) =>
  total === 0
    ? "You haven't logged any workouts yet. Say what you did and I'll log it."
    : `You've logged ${plural(total, 'workout')} so far.`;

// ---------------------------------------------------------------------------------------------
// Records

const METERS_PER_UNIT: Record<DistanceUnit, number> = {
  miles: MILES_PER_UNIT.miles * 1609.344,
  km: 1000,
  meters: 1,
  yards: 0.9144,
};

export interface RecordFacts {
  question: VoiceQuestion;
  /** The exercise's history as its screen reads it (GET /api/exercises/history), or null. */
  history: ExerciseHistory | null;
  today: LocalDay;
  units: AnswerUnits;
}

type Entry = ExerciseHistory['entries'][number];
type HistorySet = Entry['setList'][number];

const work = (e: Entry) => e.setList.filter((s) => countsAsWork(s) && s.done !== false);

/** The entry whose working sets give the highest `value` (null: the set does not count). */
function bestBy(entries: readonly Entry[], value: (s: HistorySet, e: Entry) => number | null) {
  let best: { entry: Entry; value: number } | null = null;
  for (const entry of entries) {
    for (const s of work(entry)) {
      const v = value(s, entry);
      if (v !== null && (!best || v > best.value)) best = { entry, value: v };
    }
  }
  return best;
}

/**
 * "Your heaviest bench press is 225 lbs, on November 3." / "Your fastest 5 km was 24 min 30 s,
 * on October 12." From the exercise's history, the one its screen shows, so the record agrees.
 */
export function recordAnswer({ question: q, history, today, units }: RecordFacts): string {
  if (!q.exercise)
    return 'Which exercise? Name it in the question, like “the most squats I did in one set”.';
  const name = history?.name ?? q.exercise;
  const entries = history?.entries ?? [];
  if (entries.length === 0) return `You haven't logged any ${spokenName(q.exercise)} yet.`;
  const on = (e: Entry) => dayWords(e.day, today);
  const measure: QuestionMeasure =
    q.measure ??
    (q.distance ? 'pace' : ((history?.best?.measure?.kind as QuestionMeasure) ?? 'weight'));
  switch (measure) {
    case 'pace':
    case 'duration': {
      if (q.distance) {
        const wanted = q.distance * METERS_PER_UNIT[q.distanceUnit ?? 'km'];
        // Each set that covered at least the distance, its time scaled to exactly that distance.
        const best = bestBy(entries, (s, e) => {
          const meters = (s.distance ?? 0) * METERS_PER_UNIT[e.distanceUnit];
          if (!s.duration || meters < wanted * 0.99) return null;
          return -(s.duration * (wanted / meters));
        });
        const said = `${fmt(q.distance)} ${q.distanceUnit === 'miles' ? (q.distance === 1 ? 'mile' : 'miles') : (q.distanceUnit ?? 'km')}`;
        if (!best)
          return `You haven't logged ${said} or more of ${spokenName(name)} with a time yet.`;
        const exact = best.entry.setList.some((s) => {
          const m = (s.distance ?? 0) * METERS_PER_UNIT[best.entry.distanceUnit];
          return Math.abs(m - wanted) <= wanted * 0.01;
        });
        return exact
          ? `Your fastest ${said} was ${formatDuration(-best.value)}, on ${on(best.entry)}.`
          : `Your fastest ${said} (at the pace of a longer one) was ${formatDuration(-best.value)}, on ${on(best.entry)}.`;
      }
      if (measure === 'pace') {
        const best = bestBy(entries, (s, e) =>
          s.duration && s.distance
            ? -(
                s.duration / milesShown(s.distance * MILES_PER_UNIT[e.distanceUnit], units.distance)
              )
            : null,
        );
        if (!best)
          return `You haven't logged any ${spokenName(name)} with a distance and a time yet.`;
        return `Your best ${name.toLowerCase()} pace is ${formatDuration(-best.value)} per ${DISTANCE_WORD[units.distance][0]}, on ${on(best.entry)}.`;
      }
      const best = bestBy(entries, (s) => s.duration || null);
      if (!best) return `You haven't logged a timed set of ${name.toLowerCase()} yet.`;
      return `Your longest ${name.toLowerCase()} is ${formatDuration(best.value)}, on ${on(best.entry)}.`;
    }
    case 'distance': {
      const best = bestBy(entries, (s, e) =>
        s.distance ? s.distance * MILES_PER_UNIT[e.distanceUnit] : null,
      );
      if (!best) return `You haven't logged a distance for ${name.toLowerCase()} yet.`;
      return `Your longest ${name.toLowerCase()} is ${milesText(best.value, units)}, on ${on(best.entry)}.`;
    }
    case 'reps':
    case 'sets': {
      const best = bestBy(entries, (s) => s.reps || null);
      if (!best) return `You haven't logged reps of ${spokenName(name)} yet.`;
      return `Your most ${spokenName(name)} in one set is ${fmt(best.value)}, on ${on(best.entry)}.`;
    }
    default: {
      const best = bestBy(entries, (s) => (s.weight ? weightInLbs(s.weight, s.weightUnit) : null));
      if (!best) return `You haven't logged a weight for ${name.toLowerCase()} yet.`;
      const e1rm = Math.max(...entries.map((e) => e.oneRepMax ?? 0));
      const est =
        e1rm > best.value ? ` Your estimated one-rep max is ${lbsText(e1rm, units)}.` : '';
      return `Your heaviest ${name.toLowerCase()} is ${lbsText(best.value, units)}, on ${on(best.entry)}.${est}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Streak, level, boards

export interface StreakFacts {
  current: number;
  keptToday: boolean;
  longest: number;
}

/** "Your streak is 5 days. Log anything today to keep your 5-day streak." */
export function streakAnswer({ current, keptToday, longest }: StreakFacts): string {
  if (current === 0) {
    const best = longest > 0 ? ` Your longest was ${plural(longest, 'day')}.` : '';
    return `You don't have a streak going. Log any workout today to start one.${best}`;
  }
  const head = `Your streak is ${plural(current, 'day')}.`;
  const record = current >= longest && current > 1 ? ' That’s your longest yet.' : '';
  return keptToday
    ? `${head} Today already counts; log anything tomorrow to make it ${current + 1}.${record}`
    : `${head} Log anything today to keep your ${current}-day streak.${record}`;
}

/**
 * "You're level 3, Dedicated, with 450 XP: 150 XP to level 4." The last 7 days' XP is said only
 * to an account at least that old (`weekOld`): to a newer one it is all its XP.
 */
export function levelAnswer(
  p: Pick<Progression, 'currentLevel' | 'levelTitle' | 'totalXp' | 'nextLevelXp' | 'weeklyXp'>,
  weekOld = true,
): string {
  const head = `You're level ${p.currentLevel}, ${p.levelTitle}, with ${fmt(p.totalXp)} XP`;
  const toNext = p.nextLevelXp - p.totalXp;
  const next = toNext > 0 ? `: ${fmt(toNext)} XP to level ${p.currentLevel + 1}` : '';
  const week =
    weekOld && p.weeklyXp > 0 ? ` You've earned ${fmt(p.weeklyXp)} XP in the last 7 days.` : '';
  return `${head}${next}.${week}`;
}

export interface BoardPlace {
  type: LeaderboardType;
  /** The caller's rank on it, or null when not ranked there. */
  rank: number | null;
  value: number | null;
}

const boardValue = (b: BoardPlace) =>
  b.value === null
    ? ''
    : b.type === 'level'
      ? ` (level ${fmt(b.value)})`
      : b.type === 'streak'
        ? ` (${plural(b.value, 'day')})`
        : ` (${fmt(b.value)} XP)`;

/** "You're #3 on Total XP (120 XP) and #5 on Weekly XP (40 XP)." */
export function rankAnswer(places: readonly BoardPlace[], visible: boolean): string {
  if (!visible)
    return "You're hidden from the leaderboards. Turn that off in Leaderboard's settings to be ranked.";
  const ranked = places.filter((p) => p.rank !== null);
  const unranked = places.filter((p) => p.rank === null);
  if (ranked.length === 0) {
    return places.length === 1
      ? `You're not on the ${LEADERBOARD_LABELS[places[0]!.type]} board yet: log a workout to get on it.`
      : "You're not on the leaderboards yet: log a workout to get on them.";
  }
  const list = ranked.map((p) => `#${p.rank} on ${LEADERBOARD_LABELS[p.type]}${boardValue(p)}`);
  const said = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  const not =
    unranked.length > 0
      ? ` Not ranked yet on ${unranked.map((p) => LEADERBOARD_LABELS[p.type]).join(' or ')}.`
      : '';
  return `You're ${said}.${not}`;
}

// ---------------------------------------------------------------------------------------------
// The plan and the next routine

export interface PlanFacts {
  plan: WorkoutPlan | null;
  routines: readonly Routine[];
  today: LocalDay;
}

/**
 * The assessment's plan and what it says for today, and the routine gone longest without (the
 * product keeps no order of routines, so "next" is the one least recently done, never-done first).
 */
export function planAnswer({ plan, routines, today }: PlanFacts): string {
  const parts: string[] = [];
  if (plan) {
    parts.push(`Your plan is ${plan.title}, about ${plural(plan.duration, 'minute')} a session.`);
    const weekday = weekdayOf(today);
    const todays = plan.week.find((d) => d.day === weekday);
    if (todays) parts.push(`Today, ${weekday}: ${todays.focus}`.replace(/([^.!?])$/, '$1.'));
    else {
      const next = nextPlanDay(plan, today);
      parts.push(
        `Today is a rest day${next ? `; next up is ${next.day}: ${next.focus}` : ''}`.replace(
          /([^.!?])$/,
          '$1.',
        ),
      );
    }
  }
  const next = nextRoutine(routines);
  if (next) {
    const when = next.lastDoneAt
      ? `last done ${dayWords(next.lastDoneAt.slice(0, 10), today)}`
      : 'not done yet';
    parts.push(
      routines.length === 1
        ? `Your routine is ${next.name} (${when}).`
        : `Of your routines, ${next.name} is the one you've gone longest without (${when}).`,
    );
  }
  if (parts.length === 0)
    return "You don't have a plan or any routines yet. Take the assessment to get a plan, or save a workout as a routine.";
  return parts.join(' ');
}

/** The plan's next training day after today, going round the week. */
function nextPlanDay(plan: WorkoutPlan, today: LocalDay) {
  for (let i = 1; i <= 7; i++) {
    const day = weekdayOf(addDays(today, i));
    const found = plan.week.find((d) => d.day === day);
    if (found) return found;
  }
  return null;
}

/** The routine done least recently (never done first, then the oldest made). */
export function nextRoutine(routines: readonly Routine[]): Routine | null {
  return (
    [...routines].sort(
      (a, b) =>
        (a.lastDoneAt ?? '').localeCompare(b.lastDoneAt ?? '') ||
        a.createdAt.localeCompare(b.createdAt),
    )[0] ?? null
  );
}

// ---------------------------------------------------------------------------------------------
// A goal's pace

/** A word's stem for matching a goal: "running" and "runs" are "run", "miles" is "mile". */
export function goalStem(word: string): string {
  const w = word.toLowerCase().replace(/s$/, '').replace(/ing$/, '');
  return /([b-df-hj-np-tv-z])\1$/.test(w) ? w.slice(0, -1) : w;
}
const GOAL_FILLER = new Set(['my', 'the', 'a', 'an', 'goal', 'for', 'to', 'of', 'on']);
const stems = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .filter((w) => w && !GOAL_FILLER.has(w))
    .map(goalStem);

/**
 * The goal the words name (its title's words or numbers, what it tracks; "running" finds "Run
 * 100 miles"); with no words, the open goal due soonest.
 */
export function goalNamed(goals: readonly Goal[], words: string | undefined): Goal | null {
  const open = goals.filter((g) => !g.isCompleted);
  if (words) {
    const said = stems(words);
    const score = (g: Goal) => {
      const own = new Set(
        stems(
          `${g.title} ${g.targetValue} ${g.unit} ${g.trackExercise ?? ''} ${g.trackWorkoutType ?? ''}`,
        ),
      );
      return said.filter((t) => own.has(t)).length;
    };
    const ranked = goals
      .map((g) => ({ g, s: score(g) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || Number(a.g.isCompleted) - Number(b.g.isCompleted));
    if (ranked[0]) return ranked[0].g;
    return null;
  }
  return (
    [...open].sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'))[0] ??
    goals[0] ??
    null
  );
}

export interface PaceFacts {
  goals: readonly Goal[];
  words?: string;
  today: LocalDay;
  /** The local day the goal was set on, from its `createdAt`. */
  dayOf: (iso: string) => LocalDay;
}

/**
 * "You're at 40 of 100 miles (40%), with 45 of 90 days gone: on track. 60 miles to go by March 1,
 * about 9.3 a week." The progress is the goal's own (Goals' and Home's cards).
 */
export function goalPaceAnswer({ goals, words, today, dayOf }: PaceFacts): string {
  if (goals.length === 0)
    return "You don't have any goals yet. Set one by saying it, like “run 100 miles by June”.";
  const g = goalNamed(goals, words);
  if (!g) {
    const titles = goals
      .slice(0, 3)
      .map((x) => `“${x.title}”`)
      .join(', ');
    return `I couldn't find a goal like “${words}”. Your goals: ${titles}.`;
  }
  const unit = g.unit;
  const at = `You're at ${fmt(g.currentValue)} of ${fmt(g.targetValue)} ${unit} on “${g.title}” (${fmt(g.progressPercentage)}%)`;
  if (g.isCompleted)
    return `You reached “${g.title}”${g.completedAt ? ` on ${dayWords(dayOf(g.completedAt), today)}` : ''}. Well done!`;
  if (!g.deadline)
    return `${at}. It has no deadline, so there's no pace to keep: ${fmt(g.targetValue - g.currentValue)} ${unit} to go.`;
  const set = dayOf(g.createdAt);
  const total = Math.max(1, daysBetween(set, g.deadline));
  const gone = Math.min(total, Math.max(0, daysBetween(set, today)));
  const left = daysBetween(today, g.deadline);
  const remaining = Math.max(0, g.targetValue - g.currentValue);
  if (left < 0) return `${at}. Its deadline, ${dayWords(g.deadline, today)}, has passed.`;
  const expected = (g.targetValue * gone) / total;
  // Within a tenth of a day's share (or 2 %) of where a steady pace would be is on track.
  const slack = Math.max(g.targetValue * 0.02, g.targetValue / total);
  const verdict =
    g.currentValue >= expected + slack
      ? 'ahead of pace'
      : g.currentValue <= expected - slack
        ? 'behind pace'
        : 'on track';
  const weeks = Math.max(left, 1) / 7;
  const perWeek = remaining / Math.max(weeks, 1 / 7);
  const need =
    left === 0
      ? `${fmt(remaining)} ${unit} to go today`
      : weeks >= 1
        ? `${fmt(remaining)} ${unit} to go by ${dayWords(g.deadline, today)}, about ${fmt(Math.round(perWeek * 10) / 10)} a week`
        : `${fmt(remaining)} ${unit} to go in ${plural(left, 'day')}`;
  return `${at}, with ${fmt(gone)} of ${plural(total, 'day')} gone: ${verdict}. ${need}.`;
}
