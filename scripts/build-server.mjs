// Bundles the server into dist/server/main.js; npm packages stay external (installed alongside).
import { build } from 'esbuild';

const started = Date.now();
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundle: dist/server/main.js (${Date.now() - started} ms)`);
