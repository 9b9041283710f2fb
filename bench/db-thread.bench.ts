// The embedded database in a worker thread against PGlite on the event loop (decision 012):
// `npx tsx bench/db-thread.bench.ts`. For each design the app starts in a process of its own on a
// throw-away DATA_DIR (a copy of the build's database image when there is one, as a first start
// does), autocannon runs in another process, and the figures are:
//
// - without load: /healthz (no database), /readyz (one `select 1`) and GET /api/auth/user (a
//   session lookup), the cost of the extra hop through node-postgres and the thread;
// - while one client keeps a slow request in flight at all times (a route of this bench that
//   sums a generate_series, the query the thread's test uses, smaller): /healthz, which needs no
//   database and should not notice, and /readyz, which has to take its turn at the one backend
//   in both designs.
//
// BENCH_SECONDS (default 5) sets each run; BENCH_ROWS (default 500,000) the heavy query's size;
// BENCH_DESIGNS (default `thread,main`) which designs run, in that order (repeat one to run it twice).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { autocannon, CONNECTIONS, SECONDS, type LoadResult } from './load';

const ROWS = Number(process.env.BENCH_ROWS ?? 500_000);

type Design = 'thread' | 'main';
const DESIGNS: Record<Design, string> = {
  thread: 'worker thread (`fromThread`, as the server runs)',
  main: 'event loop (`fromPglite`, PGlite on the main thread)',
};

/** App process → parent. */
type Report = { type: 'ready'; port: number };

// ---------------------------------------------------------------------------------------------
// The app's process: `bench/db-thread.bench.ts serve <design>`

async function serve(design: Design) {
  const [
    { buildApp },
    { fromPglite, fromThread, migrateDatabase },
    { seedFromImage },
    { loadEnv },
  ] = await Promise.all([
    import('../src/server/app'),
    import('../src/server/db/client'),
    import('../src/server/db/image'),
    import('../src/server/env'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), `joeyfit-db-thread-${design}-`));
  const dir = path.join(dataDir, 'pglite');
  seedFromImage(dir);
  const database =
    design === 'thread' ? await fromThread({ dataDir: dir }) : fromPglite(await PGlite.create(dir));
  await migrateDatabase(database);
  const env = loadEnv({ NODE_ENV: 'production', STT_ENGINE: 'none', SIGNUP_LIMIT: '1000' });
  const app = await buildApp({
    env,
    database,
    sessionSecret: 'db-thread-bench-secret-that-is-long-enough-0123456789',
    clientDir: '/nonexistent-client-dir',
  });
  // The slow request: a query that keeps the database computing, as a big report would.
  app.get('/bench/heavy', async () => {
    await database.db.execute(sql`select sum(i) from generate_series(1, ${ROWS}) i`);
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  // The parent gone (finished, failed or killed): nothing is left running.
  process.on('disconnect', () => process.exit(1));
  process.on('SIGTERM', () => {
    // Requests left waiting behind a heavy query must not hold the exit up for long.
    setTimeout(() => process.exit(1), 5000).unref();
    void (async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
  process.send!({ type: 'ready', port } satisfies Report);
}

// ---------------------------------------------------------------------------------------------
// The parent: starts each design, drives autocannon, prints the table

function start(design: Design) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'db-thread.bench.ts'), 'serve', design],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const ready = new Promise<Report>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the ${design} app exited with ${code}`)));
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { ready, stop };
}

async function signUp(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: `bench_${Date.now()}`, password: 'bench password 1' }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** One client keeping a slow request in flight until stopped; then each request's time. */
function slowClient(base: string) {
  let running = true;
  const ms: number[] = [];
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${base}/bench/heavy`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`/bench/heavy: ${res.status}`);
      ms.push(performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return ms;
    },
  };
}

interface Row {
  design: Design;
  what: string;
  result: LoadResult;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function measure(design: Design, rows: Row[], heavy: string[]) {
  const app = start(design);
  try {
    const { port } = await app.ready;
    const base = `http://127.0.0.1:${port}`;
    const cookie = await signUp(base);
    const run = async (what: string, url: string, headers?: Record<string, string>) =>
      rows.push({ design, what, result: await autocannon(`${base}${url}`, headers) });

    await run('`/healthz`, idle', '/healthz');
    await run('`/readyz` (`select 1`), idle', '/readyz');
    await run('`GET /api/auth/user` (session lookup), idle', '/api/auth/user', { cookie });

    // The slow request alone, then kept in flight while the others are measured.
    let alone = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await fetch(`${base}/bench/heavy`).then((r) => r.arrayBuffer());
      alone = Math.min(alone, performance.now() - started);
    }
    const slow = slowClient(base);
    await run('`/healthz` while a slow request runs', '/healthz');
    await run('`/readyz` while a slow request runs', '/readyz');
    const ms = await slow.stop();
    heavy.push(
      `${DESIGNS[design]}: the slow request takes ${alone.toFixed(0)} ms alone (best of 3); ` +
        `${ms.length} ran during the loaded runs, median ${median(ms).toFixed(0)} ms`,
    );
  } finally {
    await app.stop();
  }
}

async function main() {
  const rows: Row[] = [];
  const heavy: string[] = [];
  const designs = (process.env.BENCH_DESIGNS ?? 'thread,main').split(',') as Design[];
  for (const design of designs) {
    if (!(design in DESIGNS)) throw new Error(`BENCH_DESIGNS: no design ${design}`);
    await measure(design, rows, heavy);
  }

  console.log(
    `\n## PGlite in a worker thread vs on the event loop (${CONNECTIONS} connections, ` +
      `${SECONDS} s a run, heavy query: sum over ${ROWS.toLocaleString('en')} rows)\n`,
  );
  console.log('| request | design | req/s | p50 ms | p99 ms | max ms | non-2xx | errors |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const whats = [...new Set(rows.map((r) => r.what))];
  for (const what of whats) {
    for (const r of rows.filter((x) => x.what === what)) {
      const { rps, p50, p99, max, non2xx, errors } = r.result;
      console.log(
        `| ${what} | ${r.design} | ${Math.round(rps)} | ${p50} | ${p99} | ${max} | ${non2xx} | ${errors} |`,
      );
    }
  }
  console.log(`\n${heavy.join('\n')}`);
}

if (process.argv[2] === 'serve') await serve(process.argv[3] as Design);
else await main();
