// Importing years of history against issue 29 §5: "a 10-year Strong export (50,000 sets) imports
// in one request in under 30 s on PGlite … memory stays flat". `tsx bench/import.bench.ts` after
// `npm run build`, part of `npm run bench` (BENCH_IMPORT_FROM_SOURCE=1 runs src/server/main.ts
// under tsx instead of the build).
//
// For each database (bench/databases.ts), the server in a process of its own (bench/server.ts)
// and two users signed up through the API. Files from bench/strong-history.ts (Strong's newer
// dialect, deterministic), POSTed as multipart as the screen sends them (an import with `Accept:
// application/x-ndjson`, its progress line per batch timed; a preview as JSON):
// 1. BENCH_IMPORT_SMALL (5,000) sets: the preview (dryRun=true), then the import;
// 2. BENCH_IMPORT_SETS (50,000) sets, 10 years, for the other user: the preview, then the import;
// 3. the same 50,000-set file again: every workout is already there (all duplicates).
// The server's resident memory is sampled every 50 ms during each request (its peak per step),
// and its high-water mark (VmHWM) read after each: memory is flat when the 50,000-set import peaks
// where the 5,000-set one did. Each answer's counts are checked against the file.
// BENCH_DATABASE_URL: the PostgreSQL admin URL (bench/databases.ts).
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { ImportProgressLine, ImportResult } from '../src/shared/schemas/imports';
import { onEachDatabase, type BenchDatabase } from './databases';
import { ENTRY, startServer } from './server';
import { strongHistoryCsv } from './strong-history';

const SETS = Number(process.env.BENCH_IMPORT_SETS ?? 50_000);
const SMALL = Number(process.env.BENCH_IMPORT_SMALL ?? 5_000);
const FROM_SOURCE = process.env.BENCH_IMPORT_FROM_SOURCE === '1';
/** Issue 29 §5: 50,000 sets in under 30 s on PGlite. */
const TARGET_MS = 30_000;
if (!FROM_SOURCE && !existsSync(ENTRY)) {
  throw new Error('run `npm run build` first (or BENCH_IMPORT_FROM_SOURCE=1)');
}

/** The process's resident memory now and its peak so far, in MB (Linux /proc). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

async function signUp(base: string, name: string) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_import_${name}_${Date.now().toString(36)}`,
      password: 'correct horse battery',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('jf_session='))!;
  return cookie.split(';')[0]!;
}

interface Step {
  ms: number;
  /** The server's peak resident memory during the request, MB. */
  peakRss: number;
  /** Its high-water mark after it, MB. */
  hwm: number;
  result: ImportResult;
  /** When each progress line (one a batch) arrived, ms from the request. */
  batches: number[];
}

/**
 * POSTs the file as the screen does (an import streams its progress, `Accept:
 * application/x-ndjson`; a preview answers JSON) and times the answer, sampling the server's
 * memory and noting when each batch's progress line arrived.
 */
async function post(base: string, cookie: string, pid: number, csv: string, dryRun: boolean) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'strong.csv');
  let peakRss = memoryOf(pid).rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memoryOf(pid).rss);
  }, 50);
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}/api/imports${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers: { cookie, origin: base, ...(dryRun ? {} : { accept: 'application/x-ndjson' }) },
      body: form,
    });
    if (res.status !== 200) throw new Error(`import: ${res.status} ${await res.text()}`);
    const batches: number[] = [];
    let result: ImportResult | null = null;
    if (dryRun) {
      result = (await res.json()) as ImportResult;
    } else {
      const decoder = new TextDecoder();
      let pending = '';
      for await (const chunk of res.body!) {
        const lines = (pending + decoder.decode(chunk, { stream: true })).split('\n');
        pending = lines.pop()!;
        for (const text of lines.filter((l) => l.trim() !== '')) {
          const line = JSON.parse(text) as ImportProgressLine;
          if (line.type === 'progress') batches.push(performance.now() - t0);
          else if (line.type === 'done') result = line.result;
          else throw new Error(`import: ${line.statusCode} ${line.message}`);
        }
      }
    }
    const ms = performance.now() - t0;
    if (!result) throw new Error('the import ended without its result');
    const m = memoryOf(pid);
    return { ms, peakRss: Math.max(peakRss, m.rss), hwm: m.hwm, result, batches } as Step;
  } finally {
    clearInterval(sampler);
  }
}

