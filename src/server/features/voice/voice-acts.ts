// Acts a sentence asks for (issue 31 §3), checked against the user's data: the workout to delete
// exists, the routine to start is one of theirs, a workout is under way to add a set to. Nothing
// here writes and nothing counts against a quota; the client carries out `act` (a delete after
// the user's yes, a start, a set added to its live state). A refusal says plainly why.
import { addDays, localDayOf, startOfLocalDay } from '../../../shared/local-day';
import { shownDay } from '../../../shared/done-day';
import type { VoiceCommandResult } from '../../../shared/schemas/voice-command';
import type { Routine } from '../../../shared/schemas/routines';
import type { Workout } from '../../../shared/schemas/workouts';
import { formatDuration } from '../../../shared/duration';
import { WEIGHT_UNIT_LABEL } from '../../../shared/units';
import type {
  AddSetInterpretation,
  DeleteWorkoutInterpretation,
  StartRoutineInterpretation,
} from '../../../shared/voice/schema';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import { readLiveWorkout } from '../live-workout/live-workout.service';
import { listRoutines } from '../routines/routines.service';
import { listWorkouts, workoutsBetween } from '../workouts/workouts.service';
import { dayWords, weekdayOf } from './voice-answers';

const none = { workout: null, goal: null, bodyWeight: null } as const;

const refuse = (message: string): VoiceCommandResult => ({ action: 'error', message, ...none });

/** "today", "yesterday", "on Monday, November 3". */
export function onDayWords(day: string, today: string): string {
  if (day === today) return 'today';
  if (day === addDays(today, -1)) return 'yesterday';
  return `on ${weekdayOf(day)}, ${dayWords(day, today)}`;
}

/** 'Delete “Push Day” from today? Say yes to delete it, or no to keep it.' */
export function confirmDeleteMessage(workout: Workout, today: string, timeZone: string): string {
  const day = shownDay(workout, timeZone);
  const when = onDayWords(day, today).replace(/^on /, '');
  return `Delete “${workout.name}” from ${when}? Say yes to delete it, or no to keep it.`;
}

/** The latest workout, or the latest done on `day` (the user's local day), or a refusal. */
export async function checkDelete(
  db: Db,
  user: SessionUser,
  r: DeleteWorkoutInterpretation,
  now: Date,
): Promise<VoiceCommandResult> {
  const today = localDayOf(now, user.timeZone);
  let workout: Workout | undefined;
  if (r.day) {
    const since = startOfLocalDay(addDays(r.day, -1), user.timeZone);
    const until = startOfLocalDay(addDays(r.day, 2), user.timeZone);
    const read = await workoutsBetween(db, user.id, since, until, 200);
    workout = read.workouts.find((w) => shownDay(w, user.timeZone) === r.day);
    if (!workout) return refuse(`You have no workout ${onDayWords(r.day, today)} to delete.`);
  } else {
    [workout] = await listWorkouts(db, user.id, 1);
    if (!workout)
      return refuse("You haven't logged any workouts yet, so there's nothing to delete.");
  }
  return {
    action: 'delete_workout',
    message: confirmDeleteMessage(workout, today, user.timeZone),
    ...none,
    act: { kind: 'confirm_delete', workout },
  };
}

/** Words of a routine's name as they are compared: case, punctuation, plurals and filler gone. */
const FILLER = new Set([
  'my',
  'the',
  'a',
  'an',
  'day',
  'days',
  'workout',
  'routine',
  'session',
  'today',
  's',
]);
export function routineWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !FILLER.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/**
 * The routine `said` names: the same words (case, plurals and "day" aside: "push" is "Push
 * Day", "legs" is "Leg Day"), else the only routine holding all the words said. Null when none
 * or several match.
 */
export function matchRoutine(routines: readonly Routine[], said: string): Routine | null {
  const words = routineWords(said);
  if (words.length === 0) {
    // "start my day workout": only filler. An exact name still matches.
    return routines.find((r) => r.name.trim().toLowerCase() === said.trim().toLowerCase()) ?? null;
  }
  const key = words.join(' ');
  const exact = routines.filter((r) => routineWords(r.name).join(' ') === key);
  if (exact.length >= 1) return exact[0]!;
  const holding = routines.filter((r) => {
    const own = routineWords(r.name);
    return words.every((w) => own.includes(w));
  });
  return holding.length === 1 ? holding[0]! : null;
}

