import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, snap, test } from './fixtures';

// The light client (issue 9 §4, decision 013): the signed-out landing page loads only what it
// shows, the signed-in app and its screens arrive as chunks of their own, and what a page costs
// on the wire stays within the budgets. The budgets are sizes, fixed by the build, never
// timings.

const CLIENT = path.resolve(import.meta.dirname, '../../dist/client');
const KB = 1000;
/** Issue 9's targets: JavaScript on the wire for each first page. */
const LANDING_JS_BUDGET = 100 * KB;
const DASHBOARD_JS_BUDGET = 200 * KB;

// Which file holds which module, from the build's manifest (vite.config.ts `build.manifest`).
interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(
  readFileSync(path.join(CLIENT, '.vite/manifest.json'), 'utf8'),
) as Record<string, ManifestChunk>;

/** The files a set of chunks loads: their static imports, and their dynamic ones when asked. */
function filesOf(keys: string[], { dynamic }: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    files.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

/** The shared-link page is public; every other page of a feature is a signed-in screen. */
const SHARED_LINK_PAGE = 'features/shares/pages/SharedWorkoutPage.tsx';
const signedInEntries = Object.keys(manifest).filter(
  (key) =>
    manifest[key]!.isDynamicEntry &&
    (key === 'app/SignedInApp.tsx' ||
      key.startsWith('app/screens/') ||
      (/^features\/[^/]+\/pages\//.test(key) && key !== SHARED_LINK_PAGE)),
);
/**
 * What the landing page may load: the app page's own bundle. The toast area (Radix Toast) follows
 * only when a toast is raised, which the landing page never does.
 */
const landingFiles = new Set(filesOf(['index.html'], { dynamic: false }));
/** Every file of the signed-in app (screens, charts, the recorder) that the landing page lacks. */
const signedInFiles = new Set(
  [...filesOf(signedInEntries, { dynamic: true })].filter((file) => !landingFiles.has(file)),
);
const fileOfSource = (src: string) => `/${manifest[src]!.file}`;

interface Transfer {
  path: string;
  type: string;
  /** The body as it crossed the network: compressed when the server compressed it. */
  body: number;
  headers: number;
  encoding: string;
}

/** Every response the page receives, with its size on the wire. */
function recordTransfers(page: Page) {
  const pending: Promise<Transfer>[] = [];
  const onFinished = (request: Request) =>
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          body: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  page.on('requestfinished', onFinished);
  return {
    /** What has finished so far, and stops recording. */
    stop: async () => {
      page.off('requestfinished', onFinished);
      return Promise.all(pending);
    },
  };
}

const scripts = (transfers: Transfer[]) => transfers.filter((t) => t.type === 'script');
const sum = (transfers: Transfer[], key: 'body' | 'headers') =>
  transfers.reduce((total, t) => total + t[key], 0);
const describeSize = (label: string, transfers: Transfer[]) =>
  `${label}: ${scripts(transfers).length} scripts, ${(sum(scripts(transfers), 'body') / KB).toFixed(1)} kB ` +
  `of bodies + ${(sum(scripts(transfers), 'headers') / KB).toFixed(1)} kB of HTTP headers`;

// A browser that accepts Brotli: Chromium offers it only over HTTPS, and the test server is
// plain HTTP (a deployment terminates TLS in front of it).
test.use({ extraHTTPHeaders: { 'accept-encoding': 'br, gzip' } });

test.describe('The light client (issue 9 §4)', () => {
  test('the manifest names the signed-in chunks this spec looks for', () => {
    // If a screen stopped being a chunk of its own, this spec would measure nothing.
    for (const src of [
      'app/SignedInApp.tsx',
      'app/screens/DashboardScreen.tsx',
      'app/screens/WorkoutsScreen.tsx',
      'app/screens/ProgressScreen.tsx',
      'features/profile/pages/ProfilePage.tsx',
    ]) {
      expect(signedInEntries, src).toContain(src);
      expect(signedInFiles, src).toContain(fileOfSource(src));
    }
    // The charts and the voice recorder load on demand too.
    for (const chart of [
      'features/progress/components/WeeklyChart.tsx',
      'features/progress/components/WeightChart.tsx',
      'features/workouts/components/history/HistoryChart.tsx',
    ]) {
      expect(signedInFiles, chart).toContain(fileOfSource(chart));
    }
    expect(
      signedInFiles.has(
        fileOfSource('../../node_modules/extendable-media-recorder/build/es2019/module.js'),
      ),
    ).toBe(true);
  });

  test('signed out, the landing page loads none of the signed-in app and ≤ 100 kB of JavaScript', async ({
    page,
  }) => {
    const record = recordTransfers(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const transfers = await record.stop();
    const js = scripts(transfers);

    const signedIn = js.map((t) => t.path).filter((p) => signedInFiles.has(p));
    expect(signedIn, 'signed-in chunks requested by the landing page').toEqual([]);
    const unexpected = js.map((t) => t.path).filter((p) => !landingFiles.has(p));
    expect(unexpected, 'scripts outside the landing bundle').toEqual([]);

    // Every script came compressed (the build's Brotli siblings), and within the budget. The
    // budget counts response bodies as transferred: headers depend on the protocol (repeated per
    // response over HTTP/1.1, compressed by HTTP/2), and the client bench reports them too.
    for (const t of js) expect(t.encoding, t.path).toBe('br');
    console.log(describeSize('landing', transfers));
    expect(sum(js, 'body'), describeSize('landing', transfers)).toBeLessThanOrEqual(
      LANDING_JS_BUDGET,
    );
  });

  test('the font is preloaded by the page and fetched once; the latin-ext face is not needed', async ({
    page,
  }) => {
    const html = await (await page.request.get('/')).text();
    const preload =
      /<link rel="preload" href="(\/assets\/inter-latin-wght-normal-[\w-]+\.woff2)" as="font" type="font\/woff2" crossorigin/.exec(
        html,
      );
    expect(preload, 'the font preload link in index.html').not.toBeNull();
    const font = preload![1]!;

    const record = recordTransfers(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Joey Fit' })).toBeVisible();
    // The page's text is set in the preloaded face.
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Inter') && f.status === 'loaded'),
      ),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    const fonts = (await record.stop()).filter((t) => t.type === 'font' || /\.woff2$/.test(t.path));
    // A preload the stylesheet could not reuse (a crossorigin mismatch) would show twice.
    expect(fonts.map((t) => t.path)).toEqual([font]);
  });

  test('signed in, the dashboard loads ≤ 200 kB of JavaScript before prefetching the other screens', async ({
    page,
    createUser,
  }) => {
    // The app prefetches the bottom navigation's screens when the browser is idle (prefetch.ts).
    // That comes after the first screen and is not part of its cost, so the test holds the idle
    // callbacks until the dashboard is measured, then lets them run.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      window.requestIdleCallback = (callback) => held.push(callback);
      window.cancelIdleCallback = () => {};
      (window as unknown as { releaseIdle: () => void }).releaseIdle = () => {
        for (const callback of held.splice(0)) {
          callback({ didTimeout: false, timeRemaining: () => 50 });
        }
      };
    });
    await createUser({ onboarded: true, firstName: 'Ada' });
    const record = recordTransfers(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Ada!/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const transfers = await record.stop();
    const js = scripts(transfers);
    const paths = js.map((t) => t.path);
    expect(paths).toContain(fileOfSource('app/SignedInApp.tsx'));
    expect(paths).toContain(fileOfSource('app/screens/DashboardScreen.tsx'));
    expect(paths, 'another screen loaded with the dashboard').not.toContain(
      fileOfSource('app/screens/WorkoutsScreen.tsx'),
    );
    console.log(describeSize('dashboard', transfers));
    // Issue 30 counts this budget as issue 9 first did, bodies and headers as received ("grew to
    // 214 kB on the wire" when the bodies were 193 kB): over HTTP/1.1 each of the ~60 chunks'
    // answers carries ~0.5 kB of headers, so the number of chunks costs as much as their size.
    expect(
      sum(js, 'body') + sum(js, 'headers'),
      describeSize('dashboard', transfers),
    ).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET);

    // Once idle, the other screens' code follows. The idle callback is registered 2 s after the
    // app mounts, so the test releases the held callbacks until the workouts screen is asked for.
    const workoutsChunk = fileOfSource('app/screens/WorkoutsScreen.tsx');
    let prefetched = false;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === workoutsChunk) prefetched = true;
    });
    await expect(async () => {
      await page.evaluate(() => (window as unknown as { releaseIdle: () => void }).releaseIdle());
      expect(prefetched, 'the workouts screen prefetched once idle').toBe(true);
    }).toPass({ timeout: 30_000 });
  });

  test('moving between screens works after the split: dashboard, workouts, progress, profile', async ({
    page,
    createUser,
  }) => {
    await createUser({ onboarded: true, firstName: 'Ada' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Ada!/ })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [tab, url, heading] of [
      ['Workouts', '/workouts', 'Workouts'],
      ['Progress', '/progress', 'Progress'],
      ['Profile', '/profile', 'Profile'],
    ] as const) {
      await nav.getByRole('link', { name: tab }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    }
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Ada!/ })).toBeVisible();
    await expect(page.getByText("This screen didn't load")).toHaveCount(0);
  });
});

