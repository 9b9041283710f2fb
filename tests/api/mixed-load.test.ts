// The mixed load of issue 16 §1, short: the real server in a process of its own (from source, as
// tests/api/server.test.ts starts it) on this project's database, and users signing in, reading
// dashboards, logging workouts, polling boards, speaking commands and opening share links at once
// for 10 s. Every answer must be the expected one: no error, no 5xx, no acknowledged workout
// missing afterwards. How fast is the bench's business (bench/mixed.bench.ts, docs/BENCHMARKS.md);
// nothing here is timed.
//
// 20 clients rather than the bench's 200: every client's account costs a scrypt sign-up before
// the window (0.1–0.3 s of a core each on a busy CI machine), and 20 already keep several requests
// of every kind in flight together. The clients' first actions cover every kind, so each kind is
// exercised however the random mix falls.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createPopulation,
  KINDS,
  runMixedLoad,
  verifyWorkouts,
  type Population,
} from '../../bench/mixed-load';
import { startServer, type ServerProcess } from '../../bench/server';
import { throwAwayDatabase } from '../../bench/databases';
import { adminUrl } from '../setup/pg-urls';

const CLIENTS = 20;
const SECONDS = 10;

let server: ServerProcess;
let population: Population;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  let env: Record<string, string>;
  if (process.env.TEST_DB_KIND === 'pg') {
    const database = await throwAwayDatabase(adminUrl(), inject('pgTemplate'));
    cleanups.push(database.drop);
    env = { DATABASE_URL: database.url };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-mixed-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env = { DATA_DIR: dataDir };
  }
  server = await startServer({
    env: { ...env, STT_ENGINE: 'none' },
    args: ['--import', 'tsx', 'src/server/main.ts'],
    readyCeilingMs: 60_000,
  });
  cleanups.unshift(() => server.stop());
  // One workout each, for the share link to show: a realistic history is the bench's business.
  population = await createPopulation(server.base, CLIENTS, 1);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('the mixed load', () => {
  it('answers every request of every kind, with no error and no 5xx, and loses no workout', async () => {
    const result = await runMixedLoad(server.base, population, { seconds: SECONDS, thinkMs: 250 });

    expect(result.errorSamples).toEqual([]);
    for (const kind of [...result.kinds, result.probe]) {
      expect(kind.count, `${kind.kind} was never exercised`).toBeGreaterThan(0);
      expect(kind.errors, kind.kind).toBe(0);
      expect(kind.status5xx, kind.kind).toBe(0);
    }
    expect(result.kinds.map((k) => k.kind)).toEqual([...KINDS]);
    expect(server.exited()).toBeNull();
    expect(await verifyWorkouts(server.base, population.users)).toEqual([]);
  }, 120_000);
});
