// Offline first (issue 28) against its targets: the service worker's precache under 1.5 MB, and a
// second visit to any screen painting from cache in under 1 s on Lighthouse's mobile profile.
// Builds nothing: run `npm run build` first. Two parts:
//
// 1. The precache as built: every URL in dist/client/sw.js's precache manifest (Workbox's
//    `precacheAndRoute([{url, revision}, …])`), its size raw and as the server sends it (the
//    build's .br sibling where there is one, as @fastify/static `preCompressed` picks it; else the
//    file itself), by kind, against 1.5 MB.
// 2. Paint in Chromium (playwright, Debian's /usr/bin/chromium) against the built server on a
//    throw-away DATA_DIR, 390 px: a user with some data (12 workouts, a routine, a goal, weigh-ins,
//    made through the API); a first visit installs the worker and loads Home, Workouts, Progress
//    and Routines (filling its caches); then each screen is opened again in a new tab of the same
//    browser context under Lighthouse's mobile profile applied through CDP: CPU 4× slower
//    (Emulation.setCPUThrottlingRate) and slow 4G (Network.emulateNetworkConditions) on the page
//    AND on the service worker's own target (a NetworkFirst read is the worker's fetch, which the
//    page's throttling does not slow: checked on this Chromium). Measured in the page: FCP and LCP
//    (PerformanceObserver, LCP as it stands once the screen's data is shown and the network is
//    quiet) and "data" (a MutationObserver sees the screen's own data, e.g. the newest workout's
//    name, then the next frame), each from navigation start. Three ways:
//    - first visit: a fresh context with no worker and no HTTP cache, for scale;
//    - second visit online: the shell from the precache, reads network-first over slow 4G;
//    - second visit offline (context.setOffline): everything from the worker's caches.
//    Two network profiles: Lighthouse's DevTools throttling (what Lighthouse applies through CDP:
//    562.5 ms per request, 1474.6 kbps down, 675 kbps up) and its nominal slow 4G (150 ms RTT,
//    1638.4 kbps down, 750 kbps up), which the DevTools figures stand in for.
// BENCH_OFFLINE_RUNS (5) runs per cell; the median and the worst are printed; BENCH_OFFLINE_PAINT=0
// prints the precache alone. Part of `npm run bench`.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { startServer } from './server';

const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * BENCH_OFFLINE_ROOT: another package root holding a copy of the build (dist/, the migrations,
 * package.json), so a rebuild of this checkout during the run changes nothing being measured.
 */
const BUILD_ROOT = process.env.BENCH_OFFLINE_ROOT ?? ROOT;
const CLIENT = path.join(BUILD_ROOT, 'dist/client');
const SERVER_ENTRY = path.join(BUILD_ROOT, 'dist/server/main.js');
const SW = path.join(CLIENT, 'sw.js');
if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(CLIENT, 'index.html'))) {
  throw new Error('run `npm run build` first: the bench reads dist/client and starts the server');
}
if (!existsSync(SW)) throw new Error('dist/client/sw.js is missing: the build made no service worker'); // prettier-ignore

const RUNS = Number(process.env.BENCH_OFFLINE_RUNS ?? 5);
/** Issue 28's targets. */
const PRECACHE_TARGET = 1.5 * 1000 * 1000;
const PAINT_TARGET_MS = 1000;
const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile network profiles (lighthouse-core/config/constants.js, mobileSlow4G). */
const PROFILES = [
  {
    name: 'Lighthouse DevTools slow 4G (562.5 ms/request, 1474.6/675 kbps)',
    short: 'devtools',
    latency: 150 * 3.75,
    downKbps: 1.6 * 1024 * 0.9,
    upKbps: 750 * 0.9,
  },
  {
    name: 'nominal slow 4G (150 ms RTT, 1638.4/750 kbps)',
    short: 'nominal',
    latency: 150,
    downKbps: 1.6 * 1024,
    upKbps: 750,
  },
] as const;
type Profile = (typeof PROFILES)[number];

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (x: number | null) => (x === null || Number.isNaN(x) ? '—' : x.toFixed(0));

// ---------------------------------------------------------------------------------------------
// 1. The precache

