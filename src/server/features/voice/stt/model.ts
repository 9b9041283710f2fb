// Where the offline recogniser's files are: the acoustic model from Debian's
// pocketsphinx-en-us, and the domain language model and dictionary `npm run voice:model` builds
// (issue 4 §2; not committed). VOICE_MODEL_DIR is a link the build swaps in one rename to a
// complete model directory, so a reader sees the old model or the new one, never half.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../paths';

/** Debian 12's recogniser library (pocketsphinx 5prealpha API, sphinxbase linked in). */
export const LIBRARY = 'libpocketsphinx.so.3';
/** Debian's US English model (package pocketsphinx-en-us). */
export const ACOUSTIC_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const VOICE_MODEL_DIR = path.join(ROOT, 'dist/voice-model');
export const MANIFEST_FILE = 'manifest.json';

export interface VoiceModelManifest {
  /** Builder version and hash of everything the model was made from. */
  hash: string;
  builtAt: string;
  /** File names inside the model directory. */
  lm: string;
  dict: string;
  /** The acoustic model directory (absolute). */
  hmm: string;
  sentences: number;
  vocabulary: number;
  ngrams: number[];
  heldOutPerplexity: number;
  generatedPronunciations: { word: string; phones: string; how: string }[];
}

export interface VoiceModelFiles {
  hmm: string;
  lm: string;
  dict: string;
  manifest: VoiceModelManifest;
}

export type VoiceModelLookup =
  | { ok: true; files: VoiceModelFiles }
  | { ok: false; code: 'engine_missing' | 'model_missing'; reason: string };

const notInstalled = {
  ok: false,
  code: 'engine_missing',
  reason:
    `Debian's speech model is not installed (${ACOUSTIC_MODEL_DIR}); ` +
    'install the packages pocketsphinx pocketsphinx-en-us (npm run setup)',
} as const;

/**
 * The built model's files, or why there is none. The paths are resolved through the link, so a
 * reader keeps complete files even if a newer model is put in place meanwhile.
 */
export function findVoiceModel(dir = VOICE_MODEL_DIR): VoiceModelLookup {
  let manifest: VoiceModelManifest;
  let real: string;
  try {
    real = realpathSync(dir);
    manifest = JSON.parse(
      readFileSync(path.join(real, MANIFEST_FILE), 'utf8'),
    ) as VoiceModelManifest;
  } catch {
    if (!existsSync(ACOUSTIC_MODEL_DIR)) return notInstalled;
    return {
      ok: false,
      code: 'model_missing',
      reason: `the speech language model has not been built (run npm run voice:model; looked in ${dir})`,
    };
  }
  if (!existsSync(manifest.hmm)) return notInstalled;
  const files = {
    hmm: manifest.hmm,
    lm: path.join(real, manifest.lm),
    dict: path.join(real, manifest.dict),
    manifest,
  };
  for (const f of [files.lm, files.dict]) {
    if (!existsSync(f)) {
      return { ok: false, code: 'model_missing', reason: `a speech model file is missing: ${f}` };
    }
  }
  return { ok: true, files };
}
