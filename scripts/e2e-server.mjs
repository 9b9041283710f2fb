// Starts the built server for the browser tests on a fresh, throw-away database, so every run
// begins empty and no test depends on another run's leftovers (STYLE: epic-stack).
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(
  import.meta.dirname,
  `../.tmp/e2e-data-${process.env.PORT ?? 'default'}`,
);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('../dist/server/main.js');
