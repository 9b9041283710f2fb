// Synthetic speech for the voice tests (ENVIRONMENT.md: Debian flite and espeak-ng). WAVs are
// cached under .tmp/voice-wav/ by voice and text, so reruns skip synthesis.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
export const WAV_CACHE = path.join(ROOT, '.tmp/voice-wav');

export const FLITE_VOICES = ['slt', 'rms', 'awb', 'kal16'] as const;
export type Voice = (typeof FLITE_VOICES)[number] | 'espeak';

export async function hasCommand(cmd: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${cmd}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text spoken by one voice as a 16 kHz mono 16-bit WAV file (flite's 16 kHz voices as they
 * are; espeak-ng's 22 kHz output converted with sox). Returns the file's path.
 */
export async function synthesize(text: string, voice: Voice): Promise<string> {
  mkdirSync(WAV_CACHE, { recursive: true });
  const id = createHash('sha1').update(`${voice}\n${text}`).digest('hex').slice(0, 16);
  const file = path.join(WAV_CACHE, `${voice}-${id}.wav`);
  if (existsSync(file)) return file;
  const tmp = `${file}.${process.pid}.tmp.wav`;
  if (voice === 'espeak') {
    const raw = `${tmp}.raw.wav`;
    await run('espeak-ng', ['-v', 'en-us', '-w', raw, text]);
    await run('sox', ['-D', raw, '-r', '16000', '-c', '1', '-b', '16', tmp]);
    await run('rm', ['-f', raw]);
  } else {
    await run('flite', ['-voice', voice, '-t', text, '-o', tmp]);
  }
  renameSync(tmp, file);
  return file;
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
