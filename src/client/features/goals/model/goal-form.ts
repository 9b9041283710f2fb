import type { z } from 'zod';
import { EXERCISES, isWeighted } from '@shared/exercises/catalogue';
import { suggestedTracking } from '@shared/goal-tracking';
import {
  createGoalBody,
  GOAL_UNITS_CREATE,
  updateGoalBody,
  type CreateGoalInput,
  type Goal,
  type GoalTracking,
  type GoalType,
  type GoalUnit,
} from '@shared/schemas/goals';
import { WORKOUT_TYPES, type WorkoutType } from '@shared/schemas/workouts';
import type { UnitPrefs } from '@client/lib/formatting';
import { fieldErrors } from '@client/lib/field-error';

/** What the create and edit goal forms hold: inputs give strings, the schemas want numbers. */
export interface GoalFormValues {
  title: string;
  description: string;
  type: GoalType;
  targetValue: string;
  currentValue: string;
  unit: string;
  /** 'YYYY-MM-DD' from the date input, '' for none. */
  deadline: string;
  /** How progress is kept (issue 8): by hand, or from what is logged. */
  tracking: GoalTracking;
  /** A lift goal's exercise, '' for none. */
  trackExercise: string;
  /** Only workouts of this type count; '' for every type. */
  trackWorkoutType: '' | WorkoutType;
}
export type GoalField = keyof GoalFormValues;
export type GoalFormErrors = Partial<Record<GoalField, string>>;
export type CreateGoalPayload = z.output<typeof createGoalBody>;
export type UpdateGoalPayload = z.output<typeof updateGoalBody>;

export const GOAL_FIELD_ORDER: GoalField[] = [
  'title',
  'description',
  'type',
  'unit',
  'tracking',
  'trackExercise',
  'trackWorkoutType',
  'targetValue',
  'currentValue',
  'deadline',
];

export const GOAL_FIELD_LABELS: Record<GoalField, string> = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  targetValue: 'Target value',
  currentValue: 'Current value',
  unit: 'Unit',
  deadline: 'Deadline',
  tracking: 'Progress',
  trackExercise: 'Exercise',
  trackWorkoutType: 'Count workouts of',
};

export const GOAL_TYPE_LABELS: Record<GoalType, string> = {
  weight_loss: 'Weight loss',
  weight_gain: 'Weight gain',
  strength: 'Strength',
  endurance: 'Endurance',
  distance: 'Distance',
  time: 'Time',
  general: 'General',
};

export const DEADLINE_IN_PAST = "Deadline can't be before today";
export const NUMBER_STEP = 0.1;

/** SPEC §9 defaults: type general, unit units; nothing to track in units, so by hand. */
export const EMPTY_GOAL_FORM: GoalFormValues = {
  title: '',
  description: '',
  type: 'general',
  targetValue: '',
  currentValue: '',
  unit: 'units',
  deadline: '',
  tracking: 'manual',
  trackExercise: '',
  trackWorkoutType: '',
};

/**
 * The line a goal set by voice is described with (the server writes it). It says where the goal
 * came from, not what it is: the form leaves it out of the description box, keeps it while the
 * title stays, and drops it when the goal is renamed, so a renamed goal never keeps a
 * description of its old self.
 */
export const VOICE_NOTE_PREFIX = 'Set by voice: ';
export const isVoiceNote = (description: string | null | undefined) =>
  Boolean(description?.startsWith(VOICE_NOTE_PREFIX));

export function goalToForm(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: isVoiceNote(goal.description) ? '' : (goal.description ?? ''),
    type: goal.type,
    targetValue: String(goal.targetValue),
    currentValue: String(goal.currentValue),
    unit: goal.unit,
    deadline: goal.deadline ?? '',
    tracking: goal.tracking,
    trackExercise: goal.trackExercise ?? '',
    trackWorkoutType: goal.trackWorkoutType ?? '',
  };
}

/**
 * A kept goal the server refused (issue 28 §3, the sync sheet's Edit): the create form as it was
 * sent, to fix and save again.
 */
