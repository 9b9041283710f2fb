import { VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import { levelFromSamples } from './audio-format';

/** The microphone through Web Audio: a level meter, and a 16 kHz mono stream to record. */
export interface AudioGraph {
  /** 16 kHz mono (or the context's rate where 16 kHz is refused); null when Web Audio is off. */
  monoStream: MediaStream | null;
  level: () => number;
  close: () => void;
}

const RESUME_TIMEOUT_MS = 500;

/**
 * SPEC §9 asks for 16 kHz capture, but browsers record the microphone at its own rate (Chromium:
 * 48 kHz whatever the constraints say), so an AudioContext at 16 kHz resamples it. A context
 * that stays suspended (no user gesture) would record silence, so then no stream is offered.
 */
export async function createAudioGraph(mic: MediaStream): Promise<AudioGraph> {
  const context = newContext();
  if (!context) return { monoStream: null, level: () => 0, close: () => {} };
  const source = context.createMediaStreamSource(mic);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  const destination = new MediaStreamAudioDestinationNode(context, {
    channelCount: 1,
    channelCountMode: 'explicit',
  });
  source.connect(destination);
  const running = await resume(context);
  return {
    monoStream: running ? reportMono(destination.stream) : null,
    level: () => {
      analyser.getByteTimeDomainData(samples);
      return levelFromSamples(samples);
    },
    close: () => void context.close().catch(() => {}),
  };
}

function newContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    return new AudioContext({ sampleRate: VOICE_LIMITS.sampleRate });
  } catch {
    // Some browsers refuse a rate they cannot resample to: record at the native rate instead.
    return new AudioContext();
  }
}

async function resume(context: AudioContext): Promise<boolean> {
  if (context.state === 'running') return true;
  const timeout = new Promise((resolve) => setTimeout(resolve, RESUME_TIMEOUT_MS));
  await Promise.race([context.resume().catch(() => {}), timeout]);
  return (context.state as AudioContextState) === 'running';
}

/**
 * Chromium reports a Web Audio destination track as stereo even when the node is mono, and the
 * WAV encoder trusts that report to split the PCM into channels (so the file would claim two
 * channels at half the length). The data is mono (measured: ffprobe of the same track recorded
 * natively says 1 channel), so the report is corrected on this one track.
 */
function reportMono(stream: MediaStream): MediaStream {
  const [track] = stream.getAudioTracks();
  if (track) {
    const settings = track.getSettings.bind(track);
    track.getSettings = () => ({ ...settings(), channelCount: 1 });
  }
  return stream;
}
