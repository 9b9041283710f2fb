// Start-up says, once and at warn level, why speech recognition is off (issue 7 §1): an
// operator must not find out from users that the model was never built.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/setup/test-database';
import { buildApp, type AppOptions } from '../../app';
import { loadEnv } from '../../env';
import type { SpeechEngine } from './stt/engine';
import { PocketsphinxEngine } from './stt/pocketsphinx';

interface LogLine {
  level: number;
  msg: string;
}
const WARN = 40;

/** Resolves once `ready()` holds, polling; a generous ceiling, never a time budget. */
async function until(ready: () => boolean, ceilingMs = 15_000) {
  const deadline = Date.now() + ceilingMs;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts the app with a log that keeps warn lines; returns them and a way to close. */
async function start(opts: { env?: Record<string, string>; speech?: AppOptions['speech'] }) {
  const lines: LogLine[] = [];
  const database = await openTestDatabase();
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', ...opts.env }),
    database,
    sessionSecret: 'test-session-secret-that-is-long-enough-0123456789',
    clientDir: '/nonexistent-client-dir',
    logger: { level: 'warn', stream: { write: (l: string) => lines.push(JSON.parse(l)) } },
    speech: opts.speech,
  });
  await app.ready();
  const speechLines = () => lines.filter((l) => /speech recognition is off/.test(l.msg));
  return {
    speechLines,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe('start-up: why speech recognition is off', () => {
  it.each([
    [
      'the model was not built',
      { speech: { engine: new PocketsphinxEngine({ modelDir: path.join(os.tmpdir(), 'none') }) } },
      /npm run voice:model/,
    ],
    ['STT_ENGINE=none', { env: { STT_ENGINE: 'none' } }, /STT_ENGINE=none/],
    ['openai without OPENAI_BASE_URL', { env: { STT_ENGINE: 'openai' } }, /OPENAI_BASE_URL/],
  ])('%s: one warning naming the reason', async (_, opts, reason) => {
    const app = await start(opts);
    try {
      await until(() => app.speechLines().length > 0);
      const [line, ...more] = app.speechLines();
      expect(more).toEqual([]);
      expect(line!.level).toBe(WARN);
      expect(line!.msg).toMatch(reason);
    } finally {
      await app.close();
    }
  });

  it('says nothing when the engine can run, and does not hold up start-up to check', async () => {
    let release!: () => void;
    let asked = false;
    const engine: SpeechEngine = {
      name: 'slow',
      available: async () => {
        asked = true;
        await new Promise<void>((r) => (release = r));
        return { ok: true };
      },
      transcribe: async () => ({ text: '', confidence: 0 }),
    };
    // ready() returned although the check is still waiting.
    const app = await start({ speech: { engine } });
    try {
      await until(() => asked);
      release();
      await new Promise((r) => setImmediate(r));
      expect(app.speechLines()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
