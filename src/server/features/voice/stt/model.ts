// Where the offline recogniser's files are: the acoustic model from Debian's
// pocketsphinx-en-us, and the domain language model and dictionary `npm run voice:model` builds
// (issue 4 §2; not committed). The build writes the files under content-hashed names and then
// the manifest, so a reader never sees half a model.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../../paths';

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

export type VoiceModelLookup = { ok: true; files: VoiceModelFiles } | { ok: false; reason: string };

/** The built model's files, or why there is none. */
export function findVoiceModel(dir = VOICE_MODEL_DIR): VoiceModelLookup {
  const manifestPath = path.join(dir, MANIFEST_FILE);
  if (!existsSync(manifestPath)) {
    return {
      ok: false,
      reason: `the speech language model has not been built (run npm run voice:model; looked in ${dir})`,
    };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as VoiceModelManifest;
  const files = {
    hmm: manifest.hmm,
    lm: path.join(dir, manifest.lm),
    dict: path.join(dir, manifest.dict),
    manifest,
  };
  for (const f of [files.hmm, files.lm, files.dict]) {
    if (!existsSync(f)) return { ok: false, reason: `a speech model file is missing: ${f}` };
  }
  return { ok: true, files };
}
