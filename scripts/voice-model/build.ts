// Builds the offline recogniser's domain model (issue 4 §2): training sentences from the shared
// command grammar → interpolated Kneser–Ney trigram ARPA model → binary with sphinx_lm_convert
// when present, and a pronunciation dictionary for the whole vocabulary. Skips the work when
// nothing changed (the inputs' hash is in the manifest) and says so, and exits cleanly when the
// Debian model is not installed: the app then starts without the engine.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { vocabulary } from '../../src/shared/voice/vocabulary';
import {
  ACOUSTIC_MODEL_DIR,
  MANIFEST_FILE,
  VOICE_MODEL_DIR,
  type VoiceModelManifest,
} from '../../src/server/features/voice/stt/model';
import { estimate, perplexity, toArpa } from './arpa';
import { DEFAULT_CORPUS, trainingSentences, type CorpusOptions } from './corpus';
import { buildDictionary, parseCmudict } from './dictionary';

const run = promisify(execFile);

/** Bump when the builder's output changes for the same inputs. */
const BUILDER_VERSION = 1;

export interface BuildOptions {
  outDir?: string;
  /** Directory of Debian's en-us model: holds en-us/ (acoustic) and cmudict-en-us.dict. */
  modelDir?: string;
  corpus?: CorpusOptions;
  force?: boolean;
  log?: (line: string) => void;
}

export type BuildResult =
  | { status: 'built' | 'current'; manifest: VoiceModelManifest; dir: string }
  | { status: 'skipped'; reason: string };

async function hasCommand(cmd: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${cmd}`]);
    return true;
  } catch {
    return false;
  }
}

function readManifest(dir: string): VoiceModelManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as VoiceModelManifest;
  } catch {
    return null;
  }
}

/** Writes through a temporary name so a reader never sees half a file. */
function writeAtomic(file: string, content: string | Buffer) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One builder at a time per directory (parallel test files may all ask for the model). */
async function withLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const lock = path.join(dir, '.lock');
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // A builder that died leaves its lock behind; a real build takes well under two minutes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 120_000) {
        rmSync(lock, { recursive: true, force: true });
      }
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function buildVoiceModel(options: BuildOptions = {}): Promise<BuildResult> {
  const outDir = options.outDir ?? VOICE_MODEL_DIR;
  const modelDir = options.modelDir ?? ACOUSTIC_MODEL_DIR;
  const log = options.log ?? (() => {});
  const hmm = path.join(modelDir, 'en-us');
  const cmudictPath = path.join(modelDir, 'cmudict-en-us.dict');
  if (!existsSync(hmm) || !existsSync(cmudictPath)) {
    return {
      status: 'skipped',
      reason:
        `the pocketsphinx model is not installed (${modelDir}); ` +
        'install the Debian packages pocketsphinx pocketsphinx-en-us (npm run setup)',
    };
  }

  const started = Date.now();
  const corpus = options.corpus ?? DEFAULT_CORPUS;
  const sentences = trainingSentences(corpus);
  const words = vocabulary();
  const cmudict = readFileSync(cmudictPath);
  const hash = createHash('sha256')
    .update(JSON.stringify({ BUILDER_VERSION, corpus, hmm, words }))
    .update(sentences.map((s) => s.join(' ')).join('\n'))
    .update(cmudict)
    .digest('hex')
    .slice(0, 16);

  mkdirSync(outDir, { recursive: true });
  return withLock(outDir, async () => {
    const existing = readManifest(outDir);
    if (!options.force && existing?.hash === hash) {
      const lm = path.join(outDir, existing.lm);
      const dict = path.join(outDir, existing.dict);
      if (existsSync(lm) && existsSync(dict)) {
        log(`voice model: up to date (${existing.lm})`);
        return { status: 'current', manifest: existing, dir: outDir };
      }
    }

    // Hold out every 50th sentence to report how well the model predicts unseen commands.
    const train = sentences.filter((_, i) => i % 50 !== 0);
    const heldOut = sentences.filter((_, i) => i % 50 === 0);
    const heldOutPerplexity = perplexity(estimate(train, { vocabulary: words }), heldOut);
    const model = estimate(sentences, { vocabulary: words });
    const arpaName = `joey-${hash}.arpa`;
    writeAtomic(path.join(outDir, arpaName), toArpa(model));

    let lmName = arpaName;
    if (await hasCommand('sphinx_lm_convert')) {
      const binName = `joey-${hash}.lm.bin`;
      const tmp = path.join(outDir, `${binName}.${process.pid}.tmp`);
      await run('sphinx_lm_convert', [
        '-i',
        path.join(outDir, arpaName),
        '-o',
        tmp,
        '-ofmt',
        'bin',
      ]);
      renameSync(tmp, path.join(outDir, binName));
      lmName = binName;
    } else {
      log('voice model: sphinx_lm_convert not found (Debian sphinxbase-utils); using ARPA text');
    }

    const dictionary = buildDictionary(words, parseCmudict(cmudict.toString('utf8')));
    const dictName = `joey-${hash}.dict`;
    writeAtomic(path.join(outDir, dictName), dictionary.text);

    const manifest: VoiceModelManifest = {
      hash,
      builtAt: new Date().toISOString(),
      lm: lmName,
      dict: dictName,
      hmm,
      sentences: sentences.length,
      vocabulary: words.length,
      ngrams: model.grams.map((g) => g.size),
      heldOutPerplexity: Math.round(heldOutPerplexity * 100) / 100,
      generatedPronunciations: dictionary.generated,
    };
    writeAtomic(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    // Older models' files go; the manifest names only the new ones.
    for (const f of readdirSync(outDir)) {
      if (f.startsWith('joey-') && !f.includes(hash)) rmSync(path.join(outDir, f), { force: true });
    }
    log(
      `voice model: ${sentences.length} sentences, ${words.length} words, ` +
        `n-grams ${manifest.ngrams.join('/')}, held-out perplexity ${manifest.heldOutPerplexity}, ` +
        `${dictionary.generated.length} generated pronunciations, ${Date.now() - started} ms`,
    );
    return { status: 'built', manifest, dir: outDir };
  });
}
