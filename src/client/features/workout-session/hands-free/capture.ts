// The microphone for hands-free control, on the app's one recorder (src/client/lib/audio: the
// same capture settings, 16 kHz mono WAV and level meter as the voice dialog). It records
// without a break while hands-free is on, keeping only the last seconds (WavStream), and cuts
// each utterance out of that when it has ended.
import { VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import { startRecording, type Recording } from '@client/lib/audio/recorder';
import { PcmLevels } from './pcm-levels';
import { WavStream } from './wav-stream';

/** The detector's frame: short enough that a short word spans several. */
export const LEVEL_FRAME_MS = 50;

/** Longer than any push-to-talk utterance (30 s at most) plus its pre-roll. */
const KEEP_MS = VOICE_LIMITS.maxRecordingMs + 2_000;

export interface Capture {
  /** Whether utterances can be cut from the stream; not when the browser recorded ogg/webm. */
  readonly cuttable: boolean;
  /** Ms since the recording started, on the clock of the level frames. */
  now: () => number;
  /**
   * `fromMs`–`toMs` as a WAV file, once that audio has arrived (or what arrived within a
   * second); null when none of it is kept.
   */
  cut: (fromMs: number, toMs: number) => Promise<Blob | null>;
  /** Ends the recording, releases the microphone and gives all of it as one file. */
  finish: () => Promise<Blob | null>;
  /** Ends the recording and releases the microphone. */
  close: () => void;
}

/** How long a cut waits for its last slice: slices come every 100 ms. */
const ARRIVAL_TIMEOUT_MS = 1_000;

export interface CaptureCallbacks {
  /**
   * The level (0–1) of each frame of audio, which ended `atMs` into the recording: measured on
   * the recorded samples every LEVEL_FRAME_MS where the recording is WAV, else the recorder's
   * meter every 100 ms.
   */
  onFrame: (atMs: number, level: number) => void;
  onError: (reason: string) => void;
}

/** Opens the microphone and starts recording; throws as getUserMedia does when it cannot. */
export async function openCapture({ onFrame, onError }: CaptureCallbacks): Promise<Capture> {
  const wav = new WavStream(KEEP_MS);
  const slices: Blob[] = [];
  // Slices are read as bytes one after another, so the stream stays in recording order.
  let reading = Promise.resolve();
  let cuttable = true;
  let levels: PcmLevels | null = null;
  const read = (bytes: Uint8Array) => {
    const pcm = wav.push(bytes);
    if (!pcm) return;
    levels ??= new PcmLevels(wav.samplesPerMs, LEVEL_FRAME_MS);
    for (const frame of levels.push(pcm)) onFrame(frame.atMs, frame.level);
  };
  // Noise suppression off: it takes the hiss of a command's "s" for noise ("skip", "stop",
  // "six"), worst on the first word after the microphone opens. Measured with flite speech
  // through Chromium's capture and the offline recogniser: 15 commands in four voices, 53/60
  // right without it, 51/60 with; a press right after opening, 2/2 right without, 0/2 with.
  // Echo cancellation (the coach's voice) and automatic gain stay on.
  const recording: Recording = await startRecording(
    {
      onTick: (elapsedMs, level) => {
        if (!cuttable) onFrame(elapsedMs, level);
      },
      onError,
      onData: (slice) => {
        if (!cuttable) {
          slices.push(slice);
          return;
        }
        reading = reading.then(async () => read(new Uint8Array(await slice.arrayBuffer())));
      },
    },
    { noiseSuppression: false },
  );
  const startedAt = performance.now();
  cuttable = recording.mimeType.includes('wav');

  const arrived = async (ms: number) => {
    const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
    while (wav.receivedMs < ms && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, VOICE_LIMITS.timesliceMs / 2));
      await reading;
    }
  };
  const toBlob = (bytes: Uint8Array | null) =>
    bytes ? new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }) : null;

  return {
    cuttable,
    now: () => performance.now() - startedAt,
    cut: async (fromMs, toMs) => {
      await arrived(toMs);
      return toBlob(wav.cut(fromMs, toMs));
    },
    finish: async () => {
      await recording.stop(); // the recorder's last slice arrives before it says it stopped
      await reading;
      if (!cuttable)
        return slices.length > 0 ? new Blob(slices, { type: recording.mimeType }) : null;
      return toBlob(wav.cut(0, wav.receivedMs));
    },
    close: () => recording.cancel(),
  };
}
