import path from 'node:path';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const r = (p: string) => path.resolve(import.meta.dirname, p);
const serverTests = ['src/server/**/*.test.ts', 'tests/api/**/*.test.ts'];

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
    },
  },
  {
    extends: true,
    test: {
      name: 'api',
      // The speech end-to-end test needs no PostgreSQL of its own: it runs on PGlite only.
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
      globalSetup: [r('tests/setup/pg.global.ts')],
      env: { TEST_DB_KIND: 'pg' },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}

export default defineConfig({
  resolve: { alias: { '@shared': r('src/shared'), '@client': r('src/client') } },
  test: { projects, pool: 'forks' },
});
