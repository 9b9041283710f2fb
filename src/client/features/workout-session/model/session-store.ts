import { z } from 'zod';
import { WORKOUT_LIMITS, WORKOUT_TYPES } from '@shared/schemas/workouts';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '@shared/units';
import type { SessionState } from '@shared/session/machine';
import { browserLocalStorage, browserSessionStorage } from '@client/lib/storage';
import type { SessionPlan } from './session-plan';

/**
 * A session in progress kept in the browser (issue 11 item 6): it survives a reload, a closed
 * tab or a crash, and comes back where it was. One per user on this device. `id` is the
 * Idempotency-Key of its save, so however many times the save is retried, one workout is logged.
 */
export interface StoredSession {
  version: 1;
  id: string;
  plan: SessionPlan;
  state: SessionState;
  /** When the page was last seen running it (a reload resumes from there). */
  leftAt: number;
}

const num = z.number().finite();
const exercise = z.object({
  id: z.string(),
  name: z.string().min(1),
  sets: z.number().int().min(1),
  reps: num.nullable(),
  duration: num.nullable(),
  restTime: num.min(0),
  weight: num.nullable().optional(),
  weightUnit: z.enum(WEIGHT_UNITS).optional(),
  distanceUnit: z.enum(DISTANCE_UNITS).optional(),
  setList: z
    .array(
      z.object({
        reps: num.nullable(),
        duration: num.nullable(),
        weight: num.nullable(),
        weightUnit: z.enum(WEIGHT_UNITS),
        distance: num.nullable(),
      }),
    )
    .max(WORKOUT_LIMITS.sets)
    .nullish(),
});
const cue = z.object({
  seq: num,
  phase: z.enum(['start', 'rest', 'exercise', 'transition', 'complete']),
  exercise: num,
  set: num,
});
// Checked on the way in: storage is the user's own and may hold anything an older build wrote.
const stored = z.object({
  version: z.literal(1),
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  plan: z.object({
    title: z.string().min(1),
    type: z.enum(WORKOUT_TYPES),
    exercises: z.array(exercise).min(1),
  }),
  state: z.object({
    exercises: z.array(exercise).min(1),
    phase: z.enum(['idle', 'countdown', 'exercise', 'rest', 'complete', 'stopped']),
    index: z.number().int().min(0),
    set: z.number().int().min(1),
    running: z.boolean(),
    endsAt: num.nullable(),
    remainingMs: num.nullable(),
    phaseMs: num,
    setStartedAt: num.nullable(),
    startedAt: num.nullable(),
    finishedAt: num.nullable(),
    pausedMs: num,
    pausedAt: num.nullable(),
    done: z.array(
      z.object({
        exercise: num,
        set: num,
        reps: num.nullable(),
        duration: num.nullable(),
        repsSaid: z.boolean(),
      }),
    ),
    cue: cue.nullable(),
  }),
  leftAt: num,
});

const keyFor = (userId: string) => `joeyfit:session:${userId}`;

export function loadSession(userId: string): StoredSession | null {
  // Where storage is refused, the session lives in memory only.
  const raw = browserLocalStorage()?.getItem(keyFor(userId));
  if (!raw) return null;
  try {
    const parsed = stored.safeParse(JSON.parse(raw));
    const s = parsed.success ? (parsed.data as StoredSession) : null;
    // The state must point inside its own plan.
    if (s && s.state.index < s.state.exercises.length) return s;
  } catch {
    // not JSON: dropped below
  }
  clearSession(userId);
  return null;
}

export function saveSession(userId: string, session: StoredSession): void {
  try {
    browserLocalStorage()?.setItem(keyFor(userId), JSON.stringify(session));
  } catch {
    // full or refused: the session still runs, it just would not survive a reload
  }
}

export function clearSession(userId: string): void {
  try {
    browserLocalStorage()?.removeItem(keyFor(userId));
  } catch {
    // nothing to do
  }
}

/** A new save's key: random, URL-safe, accepted by the server's Idempotency-Key check. */
export function newSessionId(): string {
  return crypto.randomUUID();
}

/**
 * "Start session" on a workout card, or "Start This Workout" on an assessment result, hands its
 * plan over here and opens /workout-session, which takes it (once) when it starts.
 */
const HANDOFF = 'joeyfit:session-plan';

export function handOffPlan(plan: SessionPlan): void {
  try {
    browserSessionStorage()?.setItem(HANDOFF, JSON.stringify(plan));
  } catch {
    // refused storage: the session screen falls back to the sample plan
  }
}

/** The plan handed over, if any (read during render, so it must not change anything). */
export function peekHandedOffPlan(): SessionPlan | null {
  try {
    const raw = browserSessionStorage()?.getItem(HANDOFF);
    if (!raw) return null;
    const parsed = stored.shape.plan.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A plan is taken once: after the screen has read it, a reload does not take it again. */
export function forgetHandedOffPlan(): void {
  browserSessionStorage()?.removeItem(HANDOFF);
}