/** "Push Day, Leg Day and Pull Day": up to three of the user's routines, most recently made first. */
function someRoutines(routines: readonly Routine[]): string {
  const names = routines.slice(0, 3).map((r) => `“${r.name}”`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
}

/**
 * Start a routine by its name, or an empty workout when none was named; with a workout already
 * under way the act still stands (the client asks resume or discard) and the answer says so.
 */
export async function checkStartRoutine(
  db: Db,
  user: SessionUser,
  r: StartRoutineInterpretation,
): Promise<VoiceCommandResult> {
  const [routines, live] = await Promise.all([
    r.routine || r.next ? listRoutines(db, user.id) : Promise.resolve([]),
    readLiveWorkout(db, user.id),
  ]);
  const underWay = live
    ? ` You have “${live.snapshot.name}” under way: resume it or discard it first.`
    : '';
  if (r.next && !r.routine) {
    // The product keeps no order of routines and the assessment's plan names none, so there is
    // no "next" to start: say so, and how to name one.
    if (routines.length === 0)
      return refuse(
        "You don't have any routines yet. Save a workout as a routine to start it by voice.",
      );
    return refuse(
      `Your routines have no set order, so I can't tell which is next. Say its name, like “start ${routines[0]!.name}”. Yours: ${someRoutines(routines)}.`,
    );
  }
  if (!r.routine) {
    return {
      action: 'start_routine',
      message: `Starting an empty workout.${underWay}`,
      ...none,
      act: { kind: 'start_routine', routineId: null, name: 'Empty workout' },
    };
  }
  if (routines.length === 0)
    return refuse(
      `You don't have a routine called “${r.routine}”, or any routines yet. Save a workout as a routine to start it by voice.`,
    );
  const routine = matchRoutine(routines, r.routine);
  if (!routine)
    return refuse(
      `You don't have a routine called “${r.routine}”. Yours: ${someRoutines(routines)}.`,
    );
  return {
    action: 'start_routine',
    message: `Starting “${routine.name}”.${underWay}`,
    ...none,
    act: { kind: 'start_routine', routineId: routine.id, name: routine.name },
  };
}

/** "a set of 8 at 185 lbs", "a 45 s set", "a set of 8". */
export function setWords(set: AddSetInterpretation['set']): string {
  const parts: string[] = [];
  if (set.reps !== undefined) parts.push(`of ${set.reps}`);
  if (set.weight !== undefined && set.weight > 0)
    parts.push(`at ${set.weight} ${WEIGHT_UNIT_LABEL[set.weightUnit ?? 'lb']}`);
  if (set.distance !== undefined) parts.push(`of ${set.distance}`);
  if (set.durationSeconds !== undefined)
    return `a ${formatDuration(set.durationSeconds)} set${parts.length ? ` ${parts.join(' ')}` : ''}`;
  return `a set${parts.length ? ` ${parts.join(' ')}` : ''}`;
}

/**
 * A set for the live workout, refused when none is under way. A weight said with no unit is in
 * the user's own unit (as a weigh-in said so is, and as the live workout's inputs show weights).
 */
export async function checkAddSet(
  db: Db,
  user: SessionUser,
  r: AddSetInterpretation,
): Promise<VoiceCommandResult> {
  const live = await readLiveWorkout(db, user.id);
  if (!live)
    return refuse(
      'No workout is under way, so there is nothing to add a set to. Start one first, like “start a workout”, or log the whole thing, like “3 sets of 8 bench at 185”.',
    );
  const set =
    r.set.weight !== undefined && r.set.weightUnit === undefined
      ? { ...r.set, weightUnit: user.weightUnit }
      : r.set;
  return {
    action: 'add_set',
    message: `Adding ${setWords(set)}${r.exercise ? ` to ${r.exercise}` : ''}.`,
    ...none,
    act: { kind: 'add_set', set, ...(r.exercise ? { exercise: r.exercise } : {}) },
  };
}
