import { z } from 'zod';
import { VOICE_ACTIONS } from '../voice/schema';
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
});
export type VoiceCommandBody = z.infer<typeof voiceCommandBody>;

/** SPEC §3 Voice command result: the stored workout (with exercises) or goal, and the reply. */
export const voiceCommandResult = z.object({
  action: z.enum(VOICE_ACTIONS),
  message: z.string(),
  workout: workoutSchema.nullable(),
  goal: goalSchema.nullable(),
  /** The stored weigh-in of a log_weight command (issue 8). */
  bodyWeight: bodyWeightSchema.nullable(),
});
export type VoiceCommandResult = z.infer<typeof voiceCommandResult>;
