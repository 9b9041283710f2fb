// Reading POST /api/transcribe's multipart body (issue 7 §3): the recording and the prompt, within
// the limits the multipart parser enforces, and within a time limit, so an upload that trickles
// in cannot hold its place for ever.
import type { FastifyRequest } from 'fastify';
import { refusal, type Outcome, type Upload } from './transcribe.service';

export const MAX_PROMPT = 1000;

/**
 * The upload, or a refusal: 408 when the body has not arrived within `timeoutMs`. The reading
 * left behind then ends when the connection closes (the route answers 408 with Connection: close).
 */
export async function readUpload(
  request: FastifyRequest,
  timeoutMs: number,
): Promise<Upload | Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => {
      const text = `The recording did not arrive within ${Math.ceil(timeoutMs / 1000)} seconds. Check your connection and try again.`;
      resolve(refusal(408, 'network_error', text, { code: 'upload_timeout', shouldRetry: true }));
    }, timeoutMs);
  });
  try {
    return await Promise.race([readParts(request), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Never rejects: an aborted or malformed body is a refusal like any other. */
async function readParts(request: FastifyRequest): Promise<Upload | Outcome> {
  let audio: Upload | null = null;
  let prompt = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'audio' && !audio) {
          audio = { bytes, mimetype: part.mimetype, filename: part.filename };
        }
      } else if (part.fieldname === 'prompt') {
        prompt = String(part.value).slice(0, MAX_PROMPT);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return refusal(413, 'invalid_audio', 'The recording is larger than 5 MB', {
        code: 'too_large',
      });
    }
    if (/^FST_(FILES|FIELDS|PARTS)_LIMIT$/.test(code)) {
      const text = 'Send one recording, as the field audio, and at most a prompt besides';
      return refusal(413, 'invalid_audio', text, { code: 'too_many_parts' });
    }
    const detail = (err as Error).message;
    return refusal(400, 'invalid_audio', 'The upload could not be read', {
      code: 'upload_unreadable',
      detail,
    });
  }
  if (!audio || audio.bytes.length === 0) {
    const text = 'No audio: send the recording as the field audio';
    return refusal(400, 'invalid_audio', text, { code: 'no_audio' });
  }
  return { ...audio, prompt };
}
