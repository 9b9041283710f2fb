// Builds the offline recogniser's domain model (issue 4 §2): training sentences from the shared
// command grammar → interpolated Kneser–Ney trigram ARPA model → binary with sphinx_lm_convert
// when present, and a pronunciation dictionary for the whole vocabulary. Skips the work when
// nothing changed (the inputs' hash is in the manifest) and says so, and exits cleanly when the
// Debian model is not installed: the app then starts without the engine.
//
// The build is atomic (issue 7 §1): it writes into a directory of its own beside the target and
// then swaps the target, a symbolic link, to it in one rename. A directory cannot be renamed over
// a non-empty one, and a link swap also keeps the previous model's files where a reader that
// looked them up a moment earlier expects them. A build killed half-way leaves the old model in
// place; the next build removes what it left and takes over its lock at once.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ACOUSTIC_MODEL_DIR,
  findVoiceModel,
  MANIFEST_FILE,
  VOICE_MODEL_DIR,
  type VoiceModelManifest,
} from '../../src/server/features/voice/stt/model';
import { estimate, perplexity, toArpa } from './arpa';
import {
  DEFAULT_CORPUS,
  trainingSentences,
  trainingVocabulary,
  type CorpusOptions,
} from './corpus';
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock whose builder is gone, or one held far longer than any build takes. */
function isStale(lock: string): boolean {
  try {
    const owner = Number(readFileSync(lock, 'utf8'));
    if (owner > 0 && !isAlive(owner)) return true;
    return Date.now() - statSync(lock).mtimeMs > 10 * 60_000;
  } catch {
    return false; // released meanwhile: just try again
  }
}

/**
 * One builder at a time per target, so parallel test files do not all build the same model. The
 * lock file holds its owner's pid and is taken over as soon as that process is gone. Nothing
 * rests on it but saved work: every build is published atomically, whoever holds the lock.
 */
async function withLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (isStale(lock)) rmSync(lock, { force: true });
      else await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Points `target` at the complete model in `dir` with one rename, then removes what no reader
 * can be using: directories of dead or earlier builds of this process, except the one the link
 * pointed at until now (a reader may have just looked it up).
 */
function publish(target: string, dir: string) {
  const parent = path.dirname(target);
  const base = path.basename(target);
  let previous: string | null = null;
  try {
    previous = path.resolve(parent, readlinkSync(target));
  } catch {
    // no link yet
  }
  const link = `${target}.link-${process.pid}`;
  rmSync(link, { force: true });
  symlinkSync(path.basename(dir), link);
  // The first layout kept the files in a real directory, which a link cannot be renamed over.
  if (lstatSync(target, { throwIfNoEntry: false })?.isDirectory()) {
    rmSync(target, { recursive: true, force: true });
  }
  renameSync(link, target);

  for (const name of readdirSync(parent)) {
    const rest = name.startsWith(`${base}.`) ? name.slice(base.length + 1) : '';
    const owner = Number(/^(?:[0-9a-f]{16}\.|link-)(\d+)/.exec(rest)?.[1]);
    const full = path.join(parent, name);
    if (!owner || full === dir || full === previous) continue;
    if (owner === process.pid || !isAlive(owner)) rmSync(full, { recursive: true, force: true });
  }
}

export async function buildVoiceModel(options: BuildOptions = {}): Promise<BuildResult> {
  const target = options.outDir ?? VOICE_MODEL_DIR;
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
  const words = trainingVocabulary();
  const cmudict = readFileSync(cmudictPath);
  const hash = createHash('sha256')
    .update(JSON.stringify({ BUILDER_VERSION, corpus, hmm, words }))
    .update(sentences.map((s) => s.join(' ')).join('\n'))
    .update(cmudict)
    .digest('hex')
    .slice(0, 16);

  mkdirSync(path.dirname(target), { recursive: true });
  return withLock(`${target}.lock`, async () => {
    const current = findVoiceModel(target);
    if (!options.force && current.ok && current.files.manifest.hash === hash) {
      log(`voice model: up to date (${current.files.manifest.lm})`);
      return { status: 'current', manifest: current.files.manifest, dir: target };
    }
    // This build's own directory, named by hash and builder so a later build knows whose it is.
    const outDir = mkdtempSync(`${target}.${hash}.${process.pid}-`);
    chmodSync(outDir, 0o755); // readable by a server running as another user, as before
    try {
      // Hold out every 50th sentence to report how well the model predicts unseen commands.
      const train = sentences.filter((_, i) => i % 50 !== 0);
      const heldOut = sentences.filter((_, i) => i % 50 === 0);
      const heldOutPerplexity = perplexity(estimate(train, { vocabulary: words }), heldOut);
      const model = estimate(sentences, { vocabulary: words });
      const arpaName = `joey-${hash}.arpa`;
      writeFileSync(path.join(outDir, arpaName), toArpa(model));
      log(`voice model: language model written (${arpaName})`);

      let lmName = arpaName;
      if (await hasCommand('sphinx_lm_convert')) {
        const binName = `joey-${hash}.lm.bin`;
        await run('sphinx_lm_convert', [
          '-i',
          path.join(outDir, arpaName),
          '-o',
          path.join(outDir, binName),
          '-ofmt',
          'bin',
        ]);
        lmName = binName;
      } else {
        log('voice model: sphinx_lm_convert not found (Debian sphinxbase-utils); using ARPA text');
      }

      const dictionary = buildDictionary(words, parseCmudict(cmudict.toString('utf8')));
      const dictName = `joey-${hash}.dict`;
      writeFileSync(path.join(outDir, dictName), dictionary.text);

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
      writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      publish(target, outDir);
      log(
        `voice model: ${sentences.length} sentences, ${words.length} words, ` +
          `n-grams ${manifest.ngrams.join('/')}, held-out perplexity ${manifest.heldOutPerplexity}, ` +
          `${dictionary.generated.length} generated pronunciations, ${Date.now() - started} ms`,
      );
      return { status: 'built', manifest, dir: target };
    } catch (err) {
      rmSync(outDir, { recursive: true, force: true });
      throw err;
    }
  });
}
