// Share views under load (issue 25 §5): `tsx bench/share-views.bench.ts` after `npm run build`,
// part of `npm run bench`.
//
// For each database, the built server in a process of its own (bench/server.ts) and, made through
// the API: a heavy owner with BENCH_SHARE_WORKOUTS (300) workouts over the past year (a 6 × 4
// strength day or a run, alternately) and a progress share of that year; another user with 20
// workouts, whose dashboard is what is measured. Each phase is BENCH_SHARE_SAMPLES (150) rounds of
// a dashboard read alone (its quiet figure, taken in the same stretch of time as the loaded one,
// so whatever else the machine runs weighs on both alike) and then a read sent together with:
// - eight `/readyz` (one `select 1` each): the floor of any eight requests at once, for scale;
// - eight signed-out views of the heavy link, each from its own address (the case);
// - the same right after the owner logs a workout: each round's views find the cached view stale
//   and work the year out again (what no cache saves; the write itself is not timed).
// Last, a flood: reads one after another while eight visitors open the link without pause.
// The target (issue 25): with 8 views at once the dashboard's p50 stays within 2 × its quiet p50.
// SHARE_VIEWS_PER_MINUTE is raised for the run, so every view is a view and not a cheap 429.
// BENCH_DATABASE_URL: the PostgreSQL admin URL (bench/databases.ts).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { onEachDatabase, type BenchDatabase } from './databases';
import { ENTRY, startServer } from './server';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const WORKOUTS = num('BENCH_SHARE_WORKOUTS', 300);
const SAMPLES = num('BENCH_SHARE_SAMPLES', 150);
const VISITORS = 8;
const DAY = 86_400_000;
if (!existsSync(ENTRY)) throw new Error('run `npm run build` first: the bench starts the server');

interface Client {
  cookie: string;
  id: string;
  address: string;
}

