// The client's weight (issue 9 §4–5: the landing page ≤ 100 kB of JavaScript on the wire, the
// signed-in dashboard ≤ 200 kB). Builds nothing: run `npm run build` first. Two parts:
//
// 1. dist/client as built: what each HTML page names up front (entry script, module preloads,
//    stylesheets, preloaded fonts), raw and as the build's .br/.gz siblings, and every chunk.
// 2. The built server (`node dist/server/main.js`, a throw-away DATA_DIR) driven by Chromium
//    with `Accept-Encoding: br, gzip`, a cold cache per scenario, counting every response's
//    bytes on the wire (headers + body as received) and its decoded body: the landing page signed
//    out, the sign-in page, and the dashboard signed in (until it is drawn and the network is
//    quiet; what the app then prefetches while idle is counted on its own line).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page, type Response } from '@playwright/test';
import { ENTRY, startServer } from './server';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'dist/client');
if (!existsSync(path.join(CLIENT, 'index.html')) || !existsSync(ENTRY)) {
  throw new Error('run `npm run build` first: the bench reads dist/client and starts the server');
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

// ---------------------------------------------------------------------------------------------
// 1. dist/client

/** The file's size, and its compressed size: the build's sibling when there is one. */
function sizes(file: string) {
  const raw = readFileSync(file);
  const sibling = (ext: string) => (existsSync(file + ext) ? statSync(file + ext).size : null);
  const br =
    sibling('.br') ??
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const gz = sibling('.gz') ?? gzipSync(raw, { level: 9 }).length;
  return { raw: raw.length, br, gz, prebuilt: existsSync(file + '.br') };
}

type Kind = 'js' | 'css' | 'font' | 'html' | 'other';
const kindOf = (name: string): Kind =>
  /\.m?js$/.test(name)
    ? 'js'
    : name.endsWith('.css')
      ? 'css'
      : /\.(woff2?|ttf|otf)$/.test(name)
        ? 'font'
        : name.endsWith('.html')
          ? 'html'
          : 'other';

/** What an HTML page makes the browser fetch before any script runs. */
function upFront(html: string): string[] {
  const refs = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*\shref="([^"]+)"[^>]*>/g),
  ]
    .filter((m) => !/rel="icon"/.test(m[0]))
    .map((m) => m[1]!);
  return [...new Set(refs)];
}

function staticReport() {
  console.log('\n## dist/client as built\n');
  console.log(
    '| page | what it names up front | JS raw kB | JS br kB | JS gz kB | CSS br kB | fonts kB | files | precompressed |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const page of ['index.html', 'login.html']) {
    const html = readFileSync(path.join(CLIENT, page), 'utf8');
    const refs = upFront(html);
    const t = { jsRaw: 0, jsBr: 0, jsGz: 0, cssBr: 0, font: 0 };
    let allPre = true;
    for (const ref of refs) {
      const s = sizes(path.join(CLIENT, ref));
      allPre &&= s.prebuilt || kindOf(ref) === 'font';
      const kind = kindOf(ref);
      if (kind === 'js') Object.assign(t, { jsRaw: t.jsRaw + s.raw, jsBr: t.jsBr + s.br, jsGz: t.jsGz + s.gz }); // prettier-ignore
      if (kind === 'css') t.cssBr += s.br;
      if (kind === 'font') t.font += s.raw;
    }
    const names = refs.map((r) => path.basename(r).replace(/-[\w-]{8}(?=\.)/, '')).join(', ');
    console.log(
      `| ${page} | ${names} | ${kB(t.jsRaw)} | ${kB(t.jsBr)} | ${kB(t.jsGz)} | ${kB(t.cssBr)} | ${kB(t.font)} | ${refs.length} | ${allPre ? 'yes' : 'no'} |`,
    );
  }
  const assets = readdirSync(path.join(CLIENT, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const rows = assets
    .map((f) => ({ f, ...sizes(path.join(CLIENT, 'assets', f)) }))
    .sort((a, b) => b.raw - a.raw);
  const total = rows.reduce((sum, r) => sum + r.raw, 0);
  console.log(`\n${rows.length} JS/CSS files, ${kB(total)} kB raw in all; the largest:\n`);
  console.log('| file | raw kB | br kB | gz kB |\n| --- | --- | --- | --- |');
  for (const r of rows.slice(0, 12)) {
    console.log(`| ${r.f} | ${kB(r.raw)} | ${kB(r.br)} | ${kB(r.gz)} |`);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. On the wire

/** The built server on a fresh DATA_DIR, removed when it stops. */
async function startBenchServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-client-bench-'));
  const server = await startServer({ env: { DATA_DIR: dataDir } });
  const stop = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base: server.base, stop };
}

interface Hit {
  url: string;
  kind: Kind | 'api';
  wire: number;
  body: number;
  encoding: string;
  at: number;
}

/** Records every finished response of the page with its size on the wire and decoded. */
function record(page: Page) {
  const hits: Hit[] = [];
  const started = Date.now();
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = (await request.response()) as Response;
        const s = await request.sizes();
        const body = await response.body().then((b) => b.length, () => 0); // prettier-ignore
        const url = new URL(request.url());
        const type = request.resourceType();
        const kind: Hit['kind'] = url.pathname.startsWith('/api/')
          ? type === 'document'
            ? 'html'
            : 'api'
          : type === 'document'
            ? 'html'
            : kindOf(url.pathname);
        hits.push({
          url: url.pathname,
          kind,
          wire: s.responseHeadersSize + s.responseBodySize,
          body,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          at: Date.now() - started,
        });
      })(),
    );
  });
  return {
    hits,
    settle: () => Promise.all(pending),
    mark: () => hits.length,
  };
}

