import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a signed-in screen needs first (issue 30 §3): its code (the module the client's screen
 * table loads, src/client/app/screens.ts) and the reads it makes as it mounts, in the URLs the
 * client asks for them. tests/e2e/first-screen.spec.ts fails if a read here is not the one the
 * screen makes (each preloaded URL must be fetched exactly once).
 */
export const FIRST_SCREENS: Record<string, { module: string; reads: (id: string) => string[] }> = {
  '/': {
    module: 'app/screens/DashboardScreen.tsx',
    reads: (id) => [
      `/api/dashboard/${id}`,
      '/api/leaderboard/weekly_xp/preview',
      '/api/progression/me',
      '/api/live-workout',
      `/api/joey-avatar/${id}`,
    ],
  },
  '/workouts': {
    module: 'app/screens/WorkoutsScreen.tsx',
    reads: (id) => [`/api/workouts/${id}/page`, '/api/progression/me', `/api/joey-avatar/${id}`],
  },
  '/progress': {
    module: 'app/screens/ProgressScreen.tsx',
    reads: (id) => [
      `/api/progress/${id}`,
      `/api/progress/${id}/lifts?weeks=1`,
      '/api/body-weights',
      '/api/progression/me',
      `/api/joey-avatar/${id}`,
    ],
  },
  '/leaderboard': {
    module: 'features/leaderboard/pages/LeaderboardPage.tsx',
    reads: (id) => ['/api/leaderboard/xp', '/api/progression/me', `/api/joey-avatar/${id}`],
  },
};
/** The frame around every signed-in screen, and the auth probe every signed-in page starts with. */
const SIGNED_IN_MODULE = 'app/SignedInApp.tsx';
const AUTH_PROBE = '/api/auth/user';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link>`s a signed-in page gets for its path, so that its code and first data download
 * with the page instead of one after another (entry script, auth probe, signed-in frame, screen,
 * then its reads): a modulepreload for every file of the frame and the screen that the page does
 * not already load, and a fetch preload (credentialed, as the client's fetch is) for each read.
 * Only preload hints: no data is in the page, which stays the same for every user but for the
 * user id in the reads' URLs (see the headers in `sendSignedInPage`).
 */
function firstScreenHints(clientDir: string) {
  const manifestFile = `${clientDir}/.vite/manifest.json`;
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const filesOf = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      files.add(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const pageFiles = filesOf(['index.html']);
  const modulesFor = (module: string) =>
    [...filesOf([SIGNED_IN_MODULE, module])]
      .filter((file) => !pageFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeAttr(file)}">`)
      .join('');
  const modules = new Map(
    Object.entries(FIRST_SCREENS).map(([path, screen]) => [path, modulesFor(screen.module)]),
  );
  return (path: string, userId: string): string => {
    const screen = FIRST_SCREENS[path];
    const id = encodeURIComponent(userId);
    const reads = [AUTH_PROBE, ...(screen?.reads(id) ?? [])];
    // The reads first: they are the longer chain (the server's work), and the page's own
    // scripts are already on their way.
    return (
      reads
        .map(
          (url) =>
            `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(url)}">`,
        )
        .join('') + (modules.get(path) ?? modulesFor(SIGNED_IN_MODULE))
    );
  };
}

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
  const page = hasClient ? readFileSync(`${clientDir}/index.html`, 'utf8') : '';
  const hints = hasClient ? firstScreenHints(clientDir) : null;

  /**
   * The page for a signed-in user, with its first screen's hints in the head. It names the user
   * (the reads' URLs), so it is `private, no-store` (no shared cache keeps it, nor the browser's
   * own), and varies on the cookie. The service worker never keeps it either: it answers page
   * paths with the build's own index.html from its precache (src/client/sw/sw.ts), which has no
   * hints. Compressed here (a few kB, Brotli at a quick level) as the static files are ahead.
   */
  const sendSignedInPage = (request: FastifyRequest, reply: FastifyReply, html: string) => {
    reply
      .header('cache-control', 'private, no-store')
      .header('vary', 'Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepts)) {
      return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  };
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
      // Only a page that may show the signed-in app looks the session up (a shared link's page
      // is public, and the sign-in page is not this page). The hints are an optimisation: with
      // the database unreachable the page still answers, plain, and the app shows what it can.
      const user =
        hints && !path.startsWith('/s/')
          ? await app.pageUser(request, reply).catch((error: unknown) => {
              request.log.warn({ err: error }, 'page sent without first-screen hints');
              return null;
            })
          : null;
      if (user && hints) {
        return sendSignedInPage(
          request,
          reply,
          page.replace('</head>', `${hints(path, user.id)}</head>`),
        );
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .sendFile('index.html');
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${path}` });
  });
}
