/**
 * Pure helpers for the recorder (no browser objects here, so they are unit-tested): which format
 * to record in, the file name the upload carries, the level meter, and a WAV header fix-up.
 */
import { PREFERRED_AUDIO_TYPES } from '@shared/voice/dialog/dialog';

/**
 * SPEC §9 type order. `wavEncoder` says whether our WAV encoder is registered; the others are
 * asked of the browser's own MediaRecorder. Undefined means "let the browser choose".
 */
export function pickAudioType(
  wavEncoder: boolean,
  isTypeSupported: (type: string) => boolean,
): string | undefined {
  return PREFERRED_AUDIO_TYPES.find((type) =>
    type === 'audio/wav' ? wavEncoder : safe(() => isTypeSupported(type)),
  );
}

const safe = (check: () => boolean) => {
  try {
    return check();
  } catch {
    return false;
  }
};

/** The upload's file name; the server decides the decoder by content, the name helps logs. */
export function audioFileName(mimeType: string): string {
  const type = mimeType.toLowerCase();
  if (type.includes('wav')) return 'recording.wav';
  if (type.includes('ogg')) return 'recording.ogg';
  if (type.includes('mp4')) return 'recording.m4a';
  return 'recording.webm';
}

/** The quietest level the meter shows (dBFS); anything below reads as silence. */
const METER_FLOOR_DB = -50;

/**
 * Microphone level 0–1 from an AnalyserNode's byte time-domain data (128 is silence): the RMS
 * amplitude on a decibel scale, like a VU meter, so quiet speech still moves the bar and loud
 * speech does not peg it.
 */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const v = (samples[i]! - 128) / 128;
    sum += v * v;
  }
  return levelFromRms(Math.sqrt(sum / samples.length));
}

/** An RMS amplitude (0–1 of full scale) on the meter's decibel scale, 0–1. */
export function levelFromRms(rms: number): number {
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - METER_FLOOR_DB) / -METER_FLOOR_DB));
}

const RIFF = 0x52494646; // 'RIFF'
const DATA = 0x64617461; // 'data'

/**
 * A WAV recorded in slices starts with a streaming header whose sizes say "as long as it takes"
 * (0xFFFFFFFF-ish). Decoders differ on that, so once the recording is complete the RIFF and data
 * sizes are set to the real ones. Anything that is not the 44-byte PCM header is left untouched.
 */
export function finalizeWav(buffer: ArrayBuffer): ArrayBuffer {
  if (buffer.byteLength < 44) return buffer;
  const view = new DataView(buffer);
  if (view.getUint32(0) !== RIFF || view.getUint32(36) !== DATA) return buffer;
  view.setUint32(4, buffer.byteLength - 8, true);
  view.setUint32(40, buffer.byteLength - 44, true);
  return buffer;
}
