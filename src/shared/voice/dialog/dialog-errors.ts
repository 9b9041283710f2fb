/**
 * The voice dialog's error texts (SPEC §8 Voice) and how a failure is classified into one of the
 * transcription categories (SPEC §3). Pure, so the mapping is a table in its test, and the same
 * words can be used by the server when it answers a transcription with `category`.
 */
export const VOICE_ERROR_TEXT = {
  default: "Sorry, I couldn't process that audio. Please try speaking more clearly.",
  audio_quality: "Audio wasn't clear enough. Please speak louder and closer to your microphone",
  network_error: 'Connection issue. Please check your internet and try again',
  quota_exceeded: 'Service temporarily unavailable. Please try again in a moment',
  recordingFailed: 'Recording failed. Please check your microphone and try again.',
  unsupported: 'Audio recording is not supported in this browser.',
} as const;

/** SPEC §5: what a too-short transcription is rejected with (it then reads as audio_quality). */
export const TRANSCRIPTION_TOO_SHORT =
  'Transcription too short or empty. Please speak more clearly.';
export const MIN_TRANSCRIPTION_LENGTH = 3;

export const startFailedText = (reason: string) => `Failed to start recording: ${reason}`;
export const recordingErrorText = (reason: string) => `Recording error: ${reason}`;

export const TRANSCRIPTION_CATEGORIES = [
  'audio_quality',
  'network_error',
  'quota_exceeded',
] as const;
export type TranscriptionCategory = (typeof TRANSCRIPTION_CATEGORIES)[number];

/** The category a raw error text falls in (SPEC §8 'contains' rules), or null for none. */
export function classifyVoiceError(text: string): TranscriptionCategory | null {
  const t = text.toLowerCase();
  if (t.includes('transcription failed') || t.includes('empty')) return 'audio_quality';
  if (t.includes('network') || t.includes('connection')) return 'network_error';
  if (t.includes('quota') || t.includes('rate limit')) return 'quota_exceeded';
  return null;
}

/** What the dialog shows for a failed attempt, and whether a retry is offered for it. */
export interface VoiceFailure {
  /**
   * `plan`: the user's plan refused it (a quota), in the server's words, with a way to upgrade.
   * `offline` (issue 28): it needs the network, which is not there; typing still works.
   */
  category: TranscriptionCategory | 'recording' | 'other' | 'plan' | 'offline';
  message: string;
  shouldRetry: boolean;
}

export interface FailureInput {
  /** The raw error text (server `error`, an exception's message). */
  error?: string | null;
  /** The server's category when it sent one. */
  category?: string | null;
  shouldRetry?: boolean | null;
}

const isCategory = (c: unknown): c is TranscriptionCategory =>
  (TRANSCRIPTION_CATEGORIES as readonly unknown[]).includes(c);

/**
 * A failure as the user sees it. A known category (sent, or read from the text) shows SPEC §8's
 * words. A category we do not know comes with the server's own explanation (e.g. that no speech
 * engine is installed), which says more than the generic text. quota_exceeded is never retried.
 */
export function voiceFailure({ error, category, shouldRetry }: FailureInput): VoiceFailure {
  const known = isCategory(category) ? category : classifyVoiceError(error ?? '');
  const retry = shouldRetry !== false;
  if (known) {
    return {
      category: known,
      message: VOICE_ERROR_TEXT[known],
      shouldRetry: known !== 'quota_exceeded' && retry,
    };
  }
  const explained = Boolean(category) && Boolean(error?.trim());
  return {
    category: 'other',
    message: explained ? error!.trim() : VOICE_ERROR_TEXT.default,
    shouldRetry: retry,
  };
}

/** The plan's limit was reached (issue 13): not retried, since it will say the same. */
export const planFailure = (message: string): VoiceFailure => ({
  category: 'plan',
  message,
  shouldRetry: false,
});

/** Something only the server can do, asked with no network: not retried until it is back. */
export const offlineFailure = (message: string): VoiceFailure => ({
  category: 'offline',
  message,
  shouldRetry: false,
});

/** A failure of the microphone or recorder itself (SPEC §8 recorder texts). */
export const recordingFailure = (message: string): VoiceFailure => ({
  category: 'recording',
  message,
  shouldRetry: true,
});

/** SPEC §5: a transcription shorter than 3 characters after trimming is rejected. */
export function checkTranscription(text: string | null | undefined): VoiceFailure | null {
  if ((text ?? '').trim().length >= MIN_TRANSCRIPTION_LENGTH) return null;
  return voiceFailure({ error: TRANSCRIPTION_TOO_SHORT });
}
