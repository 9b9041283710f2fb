import { z } from 'zod';
import { IDEMPOTENCY_KEY, WORKOUT_LIMITS } from '../schemas/workouts';
import { SET_TYPES } from '../set-types';
import { DISTANCE_UNITS, WEIGHT_UNITS } from '../units';
import type { LiveState } from './live';

/**
 * A live workout read back from where a device kept it (localStorage, or the server's copy for
 * another device: schemas/live-workouts.ts keeps it opaque). That storage is the user's own and
 * may hold anything an older build or a hand wrote, so the shape and the workout's bounds are
 * checked on the way in; the reducer's invariants (keys unique, the current pointing at a set)
 * are checked after.
 */
const L = WORKOUT_LIMITS;
const num = z.number().finite();
const instant = num.nullable();
const ref = { exerciseKey: z.string().max(16), setKey: z.string().max(16) };
const lastTime = z.object({
  reps: num.nullable(),
  weight: num.nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
});

const liveSet = z.object({
  key: z.string().max(16),
  setType: z.enum(SET_TYPES),
  reps: num.nullable(),
  weight: num.nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  duration: num.nullable(),
  distance: num.nullable(),
  rpe: num.nullable(),
  done: z.boolean(),
  doneAt: instant,
  last: lastTime.nullable(),
});

const liveExercise = z.object({
  key: z.string().max(16),
  name: z.string().min(1).max(L.name),
  restSeconds: z.number().int().min(0).max(L.restTime),
  supersetGroup: z.number().int().min(1).max(L.supersetGroup).nullable(),
  notes: z.string().max(L.notes).nullable(),
  distanceUnit: z.enum(DISTANCE_UNITS),
  sets: z.array(liveSet).max(L.sets),
});

const liveStateSchema = z.object({
  version: z.literal(1),
  id: z.string().regex(IDEMPOTENCY_KEY),
  routineId: z.string().max(64).nullable(),
  name: z.string().min(1).max(L.name),
  notes: z.string().max(L.notes).nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  startedAt: num,
  finishedAt: instant,
  pausedMs: num.min(0),
  pausedAt: instant,
  exercises: z.array(liveExercise).max(L.exercisesPerWorkout),
  rest: z
    .object({
      ...ref,
      clock: z.object({ running: z.boolean(), endsAt: instant, remainingMs: instant }),
      fullMs: num.min(0),
    })
    .nullable(),
  current: z.object(ref).nullable(),
  restEnded: z.object({ seq: num, at: num }).nullable(),
  refused: z.object({ field: z.enum(['exercises', 'sets']), message: z.string() }).nullable(),
  nextKey: z.number().int().min(1),
});

/** The live state `value` holds, or null when it is not one this build can carry on. */
export function parseLiveState(value: unknown): LiveState | null {
  const parsed = liveStateSchema.safeParse(value);
  if (!parsed.success) return null;
  const s = parsed.data;
  const keys = s.exercises.flatMap((e) => [e.key, ...e.sets.map((x) => x.key)]);
  const total = s.exercises.reduce((n, e) => n + e.sets.length, 0);
  if (new Set(keys).size !== keys.length || total > L.setsPerWorkout) return null;
  return s;
}