/** The URLs Workbox's generated worker precaches (the manifest it inlines). */
export function precachedUrls(sw: string): string[] {
  const urls = [...sw.matchAll(/\{\s*"?url"?\s*:\s*"([^"]+)"\s*,\s*"?revision"?\s*:/g)].map(
    (m) => m[1]!,
  );
  // Some builds write the revision first.
  const reversed = [...sw.matchAll(/"?revision"?\s*:\s*(?:"[^"]*"|null)\s*,\s*"?url"?\s*:\s*"([^"]+)"/g)].map((m) => m[1]!); // prettier-ignore
  return [...new Set([...urls, ...reversed])];
}

const kindOf = (url: string) =>
  /\.m?js$/.test(url)
    ? 'js'
    : url.endsWith('.css')
      ? 'css'
      : /\.woff2?$/.test(url)
        ? 'font'
        : url.endsWith('.html')
          ? 'html'
          : /\.(png|svg|ico|webp)$/.test(url)
            ? 'image'
            : 'other';

function precacheReport() {
  const sw = readFileSync(SW, 'utf8');
  const urls = precachedUrls(sw);
  if (urls.length === 0) throw new Error('no precache manifest found in dist/client/sw.js');
  const rows = urls.map((url) => {
    const file = path.join(CLIENT, decodeURIComponent(url.replace(/^\//, '').split('?')[0]!));
    if (!existsSync(file)) throw new Error(`precached ${url} is not in dist/client`);
    const raw = statSync(file).size;
    const sent = existsSync(file + '.br') ? statSync(file + '.br').size : raw;
    const br = existsSync(file + '.br')
      ? sent
      : brotliCompressSync(readFileSync(file), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length;
    return { url, kind: kindOf(url), raw, sent, br: Math.min(br, raw) };
  });
  const total = (key: 'raw' | 'sent' | 'br', kind?: string) =>
    rows.filter((r) => !kind || r.kind === kind).reduce((s, r) => s + r[key], 0);
  const swRaw = Buffer.byteLength(sw);
  console.log('\n## The service worker’s precache (dist/client/sw.js)\n');
  console.log('| kind | files | raw kB | as sent kB (.br sibling or raw) | brotli kB |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const kind of ['js', 'css', 'font', 'html', 'image', 'other']) {
    const n = rows.filter((r) => r.kind === kind).length;
    if (!n) continue;
    console.log(
      `| ${kind} | ${n} | ${kB(total('raw', kind))} | ${kB(total('sent', kind))} | ${kB(total('br', kind))} |`,
    );
  }
  console.log(
    `| **all** | ${rows.length} | **${kB(total('raw'))}** | **${kB(total('sent'))}** | ${kB(total('br'))} |`,
  );
  console.log(
    `\nTarget: under ${kB(PRECACHE_TARGET)} kB. Raw (what the cache stores): ` +
      `${total('raw') < PRECACHE_TARGET ? 'met' : 'NOT met'}; as sent: ` +
      `${total('sent') < PRECACHE_TARGET ? 'met' : 'NOT met'}. The worker itself (sw.js and ` +
      `its workbox runtime) is ${kB(swRaw)} kB raw, not counted above.`,
  );
  console.log('\nThe largest precached files:\n');
  console.log('| file | raw kB | as sent kB |\n| --- | --- | --- |');
  for (const r of [...rows].sort((a, b) => b.raw - a.raw).slice(0, 10)) {
    console.log(`| ${r.url} | ${kB(r.raw)} | ${kB(r.sent)} |`);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Paint

interface Screen {
  name: string;
  path: string;
  /** Text that only the screen's data shows (the user's own, from the API). */
  data: string;
}
const SCREENS: Screen[] = [
  { name: 'Home', path: '/', data: 'Bench day 12' },
  { name: 'Workouts', path: '/workouts', data: 'Bench day 12' },
  { name: 'Progress', path: '/progress', data: 'Run 50 miles' },
  { name: 'Routines', path: '/routines', data: 'Leg day' },
];

interface Sample {
  fcp: number | null;
  lcp: number | null;
  data: number | null;
}

/**
 * Installed before the app's scripts: FCP and LCP as the browser reports them, and when the
 * screen's own data is first on screen (checked once a frame while the DOM changes, so the check
 * itself costs little on the slowed CPU). Plain JavaScript in a string: tsx would wrap inner
 * functions in a helper the page does not have.
 */
const PROBE = `
  const marker = window.__benchData;
  window.__bench = { fcp: null, lcp: null, data: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const all = list.getEntries();
    window.__bench.lcp = all[all.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let queued = false;
  const check = () => {
    queued = false;
    if (window.__bench.data !== null || !document.body) return;
    if (document.body.textContent.includes(marker)) {
      requestAnimationFrame(() => setTimeout(() => { window.__bench.data = performance.now(); }, 0));
      seen.disconnect();
    }
  };
  const seen = new MutationObserver(() => {
    if (!queued) { queued = true; requestAnimationFrame(check); }
  });
  seen.observe(document, { childList: true, subtree: true, characterData: true });
`;

async function throttlePage(cdp: CDPSession, profile: Profile | null, cpu: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (!profile) return;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions(profile));
}

const conditions = (profile: Profile) => ({
  offline: false,
  latency: profile.latency,
  downloadThroughput: (profile.downKbps * 1024) / 8,
  uploadThroughput: (profile.upKbps * 1024) / 8,
});

/**
 * The service worker's own fetches are not slowed by the page's throttling: its target is
 * attached from the browser session and given the same network conditions (or none).
 */
async function throttleServiceWorker(browser: Browser, profile: Profile | null) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker');
  let id = 0;
  for (const worker of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    const say = (method: string, params: object) =>
      session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: ++id, method, params }),
      });
    await say('Network.enable', {});
    await say(
      'Network.emulateNetworkConditions',
      profile
        ? conditions(profile)
        : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 },
    );
  }
  // Kept attached (detaching would drop the conditions) until the next call replaces it.
  return { workers: workers.length, release: () => session.detach() };
}

async function measure(
  context: BrowserContext,
  screen: Screen,
  profile: Profile | null,
  cpu = CPU_SLOWDOWN,
): Promise<Sample> {
  const page = await context.newPage();
  try {
    await page.addInitScript(`window.__benchData = ${JSON.stringify(screen.data)};\n${PROBE}`);
    const cdp = await context.newCDPSession(page);
    await throttlePage(cdp, profile, cpu);
    await page.goto(screen.path, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __bench: Sample }).__bench.data !== null, null, { timeout: 120_000, polling: 100 }); // prettier-ignore
    if (profile) await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => {});
    return await page.evaluate(() => (window as unknown as { __bench: Sample }).__bench);
  } finally {
    await page.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : NaN;
};
const worst = (xs: number[]) => (xs.length ? Math.max(...xs) : NaN);

