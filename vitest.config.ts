import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config';

const r = (p: string) => path.resolve(import.meta.dirname, p);
const serverTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'];
// Speech through the real recogniser: CPU-bound and the same on either database (the route reads
// only the session, which every other route's tests check on both), so PGlite only.
const speechTests = [
  'src/server/features/voice/transcribe*.test.ts',
  'src/server/features/voice/session-commands.test.ts',
];

// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const projects: TestProjectConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: [
        'src/shared/**/*.test.ts',
        'src/client/**/*.test.{ts,tsx}',
        'scripts/**/*.test.ts',
        'tests/unit/**/*.test.ts',
      ],
      // A ceiling, not a speed test: training the intent classifier and generating the speech
      // model's sentences take seconds on a loaded two-core machine.
      testTimeout: 60_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'api',
      // The speech tests (speechTests and tests/voice) run here only.
      include: [...serverTests, 'tests/voice/**/*.test.ts'],
      globalSetup: [r('tests/setup/pglite.global.ts')],
      env: { TEST_DB_KIND: 'pglite' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'api-pg',
      include: serverTests,
      exclude: [...speechTests, ...configDefaults.exclude],
      globalSetup: [r('tests/setup/pg.global.ts')],
      env: { TEST_DB_KIND: 'pg' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

// Two files at a time: Vitest's default on the 2-core reference machine is one, and most of an
// API file's time is spent waiting on a database, a child server or the recogniser, so two halve
// the stage. Files share nothing (each has its own database, directories and ports).
export default defineConfig({
  resolve: { alias: { '@shared': r('src/shared'), '@client': r('src/client') } },
  test: { projects, pool: 'forks', maxWorkers: 2 },
});
