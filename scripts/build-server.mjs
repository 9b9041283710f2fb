// Bundles the server into dist/server/main.js; npm packages stay external (installed alongside).
import { build } from 'esbuild';

const started = Date.now();
await build({
  // The speech recogniser runs in processes of its own (src/server/features/voice/stt): its entry
  // is bundled beside main.js as stt-worker.js, where the server looks for it.
  entryPoints: {
    main: 'src/server/main.ts',
    'stt-worker': 'src/server/features/voice/stt/pocketsphinx.worker.ts',
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
console.log(`server bundle: dist/server/main.js, stt-worker.js (${Date.now() - started} ms)`);