interface Cell {
  mode: string;
  screen: string;
  samples: Sample[];
}

async function seed(context: BrowserContext, base: string) {
  const origin = { origin: base };
  const reg = await context.request.post('/api/auth/register', {
    data: {
      username: `bench_off_${Date.now().toString(36)}`,
      password: 'correct horse battery',
      firstName: 'Ada',
    },
    headers: origin,
  });
  if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  const userId = ((await reg.json()) as { id: string }).id;
  const ok = async (what: string, res: Promise<{ ok(): boolean; status(): number; text(): Promise<string> }>) => { const r = await res; if (!r.ok()) throw new Error(`${what}: ${r.status()} ${await r.text()}`); }; // prettier-ignore
  await ok(
    'onboarding',
    context.request.put('/api/users/onboarding/complete', { headers: origin }),
  );
  for (let i = 1; i <= 12; i++) {
    await ok(
      'workout',
      context.request.post('/api/workouts', {
        headers: origin,
        data: {
          userId,
          name: `Bench day ${i}`,
          type: 'strength',
          duration: 45 * 60,
          completedAt: new Date(Date.now() - (13 - i) * 86_400_000).toISOString(),
          exercises: [
            { name: 'Bench Press', sets: 3, reps: 8, weight: 135 + i * 5 },
            { name: 'Squat', sets: 3, reps: 5, weight: 185 + i * 5 },
          ],
        },
      }),
    );
  }
  await ok(
    'routine',
    context.request.post('/api/routines', {
      headers: origin,
      data: {
        name: 'Leg day',
        exercises: [
          {
            name: 'Squat',
            restSeconds: 120,
            setList: [{ setType: 'normal', reps: 5, weight: 185, weightUnit: 'lb' }],
          },
        ],
      },
    }),
  );
  await ok(
    'goal',
    context.request.post('/api/goals', {
      headers: origin,
      data: { userId, title: 'Run 50 miles', targetValue: 50, currentValue: 10, unit: 'miles' },
    }),
  );
  for (const [days, weight] of [
    [3, 82.4],
    [2, 82.1],
    [1, 81.9],
  ] as const) {
    await ok(
      'weigh-in',
      context.request.post('/api/body-weights', {
        headers: origin,
        data: {
          weight,
          unit: 'kg',
          measuredAt: new Date(Date.now() - days * 86_400_000).toISOString(),
        },
      }),
    );
  }
}

