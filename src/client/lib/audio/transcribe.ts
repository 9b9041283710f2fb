import {
  transcriptionErrorSchema,
  transcriptionResponseSchema,
  type TranscriptionResponse,
} from '@shared/schemas/voice';
import { TRANSCRIPTION_PROMPT } from '@shared/voice/dialog/dialog';
import { audioFileName } from './audio-format';

/**
 * POST /api/transcribe (SPEC §7): multipart `audio` plus the fixed `prompt`. A refusal the
 * server explains in the SPEC §3 shape (a 429 quota_exceeded, a 503 without a speech engine)
 * is returned like any answer; any other non-OK answer raises 'Transcription failed' with its
 * status text and body (SPEC §8); a request that never reached the server is a network error.
 */
export async function transcribeAudio(audio: Blob): Promise<TranscriptionResponse> {
  const form = new FormData();
  form.append('audio', audio, audioFileName(audio.type));
  form.append('prompt', TRANSCRIPTION_PROMPT);
  let res: Response;
  try {
    res = await fetch('/api/transcribe', { method: 'POST', body: form, credentials: 'include' });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Network error: ${reason}`, { cause: error });
  }
  const body = await res.text();
  const json = parseJson(body);
  if (res.ok) {
    const answer = transcriptionResponseSchema.safeParse(json);
    if (answer.success) return answer.data;
    throw new Error('Transcription failed: the server sent an answer we could not read');
  }
  const explained = transcriptionResponseSchema.safeParse(json);
  if (explained.success && explained.data.category) return { ...explained.data, success: false };
  const refusal = transcriptionErrorSchema.safeParse(json);
  if (refusal.success && refusal.data.category) {
    const { category, error, message, shouldRetry, originalError } = refusal.data;
    return { success: false, category, error: error ?? message, shouldRetry, originalError };
  }
  throw new Error(`Transcription failed: ${res.status} ${res.statusText} ${body}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
