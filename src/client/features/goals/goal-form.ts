import type { z } from 'zod';
import {
  createGoalBody,
  GOAL_UNITS_CREATE,
  GOAL_UNITS_EDIT,
  updateGoalBody,
  type Goal,
  type GoalType,
} from '@shared/schemas/goals';
import { formatFieldError } from '@client/lib/field-error';

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
}
export type GoalField = keyof GoalFormValues;
export type GoalFormErrors = Partial<Record<GoalField, string>>;
export type CreateGoalPayload = z.output<typeof createGoalBody>;
export type UpdateGoalPayload = z.output<typeof updateGoalBody>;

export const GOAL_FIELD_ORDER: GoalField[] = [
  'title',
  'description',
  'type',
  'targetValue',
  'currentValue',
  'unit',
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

/** SPEC §9 defaults: type general, unit units. */
export const EMPTY_GOAL_FORM: GoalFormValues = {
  title: '',
  description: '',
  type: 'general',
  targetValue: '',
  currentValue: '',
  unit: 'units',
  deadline: '',
};

export function goalToForm(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? '',
    type: goal.type,
    targetValue: String(goal.targetValue),
    currentValue: String(goal.currentValue),
    unit: goal.unit,
    deadline: goal.deadline ?? '',
  };
}

/** SPEC §9 create list. */
export const createUnitOptions = (): readonly string[] => GOAL_UNITS_CREATE;

/**
 * SPEC §9 edit list, plus the goal's own unit when the create list gave it one the edit list
 * lacks (lbs, hours, sets, days): otherwise opening Edit would silently change the unit.
 */
export function editUnitOptions(current: string): readonly string[] {
  const list: readonly string[] = GOAL_UNITS_EDIT;
  return list.includes(current) ? list : [...list, current];
}

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
  return {
    title: values.title,
    description: values.description.trim() || null,
    type: values.type,
    targetValue: toNumber(values.targetValue),
    currentValue: toNumber(values.currentValue),
    unit: values.unit,
    deadline: values.deadline || null,
  };
}

/** SPEC §5 rules the schema does not hold: the 0.1 step, and the deadline min today. */
function formRules(values: GoalFormValues, fields: ReturnType<typeof fieldsOf>, ctx: FormContext) {
  const errors: GoalFormErrors = {};
  for (const field of ['targetValue', 'currentValue'] as const) {
    if (offStep(fields[field])) {
      errors[field] = `${GOAL_FIELD_LABELS[field]} must be in steps of ${NUMBER_STEP}`;
    }
  }
  const changed = values.deadline !== (ctx.savedDeadline ?? '');
  if (values.deadline && changed && values.deadline < ctx.today) errors.deadline = DEADLINE_IN_PAST;
  return errors;
}

function collect<T>(parsed: z.ZodSafeParseResult<T>, extra: GoalFormErrors): Validation<T> {
  const errors: GoalFormErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as GoalField;
      if (field in GOAL_FIELD_LABELS && !errors[field]) {
        errors[field] = formatFieldError(GOAL_FIELD_LABELS[field], issue.message);
      }
    }
  }
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
 * with progress under 100 %) keeps that flag; one done by its numbers is left to the numbers.
 */
export function validateUpdateGoal(
  values: GoalFormValues,
  goal: Goal,
  ctx: { today: string },
): Validation<UpdateGoalPayload> {
  const fields = fieldsOf(values);
  const manuallyDone = goal.isCompleted && goal.progressPercentage < 100;
  return collect(
    updateGoalBody.safeParse({ ...fields, ...(manuallyDone ? { isCompleted: true } : {}) }),
    formRules(values, fields, { today: ctx.today, savedDeadline: goal.deadline }),
  );
}