/** The first visit that installs the worker and fills its caches, then waits until it controls. */
async function install(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: 60_000,
  });
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await page.getByText(screen.data).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
  const cached = await page.evaluate(async () => {
    let n = 0;
    for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
    return n;
  });
  await page.close();
  return cached;
}

async function paintReport() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-offline-bench-'));
  const server = await startServer({ env: { DATA_DIR: dataDir }, args: [SERVER_ENTRY] });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const contextOptions = {
    baseURL: server.base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
    timezoneId: 'UTC',
  };
  const cells: Cell[] = [];
  let cachedEntries: number;
  try {
    const context = await browser.newContext({ ...contextOptions, serviceWorkers: 'allow' });
    await seed(context, server.base);
    const cookies = await context.cookies();
    cachedEntries = await install(context);

    for (const profile of PROFILES) {
      // First visit, for scale: no worker, nothing cached, the same account signed in.
      for (const screen of SCREENS) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) {
          const cold = await browser.newContext({ ...contextOptions, serviceWorkers: 'block' });
          await cold.addCookies(cookies);
          samples.push(await measure(cold, screen, profile));
          await cold.close();
        }
        cells.push({ mode: `first visit, ${profile.short}`, screen: screen.name, samples });
      }
      // Second visit online: the worker's shell, reads over slow 4G (the worker's too).
      const sw = await throttleServiceWorker(browser, profile);
      if (sw.workers === 0) throw new Error('no service worker is running for the second visit');
      for (const screen of SCREENS) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) samples.push(await measure(context, screen, profile));
        cells.push({ mode: `second visit online, ${profile.short}`, screen: screen.name, samples });
      }
      await sw.release();
    }
    // Second visit offline: no network at all, so no network profile; the CPU still 4×.
    await context.setOffline(true);
    for (const screen of SCREENS) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await measure(context, screen, null));
      cells.push({ mode: 'second visit offline', screen: screen.name, samples });
    }
    // The same with the CPU unslowed, for scale: this host is a shared 2-CPU machine, slower than
    // the desktop Lighthouse's 4× stands on.
    for (const screen of SCREENS) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run++) samples.push(await measure(context, screen, null, 1));
      cells.push({
        mode: 'second visit offline, CPU 1× (for scale)',
        screen: screen.name,
        samples,
      });
    }
    await context.setOffline(false);
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n## Paint, 390 px, CPU ${CPU_SLOWDOWN}× slower unless said, median (worst) of ${RUNS} runs, ms from navigation start\n`,
  );
  console.log(`The first visit cached ${cachedEntries} entries in the worker's caches.\n`);
  console.log('| visit | screen | FCP | LCP | data shown | target < 1 s (median) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const cell of cells) {
    const col = (key: keyof Sample) => {
      const xs = cell.samples.map((s) => s[key]).filter((x): x is number => x !== null);
      return xs.length ? `${ms(median(xs))} (${ms(worst(xs))})` : '—';
    };
    const verdictOf = (key: 'fcp' | 'lcp') => {
      const xs = cell.samples.map((s) => s[key] ?? NaN);
      return `${key.toUpperCase()} ${median(xs) < PAINT_TARGET_MS ? 'met' : 'NOT met'}`;
    };
    const verdict = /first|for scale/.test(cell.mode)
      ? '(for scale)'
      : `${verdictOf('fcp')}, ${verdictOf('lcp')}`;
    console.log(
      `| ${cell.mode} | ${cell.screen} | ${col('fcp')} | ${col('lcp')} | ${col('data')} | ${verdict} |`,
    );
  }
}

async function main() {
  console.log(
    `# Offline bench (issue 28): ${cpus().length} CPUs, load ${loadavg()[0]!.toFixed(2)}, ` +
      `${new Date().toISOString()}`,
  );
  precacheReport();
  // BENCH_OFFLINE_PAINT=0: the precache alone (a static read of the build, seconds).
  if (process.env.BENCH_OFFLINE_PAINT !== '0') await paintReport();
}

await main();
