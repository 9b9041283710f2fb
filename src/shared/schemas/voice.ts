import { z } from 'zod';

/**
 * POST /api/transcribe answers (SPEC §3 Transcription response). `category` is one of SPEC's
 * three when the dialog should show SPEC §8's words for it; the others come with an `error` the
 * dialog shows as it is (e.g. that this server has no speech engine, so the user can type).
 */
export const TRANSCRIBE_CATEGORIES = [
  'audio_quality',
  'network_error',
  'quota_exceeded',
  /** No speech engine on this server (not installed, model not built, or turned off). */
  'engine_unavailable',
  /** The upload itself was wrong: no audio, too large, too long, or not a recording. */
  'invalid_audio',
  /** The engine failed on this recording. */
  'processing_error',
] as const;
export type TranscribeCategory = (typeof TRANSCRIBE_CATEGORIES)[number];

export const transcriptionSchema = z.object({
  text: z.string(),
  confidence: z.number().min(0).max(1),
});

export const transcriptionResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  category: z.enum(TRANSCRIBE_CATEGORIES).optional(),
  shouldRetry: z.boolean().optional(),
  originalError: z.string().optional(),
  transcription: transcriptionSchema.optional(),
});
export type TranscriptionResponse = z.infer<typeof transcriptionResponseSchema>;

/**
 * A refused transcription (4xx/5xx): the SPEC §3 shape plus `message` like every other API
 * error. Only `message` is certain: errors raised before the route (a body the server cannot
 * parse at all) carry nothing else.
 */
export const transcriptionErrorSchema = transcriptionResponseSchema
  .partial()
  .extend({ message: z.string() });

/** Limits of an upload (DESIGN §7). */
export const TRANSCRIBE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxSeconds: 30 } as const;