export function goalBodyToForm(body: CreateGoalInput): GoalFormValues {
  const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');
  return {
    ...EMPTY_GOAL_FORM,
    title: body.title ?? '',
    description: isVoiceNote(body.description) ? '' : (body.description ?? ''),
    type: body.type ?? EMPTY_GOAL_FORM.type,
    targetValue: num(body.targetValue),
    currentValue: num(body.currentValue) || EMPTY_GOAL_FORM.currentValue,
    unit: body.unit ?? EMPTY_GOAL_FORM.unit,
    deadline: typeof body.deadline === 'string' ? body.deadline : '',
    tracking: body.tracking ?? EMPTY_GOAL_FORM.tracking,
    trackExercise: body.trackExercise ?? '',
    trackWorkoutType: body.trackWorkoutType ?? '',
  };
}

/**
 * One unit list for both forms (issue 8: Create said "lbs" and Edit "pounds"): SPEC §9's create
 * list plus 'workouts'. A goal saved as 'pounds' (SPEC's edit list) keeps that value under the
 * same 'lbs' label, so opening Edit never changes what is stored.
 */
export function goalUnitOptions(current?: string): readonly string[] {
  const list: readonly string[] = GOAL_UNITS_CREATE;
  return current === 'pounds' ? list.map((u) => (u === 'lbs' ? 'pounds' : u)) : list;
}

const WEIGHT_GOAL_UNITS = new Set(['lbs', 'pounds', 'kg']);

/** The tracking a goal's unit can be measured by, or null when only the user can update it. */
export function autoTracking(type: GoalType, unit: string): Exclude<GoalTracking, 'manual'> | null {
  if (unit === 'miles' || unit === 'km') return 'distance';
  if (unit === 'minutes' || unit === 'hours') return 'duration';
  if (unit === 'workouts') return 'workouts';
  if (WEIGHT_GOAL_UNITS.has(unit)) {
    return type === 'weight_loss' || type === 'weight_gain' ? 'body_weight' : 'lift';
  }
  return null;
}

/** What the user chose in the form: tracked, by hand, or nothing yet (follow the suggestion). */
export type TrackingChoice = 'auto' | 'manual' | null;

/** The tracking for a type and unit: the user's choice where it applies, else the suggestion. */
export function resolveTracking(
  type: GoalType,
  unit: string,
  choice: TrackingChoice,
): GoalTracking {
  if (choice === 'manual') return 'manual';
  const auto = autoTracking(type, unit);
  if (choice === 'auto') return auto ?? 'manual';
  return suggestedTracking(type, unit as GoalUnit);
}

/**
 * The unit a newly picked type suggests in the create form, in the user's own units (a kg user
 * losing weight counts kg, a km user's distance goal counts km); null keeps the unit.
 */
export function suggestedUnit(type: GoalType, prefs: UnitPrefs): string | null {
  switch (type) {
    case 'weight_loss':
    case 'weight_gain':
    case 'strength':
      return prefs.weightUnit === 'kg' ? 'kg' : 'lbs';
    case 'distance':
      return prefs.distanceUnit === 'km' ? 'km' : 'miles';
    case 'time':
      return 'minutes';
    case 'general':
      return 'units';
    case 'endurance':
      return null;
  }
}

/** What a tracked goal counts, for the choice in the form. */
export const TRACKING_CHOICE_LABELS: Record<Exclude<GoalTracking, 'manual'>, string> = {
  distance: 'Tracks itself from your workouts: distance',
  duration: 'Tracks itself from your workouts: time',
  workouts: 'Tracks itself from your workouts: number of workouts',
  lift: 'Tracks itself from your workouts: best lift of an exercise',
  body_weight: 'Tracks itself: body weight from your weigh-ins',
};
export const MANUAL_CHOICE_LABEL = 'You update it yourself';

/** Exercises a lift goal can follow: the catalogue's loaded lifts, by name. */
export const LIFT_SUGGESTIONS: readonly string[] = [
  ...new Set(EXERCISES.filter(isWeighted).map((e) => e.name)),
].sort((a, b) => a.localeCompare(b));

export const WORKOUT_TYPE_CHOICES: readonly WorkoutType[] = WORKOUT_TYPES;

