import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { pwaManifest } from './pwa-manifest';

const r = (p: string) => path.resolve(import.meta.dirname, p);

/** The face every page's text uses (the latin subset of Inter, styles.css). */
const PRELOADED_FONT = 'inter-latin-wght-normal';

/**
 * `<link rel="preload">` for the UI's font in both pages, so it downloads alongside the scripts
 * instead of after the first render finds text, and text paints in Inter at once (issue 9 §4).
 */
function preloadFont(): Plugin {
  return {
    name: 'joeyfit:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) =>
            file.type === 'asset' &&
            file.fileName.includes(`/${PRELOADED_FONT}-`) &&
            file.fileName.endsWith('.woff2'),
        );
        if (!font) throw new Error(`preload-font: no ${PRELOADED_FONT} font in the bundle`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|woff2?)$/;

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every text asset of the build, for the
 * server to send as they are (@fastify/static `preCompressed`, src/server/plugins/client.ts):
 * compressed once here rather than on each request. A sibling is kept only when it saves at
 * least 5 %, so woff2 fonts (Brotli inside already) and tiny files are served as they are.
 */
function compressAssets(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'joeyfit:compress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After vite-plugin-pwa has written sw.js and the web manifest (its own closeBundle), so
    // they get their .br and .gz too; sequential, so the two never run at once.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const started = Date.now();
        const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((f) => f.isFile() && COMPRESSIBLE.test(f.name))
          .map((f) => path.join(f.parentPath, f.name))
          .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`)); // the manifest is not served
        let written = 0;
        await Promise.all(
          files.map(async (file) => {
            const raw = await readFile(file);
            const [brotli, gzipped] = await Promise.all([
              br(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gz(raw, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            for (const [ext, data] of [
              ['.br', brotli],
              ['.gz', gzipped],
            ] as const) {
              if (data.length <= raw.length * 0.95) {
                await writeFile(file + ext, data);
                written++;
              }
            }
          }),
        );
        this.info(
          `${written} precompressed files for ${files.length} assets (${Date.now() - started} ms)`,
        );
      },
    },
  };
}

/**
 * The sign-in page's own script is left out of the precache: the server serves that page at
 * /api/login, never from the worker, and signing in needs the network. Every file of the app's
 * page, each lazy chunk included, is precached (issue 28 §2).
 */
const leaveOutSignInPage: ManifestTransform = async (entries) => {
  const chunks = JSON.parse(await readFile(r('dist/client/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const signIn = chunks['login.html']?.file;
  return { manifest: entries.filter((entry) => entry.url !== signIn), warnings: [] };
};

/**
 * The service worker (issue 28 §2, src/client/sw/sw.ts): built from our source with Workbox's
 * modules (`injectManifest`, so the worker imports the tested cache rules of
 * lib/api-cache-rules.ts), registered by the app itself after load (lib/service-worker.ts), never
 * taking over by itself. The precache is the app's page and every file it can load (each lazy
 * chunk, the font, the icons), not the sign-in page, source maps or the compressed siblings. Of
 * the font only the latin face is precached: the UI is English, and the latin-ext face (a
 * unicode-range subset the browser fetches only for such letters, e.g. in a name) is kept by the
 * worker once loaded.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: pwaManifest,
    // The icons are precached by the glob below, and the manifest by the plugin: once each.
    includeManifestIcons: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,woff2,png}'],
      globIgnores: [
        'login.html',
        '**/*.map',
        '**/*.br',
        '**/*.gz',
        '.vite/**',
        'sw.js',
        'assets/inter-latin-ext-*',
      ],
      manifestTransforms: [leaveOutSignInPage],
      // A classic script: every browser with service workers runs it.
      rollupFormat: 'iife',
      sourcemap: false,
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig({
  root: r('src/client'),
  publicDir: r('src/client/public'),
  // VITE_* variables come from the .env beside package.json (as the server's do), not src/client.
  envDir: r('.'),
  plugins: [react(), tailwindcss(), preloadFont(), serviceWorker(), compressAssets()],
  resolve: { alias: { '@shared': r('src/shared'), '@client': r('src/client') } },
  build: {
    outDir: r('dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    // Which chunk holds which module (dist/client/.vite/manifest.json): the bundle test and the
    // client bench read it to tell the signed-in app's chunks from the first page's.
    manifest: true,
    rollupOptions: {
      // Two pages: the app, and the sign-in page the server serves at /api/login.
      input: { index: r('src/client/index.html'), login: r('src/client/login.html') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:5000',
        // In development Vite serves the sign-in page itself, so it reloads like the rest.
        bypass: (req) => (req.url?.startsWith('/api/login') ? '/login.html' : undefined),
      },
      '/healthz': 'http://localhost:5000',
    },
  },
});
