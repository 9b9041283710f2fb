// Uploaded recording → what an engine reads, checked first: its container sniffed from its first
// bytes, and its length within the limit whatever the format (issue 7 §3). A WAV's header is read
// here; the samples of a WAV that needs resampling, and every compressed recording (webm and ogg
// Opus from Chromium and Firefox, mp4 from Safari), go through ffmpeg in its own process, so the
// event loop never decodes.
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SpeechAudio } from '../stt/engine';
import { AudioFormatError, isWav, parseWavHeader, TARGET_RATE, type WavInfo } from './wav';

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

export class TooLongError extends Error {
  constructor(readonly seconds: number) {
    super(`the recording is longer than allowed (${seconds.toFixed(1)} s)`);
  }
}

/** ffmpeg's demuxer for each container, forced so it never picks one from the content. */
const DEMUXER: Readonly<Record<Container, string>> = {
  wav: 'wav',
  webm: 'matroska',
  ogg: 'ogg',
  mp4: 'mov',
};
/** The decoders recordings need: browsers' Opus, Vorbis and AAC, and WAV's PCM. */
const DECODERS = 'opus,vorbis,aac,pcm_u8,pcm_s16le,pcm_s24le,pcm_s32le,pcm_f32le,pcm_f64le';

/**
 * Decodes with ffmpeg into 16 kHz mono samples, reading nothing but the upload (issue 7 §2): the
 * demuxer is forced from the sniffed container, demuxers and decoders are whitelisted, and the
 * only protocol allowed is the one the upload comes by. Left to itself, ffmpeg opened the local
 * files named by a DASH manifest that sniffed as mp4. The upload comes through a pipe, except
 * mp4, whose index may sit at its end: it goes through a file in a private temporary directory.
 * Output stops after `maxSeconds` plus one, so a hostile file cannot make it write without end.
 * Throws DecoderMissingError, or AudioFormatError whose message (ffmpeg's words) is for the log.
 */
export async function decodeWithFfmpeg(
  bytes: Uint8Array,
  container: Container,
  opts: { maxSeconds: number; timeoutMs?: number },
): Promise<Int16Array> {
  if (!(await ffmpegAvailable())) throw new DecoderMissingError('ffmpeg is not installed');
  const dir = container === 'mp4' ? await mkdtemp(path.join(os.tmpdir(), 'joeyfit-audio-')) : null;
  const input = dir ? path.join(dir, 'upload.mp4') : 'pipe:0';
  try {
    if (dir) await writeFile(input, bytes);
    const demuxer = DEMUXER[container];
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin'],
      // Input: this demuxer only, these decoders, and the one protocol the upload comes by.
      ...['-protocol_whitelist', dir ? 'file' : 'pipe', '-format_whitelist', demuxer],
      ...['-codec_whitelist', DECODERS, '-f', demuxer, '-i', input],
      // Output: at most maxSeconds + 1 of 16 kHz mono 16-bit samples, on stdout.
      ...['-t', String(opts.maxSeconds + 1), '-vn', '-ac', '1', '-ar', String(TARGET_RATE)],
      ...['-f', 's16le', 'pipe:1'],
    ];
    const maxBytes = (opts.maxSeconds + 2) * TARGET_RATE * 2;
    const out = await runFfmpeg(args, dir ? null : bytes, opts.timeoutMs ?? 15_000, maxBytes);
    return new Int16Array(out.buffer.slice(out.byteOffset, out.byteOffset + (out.length & ~1)));
  } finally {
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

function runFfmpeg(args: string[], stdin: Uint8Array | null, timeoutMs: number, maxBytes: number) {
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: 'pipe' });
    const chunks: Buffer[] = [];
    let size = 0;
    let stderr = '';
    let killedFor = '';
    const kill = (why: string) => {
      killedFor = why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill(`no result within ${timeoutMs} ms`), timeoutMs);
    child.stdout.on('data', (c: Buffer) => {
      chunks.push(c);
      if ((size += c.length) > maxBytes) kill('more output than the length limit allows');
    });
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
    // ffmpeg may stop reading early (a refused format): the rest of the upload has nowhere to go.
    child.stdin.on('error', () => {});
    if (stdin) child.stdin.end(stdin);
    else child.stdin.end();
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(new DecoderMissingError(`ffmpeg could not start: ${err.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolve(Buffer.concat(chunks));
      const why = killedFor || stderr.trim().split('\n').at(-1) || `exit code ${code}`;
      reject(new AudioFormatError(`ffmpeg: ${why}`));
    });
  });
}

/** Already what the recogniser reads: nothing to convert. */
const isNative = (i: WavInfo) =>
  i.format === 1 && i.bitsPerSample === 16 && i.channels === 1 && i.sampleRate === TARGET_RATE;

export interface CheckedAudio {
  container: Container;
  durationSeconds: number;
  audio: SpeechAudio;
}

/**
 * A recording checked before any engine sees it: a known container, and at most `maxSeconds`
 * long whatever the format (a WAV by its header, anything else by decoding it). `resample`: the
 * engine wants 16 kHz mono, so a WAV at another rate goes through ffmpeg when it is here; else
 * the WAV goes to the engine as it is, which resamples it in its own process. Throws
 * AudioFormatError, DecoderMissingError or TooLongError.
 */
export async function checkAudio(
  bytes: Uint8Array,
  opts: { maxSeconds: number; resample: boolean },
): Promise<CheckedAudio> {
  const container = sniffContainer(bytes);
  if (!container) throw new AudioFormatError('unrecognised audio format');
  if (container === 'wav') {
    const info = parseWavHeader(bytes);
    if (info.durationSeconds > opts.maxSeconds) throw new TooLongError(info.durationSeconds);
    if (isNative(info) || !opts.resample || !(await ffmpegAvailable())) {
      return { container, durationSeconds: info.durationSeconds, audio: { wav: bytes } };
    }
  }
  const pcm = await decodeWithFfmpeg(bytes, container, opts);
  const durationSeconds = pcm.length / TARGET_RATE;
  if (durationSeconds > opts.maxSeconds) throw new TooLongError(durationSeconds);
  return { container, durationSeconds, audio: { pcm } };
}
