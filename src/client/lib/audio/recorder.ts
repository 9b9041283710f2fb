import type { IMediaRecorderConstructor } from 'extendable-media-recorder';
import { VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import { finalizeWav, pickAudioType } from './audio-format';
import { createAudioGraph, type AudioGraph } from './audio-graph';
import { loadWavRecorder } from './wav-recorder';

/** SPEC §9 capture: 16 kHz, echo cancellation, noise suppression, automatic gain. */
const MIC_CONSTRAINTS: MediaTrackConstraints = {
  sampleRate: VOICE_LIMITS.sampleRate,
  channelCount: 1,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

/** After stop(), how long to wait for the recorder's last data before using what arrived. */
const STOP_TIMEOUT_MS = 5_000;

export interface RecorderCallbacks {
  /** Every 100 ms (SPEC §9) while recording. */
  onTick: (elapsedMs: number, level: number) => void;
  onError: (reason: string) => void;
  /**
   * Hands each slice over as it arrives instead of keeping it, for a recording that runs as
   * long as a workout (hands-free listening); stop() then resolves with an empty file.
   */
  onData?: (slice: Blob) => void;
}

export interface Recording {
  readonly mimeType: string;
  /** Ends the recording; resolves with all its non-empty chunks as one file. */
  stop: () => Promise<Blob>;
  /** Ends the recording and throws the audio away. */
  cancel: () => void;
}

/** True when this browser can record audio at all (SPEC §5). */
export function canRecordAudio(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/**
 * Whether the device has a microphone at all. Before permission the browser still lists one
 * (unlabelled) input per kind that exists, so an empty list means none (issue 8: say so and
 * offer typing, rather than "Failed to start recording: Requested device not found"). When
 * the browser cannot list devices, assume there is one and let recording say otherwise.
 */
export async function hasMicrophone(): Promise<boolean> {
  try {
    if (typeof navigator.mediaDevices?.enumerateDevices !== 'function') return true;
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.some((d) => d.kind === 'audioinput');
  } catch {
    return true;
  }
}

/** getUserMedia's way of saying there is no microphone to record from. */
export function isNoMicrophone(error: unknown): boolean {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
  return name === 'NotFoundError' || name === 'DevicesNotFoundError';
}

/** The user (or a site setting or policy) refused the microphone. */
export function isPermissionDenied(error: unknown): boolean {
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
  return name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError';
}

export const errorReason = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/** What a caller may change of the SPEC §9 capture settings. */
export type MicSettings = Pick<MediaTrackConstraints, 'noiseSuppression'>;

/** Asks for the microphone and starts recording; throws when the microphone cannot be had. */
export async function startRecording(
  callbacks: RecorderCallbacks,
  settings: MicSettings = {},
): Promise<Recording> {
  const WavRecorder = await loadWavRecorder();
  const mic = await navigator.mediaDevices.getUserMedia({
    audio: { ...MIC_CONSTRAINTS, ...settings },
  });
  let graph: AudioGraph | null = null;
  try {
    graph = await createAudioGraph(mic);
    return record(createRecorder(mic, graph, WavRecorder), mic, graph, callbacks);
  } catch (error) {
    mic.getTracks().forEach((t) => t.stop());
    graph?.close();
    throw error;
  }
}

type AnyRecorder = Pick<MediaRecorder, 'mimeType' | 'state' | 'start' | 'stop'> & {
  ondataavailable: ((event: BlobEvent) => void) | null;
  onstop: ((event: Event) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

/** WAV at 16 kHz mono where the encoder loaded (SPEC §9 order), else ogg/opus, else webm/opus. */
function createRecorder(
  mic: MediaStream,
  graph: AudioGraph,
  WavRecorder: IMediaRecorderConstructor | null,
): AnyRecorder {
  if (WavRecorder && graph.monoStream) {
    try {
      return new WavRecorder(graph.monoStream, { mimeType: 'audio/wav' }) as unknown as AnyRecorder;
    } catch {
      // fall through to the browser's own formats
    }
  }
  const type = pickAudioType(false, (t) => MediaRecorder.isTypeSupported(t));
  return new MediaRecorder(mic, type ? { mimeType: type } : undefined);
}

function record(
  recorder: AnyRecorder,
  mic: MediaStream,
  graph: AudioGraph,
  { onTick, onError, onData }: RecorderCallbacks,
): Recording {
  const chunks: Blob[] = [];
  const type = recorder.mimeType || 'audio/webm';
  // SPEC §5: empty chunks are ignored.
  recorder.ondataavailable = (event) => {
    if (event.data.size === 0) return;
    if (onData) onData(event.data);
    else chunks.push(event.data);
  };
  recorder.onerror = (event) => {
    onError(event.error ? errorReason(event.error) : 'the recorder stopped unexpectedly');
  };
  recorder.start(VOICE_LIMITS.timesliceMs); // throws before any timer exists if it cannot start

  const startedAt = performance.now();
  const timer = setInterval(
    () => onTick(performance.now() - startedAt, graph.level()),
    VOICE_LIMITS.tickMs,
  );
  const release = () => {
    clearInterval(timer);
    mic.getTracks().forEach((t) => t.stop());
    graph.close();
  };

  const finish = async (): Promise<Blob> => {
    const blob = new Blob(chunks, { type });
    if (!type.includes('wav') || blob.size === 0) return blob;
    return new Blob([finalizeWav(await blob.arrayBuffer())], { type });
  };

  return {
    mimeType: type,
    stop: () =>
      new Promise<Blob>((resolve) => {
        clearInterval(timer);
        // The recorder's last data arrives with 'stop'; if that never comes, use what we have.
        const fallback = setTimeout(() => settle(), STOP_TIMEOUT_MS);
        let done = false;
        const settle = () => {
          if (done) return;
          done = true;
          clearTimeout(fallback);
          release();
          void finish().then(resolve);
        };
        recorder.onstop = settle;
        if (recorder.state === 'inactive') settle();
        else recorder.stop();
      }),
    cancel: () => {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.onerror = null;
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}