function summarise(name: string, hits: Hit[]) {
  const sum = (kind: Hit['kind'], key: 'wire' | 'body') =>
    hits.filter((h) => h.kind === kind).reduce((s, h) => s + h[key], 0);
  const encodings = [
    ...new Set(hits.filter((h) => h.kind === 'js' || h.kind === 'css').map((h) => h.encoding)),
  ].join('/');
  return {
    name,
    row:
      `| ${name} | **${kB(sum('js', 'wire'))}** | ${kB(sum('js', 'body'))} | ` +
      `${hits.filter((h) => h.kind === 'js').length} | ${kB(sum('css', 'wire'))} | ` +
      `${kB(sum('font', 'wire'))} | ${kB(sum('html', 'wire'))} | ${kB(sum('api', 'wire'))} | ` +
      `${kB(hits.reduce((s, h) => s + h.wire, 0))} | ${hits.length} | ${encodings || '—'} |`,
    js: sum('js', 'wire'),
  };
}

async function scenario(
  context: BrowserContext,
  name: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  idleMs = 0,
) {
  const page = await context.newPage();
  const rec = record(page);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await rec.settle();
  const first = rec.hits.slice();
  let later: Hit[] = [];
  if (idleMs) {
    await page.waitForTimeout(idleMs);
    await page.waitForLoadState('networkidle');
    await rec.settle();
    later = rec.hits.slice(first.length);
  }
  await page.close();
  return { name, first, later };
}

async function wireReport() {
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const newContext = () =>
    browser.newContext({
      baseURL: server.base,
      extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
      viewport: { width: 390, height: 844 },
    });
  try {
    const results = [];

    let context = await newContext();
    results.push(
      await scenario(context, 'landing, signed out (`/`)', '/', (p) =>
        p.getByRole('heading', { name: 'Joey Fit', level: 1 }).waitFor(),
      ),
    );
    await context.close();

    context = await newContext();
    results.push(
      await scenario(context, 'sign-in page (`/api/login`)', '/api/login', (p) =>
        p.locator('form button[type=submit]').waitFor(),
      ),
    );
    await context.close();

    // A signed-in user who finished onboarding, the cookie set through the API; the cache is
    // still cold (the API's request context shares cookies, not the browser's HTTP cache).
    context = await newContext();
    const origin = { origin: server.base };
    const username = `bench_${Date.now().toString(36)}`;
    const reg = await context.request.post('/api/auth/register', {
      data: { username, password: 'correct horse battery' },
      headers: origin,
    });
    if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
    await context.request.put('/api/users/onboarding/complete', { headers: origin });
    results.push(
      await scenario(
        context,
        'dashboard, signed in (`/`)',
        '/',
        (p) => p.getByRole('navigation').getByRole('link', { name: 'Home' }).waitFor(),
        5000,
      ),
    );
    await context.close();

    console.log(
      `\n## On the wire (Chromium, Accept-Encoding: br, gzip, cold cache; kB = 1000 bytes)\n`,
    );
    console.log(
      '| page | JS wire kB | JS raw kB | JS files | CSS wire kB | fonts kB | HTML kB | API kB | total wire kB | requests | JS/CSS encoding |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const targets: string[] = [];
    for (const r of results) {
      const s = summarise(r.name, r.first);
      console.log(s.row);
      if (r.later.length) console.log(summarise('… then prefetched while idle', r.later).row);
      if (r.name.startsWith('landing')) targets.push(`landing JS ${kB(s.js)} kB (target ≤ 100)`);
      if (r.name.startsWith('dashboard'))
        targets.push(`dashboard JS ${kB(s.js)} kB (target ≤ 200)`);
    }
    console.log(`\n${targets.join('; ')}`);
    if (process.env.BENCH_VERBOSE) {
      for (const r of results) {
        console.log(`\n${r.name}`);
        for (const h of [...r.first, ...r.later]) {
          console.log(
            `  ${String(h.at).padStart(5)} ms ${h.kind.padEnd(5)} ${kB(h.wire).padStart(7)} / ${kB(h.body).padStart(7)} kB ${h.encoding.padEnd(8)} ${h.url}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

staticReport();
await wireReport();
