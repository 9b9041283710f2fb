import { z } from 'zod';
import {
  ASSESSMENT_GOALS,
  EQUIPMENT_ACCESS,
  EXPERIENCE_LEVELS,
  FITNESS_LEVELS,
  FREQUENCIES,
  LIMITATIONS,
  PREFERRED_WORKOUTS,
  TIME_BUDGETS,
} from '@shared/schemas/assessment';
import { browserLocalStorage } from '@client/lib/storage';
import { QUESTIONS, STEP_COUNT, firstOpenStep, type Draft, type DraftAnswers } from './questions';

/**
 * The questionnaire under way, kept on this device per user, so a reload or a closed tab half-way
 * comes back at the same step with the same answers. Storage is the user's own and may hold
 * anything an older build (or another app on the origin) wrote, so it is checked on the way in.
 */
const keyFor = (userId: string) => `joeyfit:assessment-draft:${userId}`;

const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).optional();

const storedDraft = z.object({
  version: z.literal(1),
  step: z.number().int().min(1).max(STEP_COUNT),
  answers: z.object({
    fitnessLevel: z.enum(FITNESS_LEVELS).optional(),
    goals: list(ASSESSMENT_GOALS),
    timeAvailable: z.enum(TIME_BUDGETS).optional(),
    equipment: list(EQUIPMENT_ACCESS),
    limitations: list(LIMITATIONS),
    preferredWorkouts: list(PREFERRED_WORKOUTS),
    experience: z.enum(EXPERIENCE_LEVELS).optional(),
    frequency: z.enum(FREQUENCIES).optional(),
  }),
});

/** Each list once per value, in the options' order, with "None" alone as the screen keeps it. */
function tidy(answers: DraftAnswers): DraftAnswers | null {
  const tidied: Record<string, unknown> = { ...answers };
  for (const q of QUESTIONS) {
    const picked = answers[q.key];
    if (q.kind !== 'multi' || !Array.isArray(picked)) continue;
    const values: readonly string[] = picked;
    if (q.exclusive && values.includes(q.exclusive) && values.length > 1) return null;
    tidied[q.key] = q.options.map((o) => o.value).filter((v) => values.includes(v));
  }
  return tidied as DraftAnswers;
}

/** The draft kept for this user, or null when there is none (or what is kept is not one). */
export function loadDraft(userId: string): Draft | null {
  const raw = browserLocalStorage()?.getItem(keyFor(userId));
  if (!raw) return null;
  try {
    const parsed = storedDraft.safeParse(JSON.parse(raw));
    const answers = parsed.success ? tidy(parsed.data.answers) : null;
    // Never past a question left open: the step shown is one the user could have reached.
    if (parsed.success && answers) {
      return { step: Math.min(parsed.data.step, firstOpenStep(answers)), answers };
    }
  } catch {
    // not JSON: dropped below
  }
  clearDraft(userId);
  return null;
}

export function saveDraft(userId: string, draft: Draft): void {
  try {
    const stored = { version: 1, step: draft.step, answers: draft.answers };
    browserLocalStorage()?.setItem(keyFor(userId), JSON.stringify(stored));
  } catch {
    // full or refused: the questionnaire still works, it just would not survive a reload
  }
}

export function clearDraft(userId: string): void {
  try {
    browserLocalStorage()?.removeItem(keyFor(userId));
  } catch {
    // refused storage holds nothing to clear
  }
}