// A screen whose chunk cannot be fetched reports the failure: React logs the error its boundary
// caught, and the module loader says which import failed. Those, and only those, are expected.
// (A plain function overrides the fixture and keeps it automatic.)
const chunkFailure = test.extend({
  failOnConsoleError: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
        errors.push(msg.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use();
    const unexpected = errors.filter(
      (text) => !/Failed to fetch dynamically imported module: \S+\/ProfilePage-/.test(text),
    );
    expect(unexpected, 'errors in the browser console').toEqual([]);
  },
});

chunkFailure(
  "a screen whose code fails to load shows This screen didn't load, and Reload recovers",
  async ({ page, createUser }) => {
    const profileChunk = fileOfSource('features/profile/pages/ProfilePage.tsx');
    const blocked = `**${profileChunk}`;
    await page.route(blocked, (route) => route.abort('internetdisconnected'));
    await createUser({ onboarded: true, firstName: 'Ada' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Ada!/ })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    const card = page.getByRole('alert').filter({ hasText: "This screen didn't load" });
    await expect(card.getByRole('heading', { name: "This screen didn't load" })).toBeVisible();
    await expect(card.getByText('Check your connection, then reload to try again.')).toBeVisible();
    await snap(page, 'screen-load-error');

    // Back online, Reload fetches the screen again.
    await page.unroute(blocked);
    await card.getByRole('button', { name: 'Reload' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  },
);
