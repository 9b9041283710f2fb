import { z } from 'zod';
import type { WorkoutPrefill } from '@shared/schemas/dashboard';
import { completedAtSchema, numberIn } from '@shared/schemas/common';
import {
  createWorkoutBody,
  exerciseInput,
  exerciseSetInput,
  LAST_EXERCISE,
  NO_NAMED_EXERCISE,
  setCountOf,
  updateWorkoutBody,
  WORKOUT_LIMITS,
  workoutSizeProblem,
  type CreateWorkoutInput,
  type Exercise,
  type ExerciseInput,
  type Workout,
  type WorkoutType,
} from '@shared/schemas/workouts';
import { workoutMiles, workoutSeconds } from '@shared/workout-totals';
import { setsOf } from '@shared/sets';
import { fieldErrors, formatFieldError } from '@client/lib/field-error';
import {
  emptyExercise,
  exerciseFromPrefill,
  exerciseFromStored,
  type ExerciseDraft,
  type UnitPrefs,
} from './exercise-draft';
import { fromLocalInput, toLocalInput } from './local-datetime';
import { setToInput } from './set-draft';

/** The whole workout as either dialog holds it; nothing is written until Save (issue 8, bug 1). */
export interface WorkoutDraft {
  name: string;
  type: WorkoutType;
  notes: string;
  /** When it was done (ended), as the datetime-local box holds it, in the user's zone. */
  when: string;
  /**
   * How long it lasted (issue 26 §8), whole minutes as typed; blank adds up the exercises'
   * times, as a workout without a duration always has (SPEC §3).
   */
  minutes: string;
  /** Or when it started and ended, "HH:MM" (the end on the day of `when`): they fill `minutes`. */
  start: string;
  end: string;
  exercises: ExerciseDraft[];
  /**
   * The workout's own totals, when they were given rather than added up from its sets (a "45
   * minute workout" said by voice, a guided session's time): kept to the second while the
   * minutes box still shows them, and a repeat logs the same distance.
   */
  kept?: { duration?: number; distance?: number };
}

/** A duration in the minutes box: whole minutes (a given 45:12 shows 45). */
export const minutesText = (seconds: number) => String(Math.round(seconds / 60));

