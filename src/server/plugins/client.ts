import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built client. Unknown /api and operations paths (/healthz, /readyz, /metrics: a
 * monitor must not take the page for an answer) answer JSON 404; any other GET gets index.html so
 * the client router can show the page (or its 'Page Not Found'), except under /assets/, where a
 * missing file is a 404 (a tab left open across a release asking for an old chunk must fail to
 * load it, not receive the page as JavaScript).
 *
 * The build writes a .br and a .gz beside each text asset (vite.config.ts); `preCompressed` sends
 * the best one the browser accepts, with Content-Encoding and `Vary: Accept-Encoding`, and the
 * file itself to a browser that accepts neither (issue 9 §4). That holds for index.html sent for
 * a client route too.
 */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(`${clientDir}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      // One route per file of the build, but not for the compressed siblings: they are chosen
      // by Accept-Encoding for their file's own URL, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, file) => {
        // Hashed assets never change. Everything else keeps its name across releases and must
        // always be revalidated: the HTML, and the service worker (/sw.js) and web manifest
        // (/manifest.webmanifest) — an immutable sw.js would keep installed apps on an old
        // version for a year (issue 28 §2).
        const immutable = file.includes('/assets/');
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage =
      request.method === 'GET' &&
      !/^\/(api|healthz|readyz|metrics|assets)(\/|$)/.test(path) &&
      path !== '/login.html';
    if (isPage && hasClient) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
  });
}
