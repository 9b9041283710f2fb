// Synthetic speech for the voice tests (ENVIRONMENT.md: Debian flite, espeak-ng and festival):
// ten synthesisers, each heard under three conditions (issue 15 §4): as synthesised, with pink
// noise at 15 dB SNR, and through a telephone line. Every WAV is 16 kHz mono 16-bit, cached under
// .tmp/voice-wav/ by synthesiser, condition and text, so reruns skip synthesis.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { encodeWav, wavTo16kMono } from '../../src/server/features/voice/audio/wav';
import { createRng } from '../../src/shared/seeded-random';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
// VOICE_WAV_CACHE: another folder, to time a run as on a fresh clone without emptying this one.
export const WAV_CACHE = process.env.VOICE_WAV_CACHE ?? path.join(ROOT, '.tmp/voice-wav');

type Tool = 'flite' | 'espeak-ng' | 'text2wave';

interface Synthesiser {
  tool: Tool;
  /** What the table calls it. */
  label: string;
  /** flite's -voice, espeak-ng's -v, or festival's voice function. */
  voice: string;
  /** A festival voice's Debian package and folder: text2wave alone does not say it is there. */
  package?: { name: string; dir: string };
}

const FESTIVAL_VOICES = '/usr/share/festival/voices';

/**
 * Every synthesiser, by the id the cache, the options and the results use. Three engines of
 * different kinds (flite's unit and cluster voices, espeak-ng's formants, festival's diphones
 * and HTS), several speakers and accents: a recogniser tuned to one voice shows it here.
 */
export const SYNTHESISERS = {
  slt: { tool: 'flite', label: 'flite slt', voice: 'slt' },
  rms: { tool: 'flite', label: 'flite rms', voice: 'rms' },
  awb: { tool: 'flite', label: 'flite awb', voice: 'awb' },
  kal16: { tool: 'flite', label: 'flite kal16', voice: 'kal16' },
  espeak: { tool: 'espeak-ng', label: 'espeak-ng en-us', voice: 'en-us' },
  'espeak-gb': { tool: 'espeak-ng', label: 'espeak-ng en-gb', voice: 'en-gb' },
  'espeak-f3': { tool: 'espeak-ng', label: 'espeak-ng en-us+f3', voice: 'en-us+f3' },
  'festival-kal': {
    tool: 'text2wave', label: 'festival kal', voice: 'voice_kal_diphone',
    package: { name: 'festvox-kallpc16k', dir: `${FESTIVAL_VOICES}/english/kal_diphone` },
  },
  'festival-ked': {
    tool: 'text2wave', label: 'festival ked', voice: 'voice_ked_diphone',
    package: { name: 'festvox-kdlpc16k', dir: `${FESTIVAL_VOICES}/english/ked_diphone` },
  },
  'festival-slt': {
    tool: 'text2wave', label: 'festival slt hts', voice: 'voice_cmu_us_slt_arctic_hts',
    package: { name: 'festvox-us-slt-hts', dir: `${FESTIVAL_VOICES}/us/cmu_us_slt_arctic_hts` },
  },
} as const satisfies Record<string, Synthesiser>; // prettier-ignore

export type Voice = keyof typeof SYNTHESISERS;
export const VOICES = Object.keys(SYNTHESISERS) as Voice[];
export const FLITE_VOICES = ['slt', 'rms', 'awb', 'kal16'] as const satisfies readonly Voice[];

/**
 * How the recording reaches the recogniser. `noise15`: pink noise (a steady hiss and rumble, as
 * a gym's fans and far-off music) 15 dB below the speech. `tel8k`: a telephone line, 300–3400 Hz,
 * 8 kHz μ-law, brought back to 16 kHz as a browser would.
 */
export const CONDITIONS = ['clean', 'noise15', 'tel8k'] as const;
export type Condition = (typeof CONDITIONS)[number];
export const SNR_DB = 15;

/** Bump when a condition's processing changes, so cached files made the old way are not used. */
const CONDITION_VERSION = 1;

