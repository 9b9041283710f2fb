import {
  ASSESSMENT_GOALS,
  EQUIPMENT_ACCESS,
  EXPERIENCE_LEVELS,
  FITNESS_LEVELS,
  FREQUENCIES,
  LIMITATIONS,
  PREFERRED_WORKOUTS,
  TIME_BUDGETS,
  assessmentAnswersSchema,
  type AssessmentAnswers,
} from '@shared/schemas/assessment';

/** SPEC §9: the assessment has 8 steps; the result is shown after the last. */
export const STEP_COUNT = 8;

export type SingleKey = 'fitnessLevel' | 'timeAvailable' | 'experience' | 'frequency';
export type MultiKey = Exclude<keyof AssessmentAnswers, SingleKey>;
/** The answers given so far: any question may still be open. */
export type DraftAnswers = Partial<AssessmentAnswers>;

/** A questionnaire under way: the step shown (1..8) and the answers so far. */
export interface Draft {
  step: number;
  answers: DraftAnswers;
}

export const EMPTY_DRAFT: Draft = { step: 1, answers: {} };

export interface ChoiceOption {
  /** The wire value (DESIGN §6). */
  value: string;
  label: string;
  hint?: string;
}

interface QuestionText {
  title: string;
  helper: string;
  options: readonly ChoiceOption[];
}

export type Question =
  | (QuestionText & { kind: 'single'; key: SingleKey })
  | (QuestionText & {
      kind: 'multi';
      key: MultiKey;
      optional?: boolean;
      /** An option that means "none of these": choosing it clears the rest, and the other way. */
      exclusive?: string;
    });

/**
 * The options of a question from the shared tuple of its wire values: the Record makes a missing
 * label a type error, and the tuple gives SPEC §5's order, so screen and server cannot drift.
 */
function options<T extends string>(
  values: readonly T[],
  labels: Record<T, string | [label: string, hint: string]>,
): ChoiceOption[] {
  return values.map((value) => {
    const text = labels[value];
    return typeof text === 'string'
      ? { value, label: text }
      : { value, label: text[0], hint: text[1] };
  });
}

/** SPEC §5's eight questions, in order: QUESTIONS[step - 1]. */
export const QUESTIONS: readonly Question[] = [
  {
    kind: 'single',
    key: 'fitnessLevel',
    title: "What's your current fitness level?",
    helper: 'Your plan starts where you are today.',
    options: options(FITNESS_LEVELS, {
      beginner: ['Beginner', 'Just starting out'],
      intermediate: ['Intermediate', 'Regular exercise'],
      advanced: ['Advanced', 'Very active'],
    }),
  },
  {
    kind: 'multi',
    key: 'goals',
    title: 'What are your fitness goals?',
    helper: 'Choose all that apply.',
    options: options(ASSESSMENT_GOALS, {
      weight_loss: 'Weight Loss',
      muscle_building: 'Muscle Building',
      endurance: 'Endurance',
      flexibility: 'Flexibility',
      general_health: 'General Health',
      strength: 'Strength Training',
    }),
  },
  {
    kind: 'single',
    key: 'timeAvailable',
    title: 'How much time do you have per workout?',
    helper: 'Warm-up and cool-down fit inside it.',
    options: options(TIME_BUDGETS, {
      '15-30': '15-30 minutes',
      '30-45': '30-45 minutes',
      '45-60': '45-60 minutes',
      '60+': '60+ minutes',
    }),
  },
  {
    kind: 'multi',
    key: 'equipment',
    title: 'What equipment can you use?',
    helper: 'Choose everything you have access to.',
    options: options(EQUIPMENT_ACCESS, {
      none: 'No equipment (bodyweight)',
      basic: 'Basic (dumbbells, bands)',
      home_gym: 'Home gym setup',
      full_gym: 'Full gym access',
      cardio_equipment: 'Cardio equipment',
    }),
  },
  {
    kind: 'multi',
    key: 'limitations',
    optional: true,
    exclusive: 'none',
    title: 'Any injuries or limitations?',
    helper: 'Optional. Exercises that could aggravate them are left out.',
    options: options(LIMITATIONS, {
      knee: 'Knee issues',
      back: 'Back problems',
      shoulder: 'Shoulder limitations',
      heart: 'Heart condition',
      other_injury: 'Other injuries',
      none: 'None',
    }),
  },
  {
    kind: 'multi',
    key: 'preferredWorkouts',
    title: 'Which workouts do you enjoy?',
    helper: 'Choose all you like; your plan leans toward them.',
    options: options(PREFERRED_WORKOUTS, {
      strength: 'Strength training',
      cardio: 'Cardio',
      hiit: 'HIIT',
      yoga: 'Yoga/Stretching',
      sports: 'Sports activities',
      circuit: 'Circuit training',
    }),
  },
  {
    kind: 'single',
    key: 'experience',
    title: 'How long have you been training?',
    helper: 'Experience decides how demanding the exercises are.',
    options: options(EXPERIENCE_LEVELS, {
      new: 'Brand new',
      few_months: 'Few months',
      '1-2years': '1-2 years',
      '3+years': '3+ years',
    }),
  },
  {
    kind: 'single',
    key: 'frequency',
    title: 'How often do you want to work out?',
    helper: 'Times per week; your week plan follows it.',
    options: options(FREQUENCIES, {
      '1-2': '1-2 times',
      '3-4': '3-4 times',
      '5-6': '5-6 times',
      daily: 'Daily',
    }),
  },
];

