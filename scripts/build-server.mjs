// Bundles the server into dist/server/main.js; npm packages stay external (installed alongside).
import { build } from 'esbuild';

const started = Date.now();
await build({
  // The speech recogniser runs in processes of its own (src/server/features/voice/stt) and the
  // embedded database in a thread of its own: their entries are bundled beside main.js.
  entryPoints: {
    main: 'src/server/main.ts',
    'stt-worker': 'src/server/features/voice/stt/pocketsphinx.worker.ts',
    // The embedded database's thread (src/server/db/embedded.ts looks for it beside main.js).
    'pglite-worker': 'src/server/db/embedded.worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(
  `server bundle: dist/server/main.js, stt-worker.js, pglite-worker.js (${Date.now() - started} ms)`,
);