/** The longest a workout lasts, in minutes: the API's day (WORKOUT_LIMITS.duration). */
export const MAX_WORKOUT_MINUTES = WORKOUT_LIMITS.duration / 60;

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minuteOfDay = (time: string) => {
  const m = TIME_RE.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/**
 * The minutes from `start` to `end` ("HH:MM"), across midnight when the end reads earlier
 * (23:30 to 00:15 is 45); null unless both are times, and for equal times (no length).
 */
export function minutesBetween(start: string, end: string): number | null {
  const a = minuteOfDay(start);
  const b = minuteOfDay(end);
  if (a === null || b === null || a === b) return null;
  return (b - a + 1440) % 1440;
}

/** The given duration and distance of a stored workout (not what its sets add up to). */
function givenTotals(w: Workout): WorkoutDraft['kept'] {
  const kept: WorkoutDraft['kept'] = {};
  if (w.duration !== workoutSeconds(null, w.exercises)) kept.duration = w.duration;
  if (Math.abs(w.distance - workoutMiles(null, w.exercises)) > 0.005) kept.distance = w.distance;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Who the form is for: their units and zone. */
export interface FormUser extends UnitPrefs {
  id: string;
  timeZone: string;
}

/**
 * Errors by field: 'name', 'type', 'notes', 'when', 'minutes', 'start', 'end', 'exercises' (the
 * list as a whole),
 * '{exercise}.name', '{exercise}.restTime' and '{exercise}.{set}.{field}' for one set's box.
 */
export type FormErrors = Partial<Record<string, string>>;
export const errorKey = (...parts: string[]) => parts.join('.');

const nowInput = (user: FormUser, now: Date) => toLocalInput(now, user.timeZone);

/** A blank create form: one blank exercise, done now. */
export function newWorkoutDraft(user: FormUser, now = new Date()): WorkoutDraft {
  return {
    name: '',
    // The API's own default when no type is given (docs/decisions/003).
    type: 'mixed',
    notes: '',
    when: nowInput(user, now),
    minutes: '',
    start: '',
    end: '',
    exercises: [emptyExercise(user)],
  };
}

/** Schedule It's suggestion (AI Coach Insights), ready to adjust; done now. */
export function draftFromPrefill(p: WorkoutPrefill, user: FormUser, now = new Date()) {
  const exercises = p.exercises.map((e) => exerciseFromPrefill(e, user.weightUnit));
  return {
    ...newWorkoutDraft(user, now),
    name: p.name,
    type: p.type,
    exercises: exercises.length > 0 ? exercises : [emptyExercise(user)],
  };
}

/**
 * Repeat (issue 8, item 9): the workout's name, type and every set, done now; the notes were
 * about that day, so they are not copied. Saving it is the repeat.
 */
export function draftForRepeat(w: Workout, user: FormUser, now = new Date()): WorkoutDraft {
  const kept = givenTotals(w);
  return {
    ...newWorkoutDraft(user, now),
    name: w.name,
    type: w.type,
    minutes: kept?.duration !== undefined ? minutesText(kept.duration) : '',
    exercises: w.exercises.map((e) => exerciseFromStored(e, user.weightUnit, false)),
    ...(kept ? { kept } : {}),
  };
}

/**
 * A create the server refused after it was kept on this device (issue 28 §3: the sync sheet's
 * Edit): the form as it was sent, to fix and save again. Fields the body does not parse to are
 * left as a blank form would have them, so the form's own checks say what is wrong.
 */
export function draftFromBody(
  body: CreateWorkoutInput,
  user: FormUser,
  now = new Date(),
): WorkoutDraft {
  const blank = newWorkoutDraft(user, now);
  const parsed = createWorkoutBody.safeParse(body);
  const exercises = parsed.success
    ? (parsed.data.exercises ?? []).map((e) =>
        exerciseFromStored(storedOf(e), user.weightUnit, false),
      )
    : [];
  const when = body.completedAt ? toLocalInput(body.completedAt, user.timeZone) : blank.when;
  return {
    ...blank,
    name: body.name ?? '',
    type: body.type ?? blank.type,
    notes: body.notes ?? '',
    when,
    minutes: body.duration ? minutesText(body.duration) : '',
    exercises: exercises.length > 0 ? exercises : blank.exercises,
    ...(body.duration || body.distance
      ? {
          kept: {
            ...(body.duration ? { duration: body.duration } : {}),
            ...(body.distance ? { distance: body.distance } : {}),
          },
        }
      : {}),
  };
}

/** An exercise as sent, in the stored shape the form loads (exerciseFromStored). */
function storedOf(e: z.output<typeof exerciseInput>): Exercise {
  const setList = setsOf(e);
  return {
    id: '',
    workoutId: '',
    name: e.name,
    sets: setList.length,
    reps: null,
    weight: null,
    weightUnit: 'lb',
    duration: null,
    distance: null,
    distanceUnit: e.distanceUnit,
    intensity: e.intensity,
    restTime: e.restTime ?? null,
    supersetGroup: e.supersetGroup ?? null,
    setList,
    personalRecord: null,
  };
}

/** The edit form: the workout as stored, each exercise keeping its id. */
export function draftForEdit(w: Workout, user: FormUser): WorkoutDraft {
  const duration = givenTotals(w)?.duration;
  return {
    name: w.name,
    type: w.type,
    notes: w.notes ?? '',
    when: toLocalInput(w.completedAt, user.timeZone),
    minutes: duration !== undefined ? minutesText(duration) : '',
    start: '',
    end: '',
    exercises: w.exercises.map((e) => exerciseFromStored(e, user.weightUnit, true)),
    ...(duration !== undefined ? { kept: { duration } } : {}),
  };
}

/**
 * What the person would lose on Cancel: the draft as shown, without React keys and bookkeeping,
 * so a row added and removed again, or a column shown and left empty, is no change.
 */
export function draftSignature(d: WorkoutDraft): string {
  return JSON.stringify({
    ...d,
    exercises: d.exercises.map((e) => ({
      id: e.id,
      name: e.name,
      distanceUnit: e.distanceUnit,
      intensity: e.intensity,
      restTime: e.restTime,
      supersetGroup: e.supersetGroup,
      sets: e.sets.map(({ key: _key, loadedWeight: _loaded, ...s }) => s),
    })),
  });
}

// ---- validation: draft → request body -------------------------------------------------------

/** SPEC §5: reps min 1 in the forms (blank is "not counted"); the rest is the API's own set. */
const formSet = exerciseSetInput.extend({
  reps: numberIn(1, WORKOUT_LIMITS.reps, { int: true }).nullish(),
  duration: z
    .number({ error: 'must be a time like 1:30' })
    .int('must be whole seconds')
    .min(0, 'must be at least 0:00')
    .max(WORKOUT_LIMITS.duration, 'must be at most 24 hours')
    .nullish(),
});
const formExercise = exerciseInput.extend({
  setList: z.array(formSet).min(1, 'must hold at least one set').max(WORKOUT_LIMITS.sets),
});

const SET_LABELS = {
  reps: 'Reps',
  weight: 'Weight',
  duration: 'Time',
  distance: 'Distance',
  rpe: 'RPE',
  setType: 'Set type',
};
const SET_FIELD = {
  reps: 'reps',
  weight: 'weight',
  duration: 'time',
  distance: 'distance',
  rpe: 'rpe',
  setType: 'setType',
};
const EXERCISE_LABELS: Record<string, string> = {
  name: 'Exercise name',
  restTime: 'Rest',
  distanceUnit: 'Distance unit',
  intensity: 'Intensity',
};

/** One exercise as the API's input (weights as loaded or as typed), or its errors. */
function exerciseBody(
  d: ExerciseDraft,
  user: FormUser,
  errors: FormErrors,
): ExerciseInput | undefined {
  const setList = d.sets.map((s) => setToInput(s, user.weightUnit));
  const parsed = formExercise.safeParse({
    ...(d.id ? { id: d.id } : {}),
    name: d.name,
    distanceUnit: d.distanceUnit,
    intensity: d.intensity,
    restTime: d.restTime.trim() === '' ? null : Number(d.restTime),
    supersetGroup: d.supersetGroup,
    setList,
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [field, index, setField] = issue.path as [string, number?, string?];
    if (field === 'setList' && index !== undefined && typeof setField === 'string') {
      const label = SET_LABELS[setField as keyof typeof SET_LABELS] ?? setField;
      const box = SET_FIELD[setField as keyof typeof SET_FIELD] ?? setField;
      errors[errorKey(d.key, d.sets[index]!.key, box)] ??= formatFieldError(label, issue.message);
    } else if (field === 'setList') {
      errors[errorKey(d.key, 'sets')] ??= formatFieldError('Sets', issue.message);
    } else {
      const label = EXERCISE_LABELS[field] ?? field;
      errors[errorKey(d.key, field)] ??= formatFieldError(label, issue.message);
    }
  }
  return undefined;
}

const DETAIL_LABELS = {
  name: 'Workout name',
  type: 'Type',
  notes: 'Notes',
};

/**
 * The date and time, when the person changed it (else the server's now, or the stored instant,
 * stands): never in the future (issue 8, item 4), never before 2000.
 */
function completedAt(
  d: WorkoutDraft,
  initialWhen: string,
  user: FormUser,
  errors: FormErrors,
  now: Date,
): string | undefined {
  if (d.when === initialWhen) return undefined;
  const instant = fromLocalInput(d.when, user.timeZone);
  if (!instant) {
    errors.when = 'Date and time is required';
    return undefined;
  }
  if (instant.getTime() > now.getTime()) {
    errors.when = "Date and time can't be in the future";
    return undefined;
  }
  const parsed = completedAtSchema.safeParse(instant.toISOString());
  if (!parsed.success) {
    errors.when = 'Date and time must be in 2000 or later';
    return undefined;
  }
  return parsed.data;
}

/**
 * The duration to save, in seconds (issue 26 §8): null when the box is blank (the exercises'
 * times add up), the given seconds while the box still shows them, else the minutes typed,
 * whole, from 1 to a day. A start without an end (or the reverse) is an error on the blank one.
 */
function durationSeconds(d: WorkoutDraft, errors: FormErrors): number | null | undefined {
  const start = d.start.trim();
  const end = d.end.trim();
  if (start !== '' && end === '') errors.end = 'End time is required with a start time';
  else if (end !== '' && start === '') errors.start = 'Start time is required with an end time';
  else if (start !== '' && minutesBetween(start, end) === null) {
    errors.end = 'End time must differ from the start time';
  }
  const text = d.minutes.trim();
  if (text === '') return errors.start || errors.end ? undefined : null;
  const kept = d.kept?.duration;
  if (kept !== undefined && text === minutesText(kept)) return kept;
  const minutes = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(minutes)) {
    errors.minutes = 'Duration must be a whole number of minutes';
  } else if (minutes < 1) errors.minutes = 'Duration must be at least 1 minute';
  else if (minutes > MAX_WORKOUT_MINUTES) {
    errors.minutes = `Duration must be at most ${MAX_WORKOUT_MINUTES} minutes (24 hours)`;
  } else return minutes * 60;
  return undefined;
}

export type Validation<T> = { ok: true; body: T } | { ok: false; errors: FormErrors };

function validate(
  d: WorkoutDraft,
  initialWhen: string,
  user: FormUser,
  mode: 'create' | 'edit',
  now: Date,
) {
  const errors: FormErrors = {};
  // SPEC §5: rows without a name are dropped; in the edit form a stored exercise cannot lose
  // its name that way (it would be deleted), so its blank name is an error instead.
  const kept = d.exercises.filter((e) => e.name.trim() !== '' || (mode === 'edit' && e.id));
  const exercises = kept.map((e) => exerciseBody(e, user, errors));
  if (kept.length === 0) errors.exercises = mode === 'edit' ? LAST_EXERCISE : NO_NAMED_EXERCISE;
  // The server's size rule (issue 25), said before the save instead of after it.
  const valid = exercises.filter((e): e is ExerciseInput => e !== undefined);
  const size = workoutSizeProblem(valid.map(setCountOf));
  if (size) errors.exercises = `${size.message[0]!.toUpperCase()}${size.message.slice(1)}.`;
  const details = updateWorkoutBody.safeParse({ name: d.name, type: d.type, notes: d.notes });
  // Exercise errors are keyed by exercise (errorKey), so these three keys are still free.
  if (!details.success) Object.assign(errors, fieldErrors(details.error.issues, DETAIL_LABELS));
  const when = completedAt(d, initialWhen, user, errors, now);
  const duration = durationSeconds(d, errors);
  return { errors, exercises: exercises as ExerciseInput[], when, duration };
}

/** POST /api/workouts with the exercises inline (their schema's input type is `unknown`). */
export type CreateBody = Omit<CreateWorkoutInput, 'exercises'> & { exercises: ExerciseInput[] };

/** SPEC §5 Create workout as POST /api/workouts with the exercises inline. */
export function validateCreate(
  d: WorkoutDraft,
  initialWhen: string,
  user: FormUser,
  now = new Date(),
): Validation<CreateBody> {
  const { errors, exercises, when, duration } = validate(d, initialWhen, user, 'create', now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      userId: user.id,
      name: d.name.trim(),
      type: d.type,
      notes: d.notes,
      ...(when ? { completedAt: when } : {}),
      ...(duration != null ? { duration } : {}),
      ...(d.kept?.distance !== undefined ? { distance: d.kept.distance } : {}),
      exercises,
    },
  };
}

export interface EditBody {
  name: string;
  type: WorkoutType;
  notes: string;
  completedAt?: string;
  /** Seconds; null: the exercises' times add up. */
  duration: number | null;
  exercises: ExerciseInput[];
}

/** SPEC §5 Edit workout as one PUT /api/workouts/{id}: the exercises become exactly this list. */
export function validateEdit(
  d: WorkoutDraft,
  initialWhen: string,
  user: FormUser,
  now = new Date(),
): Validation<EditBody> {
  const { errors, exercises, when, duration } = validate(d, initialWhen, user, 'edit', now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: d.name.trim(),
      type: d.type,
      notes: d.notes,
      ...(when ? { completedAt: when } : {}),
      duration: duration ?? null,
      exercises,
    },
  };
}