/** The question of a step (1..8). */
export const questionAt = (step: number): Question => QUESTIONS[step - 1]!;

/** The values chosen for a question, as a list whether it takes one or several. */
export function chosen(question: Question, answers: DraftAnswers): readonly string[] {
  const value = answers[question.key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

/** SPEC §4: a step is answered when it has a choice; limitations (step 5) may be left empty. */
export function isAnswered(step: number, answers: DraftAnswers): boolean {
  const question = questionAt(step);
  return (question.kind === 'multi' && question.optional) || chosen(question, answers).length > 0;
}

/** The first step not answered yet, or the last step when all are. */
export function firstOpenStep(answers: DraftAnswers): number {
  const open = QUESTIONS.findIndex((_, i) => !isAnswered(i + 1, answers));
  return open === -1 ? STEP_COUNT : open + 1;
}

/**
 * A multiple choice with `value` ticked or unticked, in the options' order. The exclusive option
 * ("None") cannot stand beside another: ticking it clears the rest, ticking another clears it.
 */
export function toggle(
  question: Pick<QuestionText, 'options'> & { exclusive?: string },
  list: readonly string[],
  value: string,
): string[] {
  const { exclusive } = question;
  let next: readonly string[];
  if (list.includes(value)) next = list.filter((v) => v !== value);
  else if (value === exclusive) next = [value];
  else next = [...list.filter((v) => v !== exclusive), value];
  return question.options.map((o) => o.value).filter((v) => next.includes(v));
}

/** The answers after the user picks `value` on a question (a radio sets, a checkbox toggles). */
export function choose(question: Question, answers: DraftAnswers, value: string): DraftAnswers {
  const next =
    question.kind === 'single' ? value : toggle(question, chosen(question, answers), value);
  // The options came from the shared wire values, so `value` is one of the key's own.
  return { ...answers, [question.key]: next } as DraftAnswers;
}

/** "Step n of 8" as a whole percent: step 1 is 13 %, step 8 is 100 %. */
export const progressPercent = (step: number) => Math.round((step / STEP_COUNT) * 100);

/**
 * The POST body (SPEC §3) once every required question is answered, else null. Checked by the
 * server's own schema, so what is sent is what the server accepts.
 */
export function toAnswers(answers: DraftAnswers): AssessmentAnswers | null {
  const parsed = assessmentAnswersSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}
