// Uploaded recording → 16 kHz mono 16-bit PCM. WAV is parsed here; compressed recordings (webm
// and ogg Opus from Chromium and Firefox, mp4 from Safari) go through ffmpeg when it is
// installed, in its own process so the event loop never decodes.
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  AudioFormatError,
  isWav,
  parseWavHeader,
  TARGET_RATE,
  wavTo16kMono,
  type WavInfo,
} from './wav';

export type Container = 'wav' | 'webm' | 'ogg' | 'mp4';

/** The container by its first bytes; the client's Content-Type is only a hint. */
export function sniffContainer(bytes: Uint8Array): Container | null {
  if (isWav(bytes)) return 'wav';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'webm';
  }
  const ascii = (o: number, n: number) => String.fromCharCode(...bytes.subarray(o, o + n));
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 12 && ascii(4, 4) === 'ftyp') return 'mp4';
  return null;
} // prettier-ignore

export const CONTAINER_TYPES: Readonly<Record<Container, string>> = {
  wav: 'audio/wav',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  mp4: 'audio/mp4',
};

let ffmpegProbe: Promise<boolean> | null = null;

/** Whether an ffmpeg binary runs here (checked once). */
export function ffmpegAvailable(): Promise<boolean> {
  ffmpegProbe ??= new Promise((resolve) => {
    execFile('ffmpeg', ['-hide_banner', '-version'], { timeout: 5000 }, (err) => resolve(!err));
  });
  return ffmpegProbe;
}

export class DecoderMissingError extends Error {}

/**
 * Decodes with ffmpeg into raw PCM. The input goes through a temporary file rather than a pipe:
 * an mp4 whose index sits at its end cannot be read from a pipe. Output stops after `maxSeconds`
 * plus one, so a hostile file cannot make it write without end.
 */
export async function decodeWithFfmpeg(
  bytes: Uint8Array,
  opts: { maxSeconds: number; timeoutMs?: number },
): Promise<Int16Array> {
  if (!(await ffmpegAvailable())) {
    throw new DecoderMissingError(
      'this server cannot decode compressed audio (ffmpeg is not installed); record WAV instead',
    );
  }
  const file = path.join(os.tmpdir(), `joeyfit-audio-${randomUUID()}`);
  await writeFile(file, bytes);
  try {
    const args = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-i', file, '-t', String(opts.maxSeconds + 1)];
    args.push('-vn', '-ac', '1', '-ar', String(TARGET_RATE), '-f', 's16le', 'pipe:1');
    const out = await new Promise<Buffer>((resolve, reject) => {
      const child = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks: Buffer[] = [];
      let stderr = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 15_000);
      child.stdout.on('data', (c: Buffer) => chunks.push(c));
      child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
      child.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) resolve(Buffer.concat(chunks));
        else {
          const why = signal ? `stopped by ${signal}` : stderr.trim().split('\n').at(-1) || `exit code ${code}`;
          reject(new AudioFormatError(`could not decode the recording: ${why}`));
        }
      });
    });
    const pcm = new Int16Array(out.length >> 1);
    for (let i = 0; i < pcm.length; i++) pcm[i] = out.readInt16LE(i * 2);
    return pcm;
  } finally {
    await rm(file, { force: true });
  }
} // prettier-ignore

export interface DecodedAudio {
  container: Container;
  pcm: Int16Array;
  durationSeconds: number;
}

/** Already what the recogniser reads: nothing to convert. */
const isNative = (i: WavInfo) =>
  i.format === 1 && i.bitsPerSample === 16 && i.channels === 1 && i.sampleRate === TARGET_RATE;

/**
 * Any accepted recording → 16 kHz mono PCM. A WAV that needs converting goes through ffmpeg
 * when present (another process) and the built-in resampler otherwise. Throws AudioFormatError,
 * DecoderMissingError, or TooLongError before decoding when a WAV header says it is too long.
 */
export async function decodeTo16kMono(
  bytes: Uint8Array,
  opts: { maxSeconds: number },
): Promise<DecodedAudio> {
  const container = sniffContainer(bytes);
  if (!container) throw new AudioFormatError('unrecognised audio format');
  let pcm: Int16Array;
  if (container === 'wav') {
    const info = parseWavHeader(bytes);
    if (info.durationSeconds > opts.maxSeconds) throw new TooLongError(info.durationSeconds);
    pcm =
      isNative(info) || !(await ffmpegAvailable())
        ? wavTo16kMono(bytes).pcm
        : await decodeWithFfmpeg(bytes, opts);
  } else {
    pcm = await decodeWithFfmpeg(bytes, opts);
  }
  const durationSeconds = pcm.length / TARGET_RATE;
  if (durationSeconds > opts.maxSeconds) throw new TooLongError(durationSeconds);
  return { container, pcm, durationSeconds };
}

export class TooLongError extends Error {
  constructor(readonly seconds: number) {
    super(`the recording is longer than allowed (${seconds.toFixed(1)} s)`);
  }
}