/** Milliseconds per batch over the first and the last five batches (a slowdown shows here). */
function batchPace(step: Step) {
  const gaps = step.batches.map((t, i) => t - (i === 0 ? 0 : step.batches[i - 1]!)).slice(1);
  const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  return { first: mean(gaps.slice(0, 5)), last: mean(gaps.slice(-5)), count: step.batches.length };
}

interface Row {
  kind: BenchDatabase['kind'];
  smallBytes: number;
  bytes: number;
  startRss: number;
  small: { preview: Step; run: Step };
  preview: Step;
  run: Step;
  again: Step;
}

/** The answer's counts against the file's: every set new (or, again, every set a duplicate). */
function check(step: Step, sets: number, again = false) {
  const r = step.result;
  const ok = again
    ? r.workouts === 0 && r.sets === 0 && r.duplicates === sets
    : r.sets === sets && r.duplicates === 0 && r.warnings.length === 0;
  if (!ok)
    throw new Error(`unexpected counts for ${sets} sets: ${JSON.stringify(r).slice(0, 600)}`);
}

async function benchDatabase(db: BenchDatabase): Promise<Row> {
  const smallCsv = strongHistoryCsv({ sets: SMALL, years: 1 });
  const csv = strongHistoryCsv({ sets: SETS, years: 10 });
  const server = await startServer({
    env: { ...db.env, SIGNUP_LIMIT: '1000' },
    ...(FROM_SOURCE ? { args: ['--import', 'tsx', 'src/server/main.ts'] } : {}),
  });
  try {
    const smallUser = await signUp(server.base, 'small');
    const bigUser = await signUp(server.base, 'big');
    const startRss = memoryOf(server.pid).rss;
    const smallPreview = await post(server.base, smallUser, server.pid, smallCsv, true);
    const smallRun = await post(server.base, smallUser, server.pid, smallCsv, false);
    check(smallPreview, SMALL);
    check(smallRun, SMALL);
    const preview = await post(server.base, bigUser, server.pid, csv, true);
    check(preview, SETS);
    const run = await post(server.base, bigUser, server.pid, csv, false);
    check(run, SETS);
    const again = await post(server.base, bigUser, server.pid, csv, false);
    check(again, SETS, true);
    return {
      kind: db.kind,
      smallBytes: Buffer.byteLength(smallCsv),
      bytes: Buffer.byteLength(csv),
      startRss,
      small: { preview: smallPreview, run: smallRun },
      preview,
      run,
      again,
    };
  } finally {
    await server.stop();
  }
}

const rows = await onEachDatabase(benchDatabase);
const s = (step: Step) => (step.ms / 1000).toFixed(1);
const mb = (n: number) => n.toFixed(0);
const perSecond = (sets: number, step: Step) => Math.round((sets * 1000) / step.ms);
console.log(
  `\nImports (issue 29): a Strong export (newer dialect) of ${SETS} sets over 10 years, and one of ${SMALL} — load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(
  '| database | file | preview, s | import, s (sets/s) | workouts | again (all duplicates), s | server RSS at start → peak during: preview, import, MB | VmHWM after, MB | target < 30 s |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const name = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const met = r.run.ms < TARGET_MS ? 'met' : 'NOT met';
  console.log(
    `| ${name} | ${SMALL} sets, ${(r.smallBytes / 1e6).toFixed(2)} MB | ${s(r.small.preview)} | ${s(r.small.run)} (${perSecond(SMALL, r.small.run)}) | ${r.small.run.result.workouts} | — | ${mb(r.startRss)} → ${mb(r.small.preview.peakRss)}, ${mb(r.small.run.peakRss)} | ${mb(r.small.run.hwm)} | — |`,
  );
  console.log(
    `| ${name} | ${SETS} sets, ${(r.bytes / 1e6).toFixed(2)} MB | ${s(r.preview)} | ${s(r.run)} (${perSecond(SETS, r.run)}) | ${r.run.result.workouts} | ${s(r.again)} | ${mb(r.preview.peakRss)}, ${mb(r.run.peakRss)} (again ${mb(r.again.peakRss)}) | ${mb(r.again.hwm)} | ${r.kind === 'pglite' ? met : '—'} |`,
  );
}
console.log('\n| database | batches (50,000 sets) | ms a batch, first 5 | ms a batch, last 5 |');
console.log('| --- | --- | --- | --- |');
for (const r of rows) {
  const pace = batchPace(r.run);
  const name = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`| ${name} | ${pace.count} | ${pace.first} | ${pace.last} |`);
}