export const isVoice = (v: string): v is Voice => Object.hasOwn(SYNTHESISERS, v);
export const isCondition = (c: string): c is Condition => (CONDITIONS as readonly string[]).includes(c); // prettier-ignore
export const voiceLabel = (v: Voice) => SYNTHESISERS[v].label;

export async function hasCommand(cmd: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${cmd}`]);
    return true;
  } catch {
    return false;
  }
}

/** The commands and festival voices these voices and conditions need that are not installed. */
export async function missingTools(
  voices: readonly Voice[],
  conditions: readonly Condition[] = ['clean'],
): Promise<string[]> {
  const tools = new Set<string>(voices.map((v) => SYNTHESISERS[v].tool));
  // espeak-ng's 22 kHz, festival's 32 kHz HTS voice and the telephone line go through sox.
  if (tools.has('espeak-ng') || tools.has('text2wave') || conditions.includes('tel8k')) {
    tools.add('sox');
  }
  const missing: string[] = [];
  for (const tool of tools) if (!(await hasCommand(tool))) missing.push(tool);
  for (const v of voices) {
    const { package: pkg }: Synthesiser = SYNTHESISERS[v];
    if (pkg && !existsSync(pkg.dir)) missing.push(pkg.name);
  }
  return missing;
}

let unique = 0;
/** A temporary name beside `file`, distinct across processes and concurrent calls. */
const tempFor = (file: string) => `${file}.${process.pid}-${unique++}.tmp`;

/** Any WAV sox reads → 16 kHz mono 16-bit, without dither (the same input gives the same file). */
const soxTo16k = (from: string, to: string, effects: string[] = []) =>
  run('sox', ['-D', '-R', from, '-t', 'wav', '-r', '16000', '-c', '1', '-e', 'signed-integer', '-b', '16', to, ...effects]); // prettier-ignore

async function speakClean(text: string, s: Synthesiser, out: string) {
  const raw = `${tempFor(out)}.wav`;
  try {
    if (s.tool === 'flite') {
      // Debian's flite voices are 16 kHz mono 16-bit already.
      await run('flite', ['-voice', s.voice, '-t', text, '-o', out]);
      return;
    }
    if (s.tool === 'espeak-ng') {
      await run('espeak-ng', ['-v', s.voice, '-w', raw, text]);
    } else {
      const txt = `${raw}.txt`;
      writeFileSync(txt, text);
      try {
        await run('text2wave', ['-eval', `(${s.voice})`, '-otype', 'riff', '-o', raw, txt]);
      } finally {
        rmSync(txt, { force: true });
      }
    }
    await soxTo16k(raw, out);
  } finally {
    rmSync(raw, { force: true });
  }
}

/** Pink (1/f) noise by Paul Kellett's filter of white noise; unscaled. */
export function pinkNoise(length: number, seed: number): Float64Array {
  const next = createRng(seed);
  const out = new Float64Array(length);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0; // prettier-ignore
  for (let i = 0; i < length; i++) {
    const w = next() * 2 - 1;
    b0 = 0.99886 * b0 + w * 0.0555179;
    b1 = 0.99332 * b1 + w * 0.0750759;
    b2 = 0.969 * b2 + w * 0.153852;
    b3 = 0.8665 * b3 + w * 0.3104856;
    b4 = 0.55 * b4 + w * 0.5329522;
    b5 = -0.7616 * b5 - w * 0.016898;
    out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362;
    b6 = w * 0.115926;
  }
  return out;
}

const power = (x: ArrayLike<number>, from = 0, to = x.length) => {
  let sum = 0;
  for (let i = from; i < to; i++) sum += x[i]! * x[i]!;
  return to > from ? sum / (to - from) : 0;
};

/**
 * The speech's mean power over the 20 ms frames within 40 dB of the loudest: the level of the
 * speech itself. A whole-file mean would count the silence each synthesiser pads differently,
 * and so give each voice a different real SNR.
 */
export function activeSpeechPower(pcm: Int16Array, rate = 16_000): number {
  const frame = Math.round(rate * 0.02);
  const frames: number[] = [];
  for (let i = 0; i + frame <= pcm.length; i += frame) frames.push(power(pcm, i, i + frame));
  const loudest = Math.max(0, ...frames);
  const active = frames.filter((p) => p > 0 && p >= loudest * 1e-4);
  return active.length ? active.reduce((s, p) => s + p, 0) / active.length : 0;
}

/** Speech plus pink noise `snrDb` below its active level; scaled down as a whole if it would clip. */
export function addNoise(pcm: Int16Array, snrDb: number, seed: number): Int16Array {
  const noise = pinkNoise(pcm.length, seed);
  const gain = Math.sqrt(activeSpeechPower(pcm) / 10 ** (snrDb / 10) / (power(noise) || 1));
  const mixed = Float64Array.from(pcm, (s, i) => s + noise[i]! * gain);
  const peak = mixed.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
  const scale = peak > 32_767 ? 32_767 / peak : 1;
  return Int16Array.from(mixed, (s) => Math.round(s * scale));
}

/** The file of `clean` heard under `condition` (the clean file itself for `clean`). */
async function applyCondition(clean: string, condition: Condition, seed: number, out: string) {
  if (condition === 'noise15') {
    const { pcm } = wavTo16kMono(readFileSync(clean));
    writeFileSync(out, encodeWav(addNoise(pcm, SNR_DB, seed)));
    return;
  }
  // tel8k: the telephone band, 8 kHz μ-law (G.711) on the line, then back to 16 kHz.
  const line = `${tempFor(out)}.wav`;
  try {
    await run('sox', ['-D', '-R', clean, '-t', 'wav', '-r', '8000', '-e', 'u-law', line, 'sinc', '300-3400']); // prettier-ignore
    await soxTo16k(line, out);
  } finally {
    rmSync(line, { force: true });
  }
}

const inFlight = new Map<string, Promise<string>>();

/** Makes `file` once: concurrent calls for the same file share one job; written atomically. */
function once(file: string, make: (tmp: string) => Promise<void>): Promise<string> {
  if (existsSync(file)) return Promise.resolve(file);
  let job = inFlight.get(file);
  if (!job) {
    job = (async () => {
      const tmp = tempFor(file);
      try {
        await make(tmp);
        renameSync(tmp, file);
        return file;
      } finally {
        rmSync(tmp, { force: true });
        inFlight.delete(file);
      }
    })();
    inFlight.set(file, job);
  }
  return job;
}

const digest = (key: string) => createHash('sha1').update(key).digest('hex').slice(0, 16);

/**
 * The text spoken by one synthesiser under one condition, as a 16 kHz mono 16-bit WAV file.
 * Returns the file's path. The noise is seeded by voice and text: a file is made the same on
 * every machine, and different utterances get different stretches of noise.
 */
export async function synthesize(
  text: string,
  voice: Voice,
  condition: Condition = 'clean',
): Promise<string> {
  mkdirSync(WAV_CACHE, { recursive: true });
  const s: Synthesiser = SYNTHESISERS[voice];
  // The clean key is what it was before conditions existed, so older caches stay valid.
  const cleanFile = path.join(WAV_CACHE, `${voice}-${digest(`${voice}\n${text}`)}.wav`);
  const clean = await once(cleanFile, (tmp) => speakClean(text, s, tmp));
  if (condition === 'clean') return clean;
  const id = digest(`${voice}\n${condition}\n${CONDITION_VERSION}\n${text}`);
  const seed = parseInt(id.slice(0, 8), 16);
  const file = path.join(WAV_CACHE, `${voice}-${condition}-${id}.wav`);
  return once(file, (tmp) => applyCondition(clean, condition, seed, tmp));
}

export const readWav = (file: string) => readFileSync(file);

/** A multipart/form-data body as fetch would send it, for `inject`. */
export async function multipart(
  fields: Record<string, string | { bytes: Uint8Array; type: string; name: string }>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.bytes as Uint8Array<ArrayBuffer>], { type: value.type }),
        value.name,
      );
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}
