import type { IMediaRecorderConstructor } from 'extendable-media-recorder';

let loading: Promise<IMediaRecorderConstructor | null> | null = null;

/** Gives up on the WAV encoder when its worker does not answer (e.g. a policy blocks it). */
const ENCODER_TIMEOUT_MS = 4_000;

/**
 * The extendable MediaRecorder with its WAV encoder registered, or null when that is not
 * possible here (then the browser's own recorder and formats are used). Loaded on first use,
 * so the encoder's code stays out of the main bundle, and registered once per page: a second
 * register() of the same encoder throws.
 */
export function loadWavRecorder(): Promise<IMediaRecorderConstructor | null> {
  loading ??= Promise.race([
    register(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ENCODER_TIMEOUT_MS)),
  ]);
  return loading;
}

async function register(): Promise<IMediaRecorderConstructor | null> {
  try {
    const [recorder, encoder] = await Promise.all([
      import('extendable-media-recorder'),
      import('extendable-media-recorder-wav-encoder'),
    ]);
    await recorder.register(await encoder.connect());
    return recorder.MediaRecorder;
  } catch {
    // No worker or no Web Audio: the native formats (ogg/webm opus) still work.
    return null;
  }
}
