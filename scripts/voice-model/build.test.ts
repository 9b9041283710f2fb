// The voice model build is atomic (issue 7 §1): an interrupted build leaves the previous model
// whole, and the lock it leaves behind neither blocks nor breaks the next build.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ACOUSTIC_MODEL_DIR, findVoiceModel } from '../../src/server/features/voice/stt/model';
import { buildVoiceModel } from './build';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Small corpora: a model in well under a second, a different one per seed. */
const corpus = (seed: number) => ({ commands: 300, seed, exampleWeight: 1 });
const hashOf = (dir: string) => {
  const found = findVoiceModel(dir);
  return found.ok ? found.files.manifest.hash : found.reason;
};

/** Runs the builder that kills itself half-way; resolves with how it ended. */
function interruptedBuild(outDir: string, seed: number) {
  const tsx = pathToFileURL(path.join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = fork(
    path.join(import.meta.dirname, 'interrupted-build.fixture.ts'),
    [outDir, JSON.stringify(corpus(seed))],
    { execArgv: ['--import', tsx], stdio: 'inherit' },
  );
  return new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_, s) => resolve(s)));
}

const haveModel = existsSync(path.join(ACOUSTIC_MODEL_DIR, 'en-us'));

describe.skipIf(!haveModel)('buildVoiceModel: atomic', () => {
  let tmp = '';
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));
  const fresh = () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'joeyfit-voice-model-'));
    return path.join(tmp, 'voice-model');
  };

  it('an interrupted build leaves the previous model whole; the next build goes ahead', async () => {
    const out = fresh();
    const first = await buildVoiceModel({ outDir: out, corpus: corpus(1) });
    expect(first.status).toBe('built');
    const firstHash = hashOf(out);

    expect(await interruptedBuild(out, 2)).toBe('SIGKILL');
    // A reader sees the previous model, complete.
    expect(hashOf(out)).toBe(firstHash);

    // The dead builder's lock is taken over at once: without that this waited minutes.
    const next = await buildVoiceModel({ outDir: out, corpus: corpus(3) });
    expect(next.status).toBe('built');
    expect(hashOf(out)).not.toBe(firstHash);
    expect(hashOf(out)).toMatch(/^[0-9a-f]{16}$/);
    // The half-built directory and the stale lock are gone.
    expect(readdirSync(tmp).filter((f) => /lock|link/.test(f))).toEqual([]);
    expect(readdirSync(tmp).length).toBeLessThanOrEqual(3); // link, model, previous model
  }, 60_000);

  it('a first build interrupted half-way leaves no model, and the next one builds it', async () => {
    const out = fresh();
    expect(await interruptedBuild(out, 4)).toBe('SIGKILL');
    expect(findVoiceModel(out)).toMatchObject({ ok: false, code: 'model_missing' });
    expect((await buildVoiceModel({ outDir: out, corpus: corpus(4) })).status).toBe('built');
    expect(findVoiceModel(out).ok).toBe(true);
  }, 60_000);

  it('files a reader looked up stay readable while a new model is put in place', async () => {
    const out = fresh();
    await buildVoiceModel({ outDir: out, corpus: corpus(5) });
    const before = findVoiceModel(out);
    await buildVoiceModel({ outDir: out, corpus: corpus(6) });
    if (!before.ok) throw new Error(before.reason);
    for (const f of [before.files.lm, before.files.dict]) expect(existsSync(f)).toBe(true);
  }, 60_000);

  it('replaces a model directory of the first layout, lock and all', async () => {
    const out = fresh();
    mkdirSync(path.join(out, '.lock'), { recursive: true });
    writeFileSync(path.join(out, 'joey-0123456789abcdef.arpa'), 'half a model');
    const built = await buildVoiceModel({ outDir: out, corpus: corpus(7) });
    expect(built.status).toBe('built');
    expect(findVoiceModel(out).ok).toBe(true);
  }, 60_000);
});
