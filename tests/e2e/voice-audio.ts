import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import config from '../../playwright.config';

/**
 * The fake microphone for the voice tests (ENVIRONMENT.md): Chromium plays a WAV file (looped)
 * as the microphone. The spoken command is synthesised with Debian's flite, padded with silence
 * so a recording that starts anywhere in the loop holds the whole sentence once.
 */
const DIR = path.resolve(import.meta.dirname, '../../test-results/voice-audio');
export const SPOKEN_COMMAND = 'three sets of twelve push ups';
const SILENT_WAV = path.join(DIR, 'silence.wav');

const has = (tool: string) => {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/** Why the spoken file could not be made (flite or sox missing), or null when it exists. */
export const speechSynthMissing: string | null = (() => {
  const missing = ['flite', 'sox'].filter((t) => !has(t));
  return missing.length ? `${missing.join(' and ')} not installed (npm run setup:test)` : null;
})();

/** 16 kHz mono 16-bit silence, written by hand so the tests need no tool for it. */
function writeSilence(file: string, seconds: number) {
  const data = 16_000 * 2 * seconds;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20); // PCM
  b.writeUInt16LE(1, 22); // mono
  b.writeUInt32LE(16_000, 24);
  b.writeUInt32LE(32_000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(data, 40);
  writeFileSync(file, b);
}

/**
 * `text` spoken by a flite voice as 16 kHz mono 16-bit, with `before` and `after` seconds of
 * silence; silence alone when flite or sox is missing.
 */
export function spokenFile(
  name: string,
  text: string,
  { voice = 'slt', before = 0.3, after = 2.5 } = {},
): string {
  mkdirSync(DIR, { recursive: true });
  if (!existsSync(SILENT_WAV)) writeSilence(SILENT_WAV, 2);
  if (speechSynthMissing) return SILENT_WAV;
  const file = path.join(DIR, `${name}.wav`);
  if (!existsSync(file)) {
    const raw = path.join(DIR, `${name}-raw.wav`);
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', raw]);
    execFileSync('sox', [
      raw,
      '-r',
      '16000',
      '-c',
      '1',
      '-b',
      '16',
      file,
      'pad',
      String(before),
      String(after),
    ]);
  }
  return file;
}

/** The WAV the fake microphone plays for the voice dialog: the spoken command, or silence. */
export function fakeMicrophoneFile(): string {
  return spokenFile('push-ups', SPOKEN_COMMAND);
}

/** The project's launch options plus the fake microphone (test.use replaces, not merges). */
export function fakeMicrophoneLaunchOptions(file: string, { loop = true } = {}) {
  const base = config.use?.launchOptions ?? {};
  return {
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // Chromium plays the file in a loop unless told otherwise.
      `--use-file-for-fake-audio-capture=${file}${loop ? '' : '%noloop'}`,
    ],
  };
}