async function call(
  base: string,
  path: string,
  o: { method?: string; body?: unknown; cookie?: string; address: string },
) {
  const res = await fetch(`${base}${path}`, {
    method: o.method ?? 'GET',
    headers: {
      'x-forwarded-for': o.address,
      ...(o.method ? { origin: base, 'content-type': 'application/json' } : {}),
      ...(o.cookie ? { cookie: o.cookie } : {}),
    },
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${o.method ?? 'GET'} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { res, json: text ? JSON.parse(text) : null };
}

async function signUp(base: string, n: number): Promise<Client> {
  const address = `198.51.100.${n}`;
  const { res, json } = await call(base, '/api/auth/register', {
    method: 'POST',
    address,
    body: { username: `bench_share_${n}_${Date.now()}`, password: 'correct horse battery' },
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('jf_session='))!;
  return { cookie: cookie.split(';')[0]!, id: json.id, address };
}

const strengthDay = {
  name: 'Strength day',
  type: 'strength',
  exercises: ['Bench Press', 'Squat', 'Deadlift', 'Row', 'Overhead Press', 'Curl'].map((name) => ({
    name,
    sets: 4,
    reps: 8,
    weight: 135,
  })),
};
const run = {
  name: 'Run',
  type: 'cardio',
  exercises: [{ name: 'Run', sets: 1, duration: 1800, distance: 5, distanceUnit: 'km' }],
};

async function logWorkout(base: string, me: Client, daysAgo: number, i: number) {
  await call(base, '/api/workouts', {
    method: 'POST',
    cookie: me.cookie,
    address: me.address,
    body: {
      userId: me.id,
      ...(i % 2 === 0 ? strengthDay : run),
      completedAt: new Date(Date.now() - daysAgo * DAY).toISOString(),
    },
  });
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

interface Row {
  phase: string;
  quiet: number;
  p50: number;
  p90: number;
  views: number;
  viewP50: number | null;
}

function rowOf(phase: string, quiet: number[], times: number[], views: number[], seconds: number) {
  return {
    phase,
    quiet: percentile(quiet, 50),
    p50: percentile(times, 50),
    p90: percentile(times, 90),
    views: views.length / seconds,
    viewP50: views.length > 0 ? percentile(views, 50) : null,
  } satisfies Row;
}

async function bench(db: BenchDatabase) {
  const server = await startServer({ env: { ...db.env, SHARE_VIEWS_PER_MINUTE: '1000000' } });
  try {
    const base = server.base;
    const owner = await signUp(base, 1);
    const other = await signUp(base, 2);
    const setupStart = Date.now();
    for (let i = 0; i < WORKOUTS; i++) await logWorkout(base, owner, (i * 360) / WORKOUTS + 1, i);
    for (let i = 0; i < 20; i++) await logWorkout(base, other, i + 1, i);
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * DAY).toISOString().slice(0, 10);
    const { json: share } = await call(base, '/api/shares', {
      method: 'POST',
      cookie: owner.cookie,
      address: owner.address,
      body: {
        kind: 'progress',
        rangeStart: yearAgo,
        rangeEnd: today,
        expiresAt: new Date(Date.now() + DAY).toISOString(),
      },
    });
    const token = String(share.url).split('/s/')[1]!;
    const first = await call(base, `/api/shares/${token}`, { address: '203.0.113.200' });
    if (first.json.totals.workouts !== WORKOUTS) throw new Error('the share misses workouts');
    console.log(
      `\n${db.kind}: ${WORKOUTS} + 20 workouts made in ${((Date.now() - setupStart) / 1000).toFixed(0)} s`,
    );
    for (let i = 0; i < 20; i++) await call(base, `/api/dashboard/${other.id}`, other); // warm-up

    const rows: Row[] = [];
    const read = async (into: number[]) => {
      const start = performance.now();
      await call(base, `/api/dashboard/${other.id}`, {
        cookie: other.cookie,
        address: other.address,
      });
      into.push(performance.now() - start);
    };
    const view = async (v: number, into: number[]) => {
      const start = performance.now();
      await call(base, `/api/shares/${token}`, { address: `203.0.113.${v + 1}` });
      into.push(performance.now() - start);
    };
    const readyz = () => call(base, '/readyz', { address: '203.0.113.100' }).then(() => undefined);
    /**
     * SAMPLES rounds: a read alone (the quiet figure, taken in the same stretch of time, so the
     * rest of the machine weighs on both alike), then `before` (untimed), then a read sent
     * together with eight `others`.
     */
    const rounds = async (
      phase: string,
      others: (v: number, views: number[]) => Promise<void>,
      before?: () => Promise<void>,
    ) => {
      const quiet: number[] = [];
      const times: number[] = [];
      const views: number[] = [];
      let busy = 0;
      for (let i = 0; i < SAMPLES; i++) {
        await read(quiet);
        await before?.();
        const start = performance.now();
        await Promise.all([
          read(times),
          ...Array.from({ length: VISITORS }, (_, v) => others(v, views)),
        ]);
        busy += (performance.now() - start) / 1000;
      }
      rows.push(rowOf(phase, quiet, times, views, busy));
    };

    await rounds(`${VISITORS} × /readyz at once (the floor of any 8 requests)`, () => readyz());
    await rounds(`${VISITORS} views at once`, view);
    let logged = 0;
    await rounds(`${VISITORS} views at once, each round after a new workout`, view, async () => {
      await logWorkout(base, owner, 0.5, 1);
      logged++;
    });
    // The flood: reads one after another while eight visitors open the link without pause.
    const quiet: number[] = [];
    for (let i = 0; i < SAMPLES; i++) await read(quiet);
    let running = true;
    const flood: number[] = [];
    const visitors = Array.from({ length: VISITORS }, async (_, v) => {
      while (running) await view(v, flood);
    });
    const times: number[] = [];
    const floodStart = performance.now();
    for (let i = 0; i < SAMPLES; i++) await read(times);
    const seconds = (performance.now() - floodStart) / 1000;
    running = false;
    await Promise.all(visitors);
    rows.push(rowOf(`${VISITORS} visitors without pause`, quiet, times, flood, seconds));
    return { kind: db.kind, rows, logged };
  } finally {
    await server.stop();
  }
}

const results = await onEachDatabase(bench, {
  pglite: process.env.BENCH_SHARE_SKIP_PGLITE === '1',
  postgres: process.env.BENCH_SHARE_SKIP_PG === '1',
});
const ms = (x: number) => (x < 10 ? x.toFixed(1) : String(Math.round(x)));
console.log(
  `\nShare views under load (load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
for (const r of results) {
  console.log(`\n${r.kind} (${r.logged} workouts logged in the third phase):\n`);
  console.log(
    '| phase | quiet p50 ms | dashboard p50 ms | p90 ms | × quiet p50 | share views/s | view p50 ms |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of r.rows) {
    const view = row.viewP50 === null ? '–' : ms(row.viewP50);
    const rate = row.viewP50 === null ? '–' : String(Math.round(row.views));
    const ratio = (row.p50 / row.quiet).toFixed(2);
    console.log(
      `| ${row.phase} | ${ms(row.quiet)} | ${ms(row.p50)} | ${ms(row.p90)} | ${ratio} | ${rate} | ${view} |`,
    );
  }
  const ratio = r.rows[1]!.p50 / r.rows[1]!.quiet;
  const verdict = ratio <= 2 ? 'met' : 'MISSED';
  console.log(`\nTarget (8 views at once ≤ 2 × quiet p50): ${verdict} (${ratio.toFixed(2)} ×)`);
}
