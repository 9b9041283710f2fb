// Lighthouse on the built app (issue 30 §3: every signed-in screen at mobile performance ≥ 95, LCP
// ≤ 2.5 s, TBT ≤ 150 ms). Builds nothing: run `npm run build` first.
//
// The built server (`node dist/server/main.js`) on a throw-away DATA_DIR; a user with some data
// (12 workouts, a goal, weigh-ins, made through the API) so each screen draws what a real user's
// does. Lighthouse 12 (Node ≥ 18.16: the 13.x line needs Node ≥ 22.19) drives Debian's Chromium
// through chrome-launcher with its default config: the mobile profile (a Moto G Power's screen,
// 4× CPU slowdown, slow 4G at 150 ms RTT and 1.6 Mbps) with simulated throttling (the page loads
// unthrottled and Lighthouse computes the metrics a phone would see from the trace), performance
// only, storage reset before each run (a first visit: no service worker, no HTTP cache). The
// signed-in screens get the session cookie on every request through `extraHeaders`, as a
// browser that signed in earlier would send it.
//
// BENCH_LH_OUT=dir keeps every run's full report (JSON) there. BENCH_LH_RUNS (3) runs per page; the median of each figure is printed (the score's median run
// is Lighthouse's own choice too). BENCH_LH_ROOT: another package root holding a copy of the build
// (dist/, drizzle/, package.json), so that a rebuild of this checkout during the run changes
// nothing being measured. Part of `npm run bench`.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server';
import { BENCH_USER_GOAL, benchUserWeighIns, benchUserWorkouts } from './lighthouse-user';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_ROOT = process.env.BENCH_LH_ROOT ?? ROOT;
const SERVER_ENTRY = path.join(BUILD_ROOT, 'dist/server/main.js');
if (!existsSync(path.join(BUILD_ROOT, 'dist/client/index.html')) || !existsSync(SERVER_ENTRY)) {
  throw new Error('run `npm run build` first: the bench starts the built server');
}
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const PAGES = [
  { name: 'landing, signed out', path: '/', signedIn: false },
  { name: 'Home', path: '/', signedIn: true },
  { name: 'Workouts', path: '/workouts', signedIn: true },
  { name: 'Progress', path: '/progress', signedIn: true },
  { name: 'Leaderboard', path: '/leaderboard', signedIn: true },
] as const;

/** A user with data, made through the API; the session cookie it signed in with. */
async function seed(base: string): Promise<string> {
  const headers = { origin: base, 'content-type': 'application/json' };
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username: `bench_lh_${Date.now().toString(36)}`,
      password: 'correct horse battery',
      firstName: 'Ada',
    }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const session = reg.headers.getSetCookie().find((c) => c.startsWith('jf_session='));
  if (!session) throw new Error('register set no jf_session cookie');
  const cookie = session.split(';')[0]!;
  const userId = ((await reg.json()) as { id: string }).id;
  const send = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      // A body-less request must not claim JSON (the server answers 400 to an empty JSON body).
      headers: body === undefined ? { origin: base, cookie } : { ...headers, cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  };
  await send('PUT', '/api/users/onboarding/complete');
  for (const workout of benchUserWorkouts()) {
    await send('POST', '/api/workouts', { userId, ...workout });
  }
  await send('POST', '/api/goals', { userId, ...BENCH_USER_GOAL });
  for (const weighIn of benchUserWeighIns()) await send('POST', '/api/body-weights', weighIn);
  return cookie;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** The LCP element as Lighthouse describes it, for reading the table. */
  lcpElement: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function audit(port: number, url: string, cookie: string | null): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (process.env.BENCH_LH_OUT) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}${cookie ? 'in' : 'out'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_LH_OUT, name), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpItem = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node?.snippet;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    lcpElement: (lcpItem ?? '?').replace(/\s+/g, ' ').slice(0, 60),
  };
}

/**
 * Lighthouse sometimes fails to record a trace on a loaded machine (NO_NAVSTART, NO_FCP): such a
 * run measured nothing, so it is run again, at most twice.
 */
async function auditWithRetry(port: number, url: string, cookie: string | null): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`(retrying: ${(error as Error).message})`);
    }
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-lh-bench-'));
  const server = await startServer({ env: { DATA_DIR: dataDir }, args: [SERVER_ENTRY] });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    const cookie = await seed(server.base);
    const { default: pkg } = (await import('lighthouse/package.json', {
      with: { type: 'json' },
    })) as { default: { version: string } };
    console.log(
      `\n## Lighthouse ${pkg.version}, mobile profile, simulated throttling; ${RUNS} runs per page, ` +
        `median; load average before ${loadavg()[0]!.toFixed(1)}\n`,
    );
    console.log('| page | score | FCP s | LCP s | TBT ms | CLS | SI s | scores | LCP element |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await auditWithRetry(chrome.port, server.base + page.path, page.signedIn ? cookie : null)); // prettier-ignore
      }
      const m = (key: Exclude<keyof Run, 'lcpElement'>) => median(runs.map((r) => r[key]));
      const medianRun = runs.find((r) => r.score === m('score'))!;
      console.log(
        `| ${page.name} | **${m('score')}** | ${(m('fcp') / 1000).toFixed(2)} | ` +
          `${(m('lcp') / 1000).toFixed(2)} | ${m('tbt').toFixed(0)} | ${m('cls').toFixed(3)} | ` +
          `${(m('si') / 1000).toFixed(2)} | ${runs.map((r) => r.score).join(', ')} | ` +
          `\`${medianRun.lcpElement.replace(/\|/g, '\\|')}\` |`,
      );
    }
    console.log(`\nload average after ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
