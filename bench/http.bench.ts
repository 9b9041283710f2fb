// HTTP throughput of the app against the bare-Fastify floor, measured in one run so the figures
// compare as ratios (DESIGN §1). Prints a Markdown table for docs/BENCHMARKS.md.
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function measure(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const floor = Fastify();
floor.get('/', async () => ({ ok: true }));
const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });

// BENCH_DATABASE_URL measures on PostgreSQL instead of in-memory PGlite.
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir: null });
await migrateDatabase(database);
const app = await buildApp({
  env: loadEnv({ NODE_ENV: 'production' }),
  database,
  sessionSecret: 'bench-secret-bench-secret-bench-secret',
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const reg = await fetch(`${appUrl}/api/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench_user', password: 'bench password 1' }),
});
const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
const user = (await reg.json()) as { id: string };

const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
rows.push(['bare Fastify `GET /` (floor)', await measure(floorUrl)]);
rows.push(['`GET /healthz`', await measure(`${appUrl}/healthz`)]);
rows.push(['`GET /readyz` (one `select 1`)', await measure(`${appUrl}/readyz`)]);
rows.push([
  '`GET /api/auth/user` (session lookup)',
  await measure(`${appUrl}/api/auth/user`, { cookie }),
]);
rows.push(['`GET /api/users/{id}`', await measure(`${appUrl}/api/users/${user.id}`, { cookie })]);

const base = rows[0]![1].rps;
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${database.kind}, one process\n`);
console.log('| route | req/s | vs floor | p50 ms | p99 ms |\n| --- | --- | --- | --- | --- |');
for (const [name, m] of rows) {
  console.log(
    `| ${name} | ${Math.round(m.rps)} | ${(m.rps / base).toFixed(2)} | ${m.p50} | ${m.p99} |`,
  );
}
await app.close();
await floor.close();
await database.close();
