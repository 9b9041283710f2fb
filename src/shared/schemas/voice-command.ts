import { z } from 'zod';
import { VOICE_ACTIONS } from '../voice/schema';
import { bodyWeightSchema } from './body-weights';
import { goalSchema } from './goals';
import { workoutSchema } from './workouts';

/** POST /api/voice-command (SPEC §7); the text may come from speech or the Type instead box. */
export const voiceCommandBody = z.object({
  voiceText: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(500, 'must be at most 500 characters'),
  userId: z.uuid('must be a user id'),
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