/** '' is "not given" (the schema then says required, or applies its default); junk is NaN. */
const toNumber = (s: string) => (s.trim() === '' ? undefined : Number(s));
const offStep = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n * 10 - Math.round(n * 10)) > 1e-9;

interface FormContext {
  today: string;
  /** Edit only: the saved deadline, which may stay even if past (an overdue goal stays editable). */
  savedDeadline?: string | null;
}

type Validation<T> = { ok: true; body: T } | { ok: false; errors: GoalFormErrors };

function fieldsOf(values: GoalFormValues) {
  const tracked = values.tracking !== 'manual';
  const countsWorkouts = ['distance', 'duration', 'workouts'].includes(values.tracking);
  return {
    title: values.title,
    description: values.description.trim() || null,
    type: values.type,
    targetValue: toNumber(values.targetValue),
    // A tracked goal's progress is counted by the server from the log (it ignores this).
    currentValue: tracked ? undefined : toNumber(values.currentValue),
    unit: values.unit,
    deadline: values.deadline || null,
    tracking: values.tracking,
    trackExercise: values.tracking === 'lift' ? values.trackExercise.trim() || null : null,
    trackWorkoutType: countsWorkouts && values.trackWorkoutType ? values.trackWorkoutType : null,
  };
}

/** SPEC §5 rules the schema does not hold: the 0.1 step, and the deadline min today. */
function formRules(values: GoalFormValues, fields: ReturnType<typeof fieldsOf>, ctx: FormContext) {
  const errors: GoalFormErrors = {};
  // A tracked goal's current value is counted (to the hundredth), not typed.
  const typed: ('targetValue' | 'currentValue')[] =
    values.tracking === 'manual' ? ['targetValue', 'currentValue'] : ['targetValue'];
  for (const field of typed) {
    if (offStep(fields[field])) {
      errors[field] = `${GOAL_FIELD_LABELS[field]} must be in steps of ${NUMBER_STEP}`;
    }
  }
  const changed = values.deadline !== (ctx.savedDeadline ?? '');
  if (values.deadline && changed && values.deadline < ctx.today) errors.deadline = DEADLINE_IN_PAST;
  return errors;
}

function collect<T>(parsed: z.ZodSafeParseResult<T>, extra: GoalFormErrors): Validation<T> {
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues, GOAL_FIELD_LABELS);
  // Schema messages first (required beats "steps of 0.1"), then the form's own rules.
  const merged = { ...extra, ...errors };
  if (!parsed.success || Object.keys(merged).length > 0) return { ok: false, errors: merged };
  return { ok: true, body: parsed.data };
}

/** POST /api/goals body, validated with the server's own schema (src/shared/schemas/goals.ts). */
export function validateCreateGoal(
  values: GoalFormValues,
  userId: string,
  ctx: FormContext,
): Validation<CreateGoalPayload> {
  const fields = fieldsOf(values);
  return collect(
    createGoalBody.safeParse({ userId, ...fields }),
    formRules(values, fields, { today: ctx.today }),
  );
}

/**
 * PUT /api/goals/{id} body. PUT replaces every field, so a goal marked done by hand (isCompleted
 * with progress under 100 %) keeps that flag; one done by its numbers is left to the numbers. A
 * voice goal's "Set by voice" line stays while the title does, and goes when it is renamed.
 */
export function validateUpdateGoal(
  values: GoalFormValues,
  goal: Goal,
  ctx: { today: string },
): Validation<UpdateGoalPayload> {
  const fields = fieldsOf(values);
  if (fields.tracking !== 'manual') fields.currentValue = goal.currentValue;
  if (!fields.description && isVoiceNote(goal.description)) {
    fields.description = values.title.trim() === goal.title ? goal.description : null;
  }
  const manuallyDone = goal.isCompleted && goal.progressPercentage < 100;
  return collect(
    updateGoalBody.safeParse({ ...fields, ...(manuallyDone ? { isCompleted: true } : {}) }),
    formRules(values, fields, { today: ctx.today, savedDeadline: goal.deadline }),
  );
}
