import { z } from 'zod';
import { requiredText, uuidOf } from './common';

/**
 * The workout under way (issue 27 §3), as the device doing it keeps it on the server so another
 * device sees it: a few fields every device shows, and the live state itself as the device's
 * JSON (src/shared/session/live.ts), bounded in size and only ever handed back to its owner.
 */
export const LIVE_WORKOUT_LIMITS = { stateBytes: 256 * 1024 } as const;

export const liveWorkoutSnapshot = z.strictObject({
  /** The workout's client key (its idempotency key when saved). */
  key: z
    .string({ error: 'must be text' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, dashes or underscores'),
  name: requiredText(100),
  routineId: uuidOf('a routine').nullish(),
  /** ISO instant it began. */
  startedAt: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
  setsDone: z.number().int().min(0).max(10_000),
  setsTotal: z.number().int().min(0).max(10_000),
  /** The device's live state; opaque to the server. */
  state: z
    .unknown()
    .refine(
      (v) => v !== undefined && JSON.stringify(v).length <= LIVE_WORKOUT_LIMITS.stateBytes,
      `must be at most ${LIVE_WORKOUT_LIMITS.stateBytes} bytes of JSON`,
    ),
});
export type LiveWorkoutSnapshot = z.output<typeof liveWorkoutSnapshot>;

/** GET /api/live-workout: the snapshot and when a device last sent it; null when none is under way. */
export const liveWorkoutSchema = z
  .object({ snapshot: liveWorkoutSnapshot, updatedAt: z.string() })
  .nullable();
export type LiveWorkout = z.infer<typeof liveWorkoutSchema>;
