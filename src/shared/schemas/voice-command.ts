import { z } from 'zod';
import { loggedSetSchema, VOICE_ACTIONS } from '../voice/schema';
import { bodyWeightSchema } from './body-weights';
import { goalSchema } from './goals';
import { workoutSchema } from './workouts';

/**
 * How far `spokenAt` may be from the server's clock: two minutes ahead (devices' clocks drift), a
 * week behind (how long the offline outbox keeps a command worth logging).
 */
export const SPOKEN_AT_LIMITS = { aheadMs: 2 * 60_000, behindMs: 7 * 86_400_000 } as const;

/** POST /api/voice-command (SPEC §7); the text may come from speech or the Type instead box. */
export const voiceCommandBody = z.object({
  voiceText: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters'),
  userId: z.uuid('must be a user id'),
  /**
   * When it was said, if not now (issue 28: a command kept offline and sent later): it is
   * interpreted as of then, so "yesterday" is the day before it was said and a write that names
   * no day is dated then. Quotas still count when the server receives it.
   */
  spokenAt: z.iso
    .datetime({ offset: true, error: 'must be an ISO-8601 date and time', abort: true })
    .refine(
      (v) => Date.parse(v) <= Date.now() + SPOKEN_AT_LIMITS.aheadMs,
      'must not be in the future: check the device’s clock',
    )
    .refine(
      (v) => Date.parse(v) >= Date.now() - SPOKEN_AT_LIMITS.behindMs,
      'must be within the last 7 days: a command kept longer is no longer logged',
    )
    .optional(),
  /**
   * How sure the recogniser was of `voiceText`, 0–1 (SPEC §7: "confidence (default 0.95)"); typed
   * text sends none and is taken as said. Below the asking threshold a write is not made: the
   * answer asks "did you say…?" (`act.kind` 'did_you_say', issue 31 §4).
   */
  confidence: z.number({ error: 'must be a number' }).min(0).max(1).optional(),
  /**
   * What the device's recogniser also heard (issue 31 §1), best first, `voiceText` among them or
   * not: the server chooses among them by how well each is understood, as it does the offline
   * recogniser's n-best list.
   */
  alternatives: z
    .array(
      z.object({
        text: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
        confidence: z.number({ error: 'must be a number' }).min(0).max(1).optional(),
      }),
    )
    .max(10, 'must hold at most 10 alternatives')
    .optional(),
  /** The user said yes to "did you say…?": carried out whatever the confidence. */
  confirmed: z.boolean().optional(),
});
export type VoiceCommandBody = z.infer<typeof voiceCommandBody>;

/**
 * What the client carries out for a command the server checked but cannot do itself (issue 31
 * §3, §4): the server has found the workout to delete, the routine to start, the live workout
 * to add to; the device confirms, navigates or changes its live state.
 */
export const voiceActSchema = z.discriminatedUnion('kind', [
  /** Ask "delete …?"; on yes, DELETE /api/workouts/{id}, with Undo. */
  z.object({ kind: z.literal('confirm_delete'), workout: workoutSchema }),
  /** Undo what the last command stored on this device (or say there is nothing to undo). */
  z.object({ kind: z.literal('undo') }),
  /** Open the live workout with this routine, or an empty one when `routineId` is null. */
  z.object({
    kind: z.literal('start_routine'),
    routineId: z.uuid().nullable(),
    name: z.string(),
  }),
  /** Open the guided session. */
  z.object({ kind: z.literal('start_session') }),
  /** Add this done set to the live workout's current exercise (or the one named). */
  z.object({
    kind: z.literal('add_set'),
    set: loggedSetSchema,
    exercise: z.string().optional(),
  }),
  /** Too unsure to act on: ask "did you say …?"; on yes, send `text` again with `confirmed`. */
  z.object({ kind: z.literal('did_you_say'), text: z.string() }),
]);
export type VoiceAct = z.infer<typeof voiceActSchema>;

/** SPEC §3 Voice command result: the stored workout (with exercises) or goal, and the reply. */
export const voiceCommandResult = z.object({
  action: z.enum(VOICE_ACTIONS),
  message: z.string(),
  workout: workoutSchema.nullable(),
  goal: goalSchema.nullable(),
  /** The stored weigh-in of a log_weight command (issue 8). */
  bodyWeight: bodyWeightSchema.nullable(),
  /** What the device is to carry out (issue 31); absent when nothing. */
  act: voiceActSchema.optional(),
  /** The words acted on, when chosen among alternatives or different from `voiceText`. */
  heard: z.string().optional(),
});
export type VoiceCommandResult = z.infer<typeof voiceCommandResult>;
