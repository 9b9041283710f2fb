// The mixed load (issue 16 §1): `npm run bench:mixed` (after `npm run build`), part of `npm run bench`.
//
// For each database: the built server (`node dist/server/main.js`, as `npm run serve`) starts in a
// process of its own on a throw-away DATA_DIR or a throw-away PostgreSQL database; BENCH_MIXED_CLIENTS
// users (200) sign up through the API, each with BENCH_MIXED_HISTORY workouts (10) over the past
// weeks, a time zone and a share link. Then, in this process (never on the server's event loop):
// the `/readyz` floor, every client asking it and nothing else for BENCH_MIXED_FLOOR_SECONDS (10);
// then the mix of bench/mixed-load.ts (how the clients behave is described there) for
// BENCH_MIXED_SECONDS (60), with `/readyz` probed every 100 ms alongside; then every user's
// workouts are counted against those the server acknowledged. BENCH_MIXED_THINK_MS (500) is the
// mean think time; 0 makes it a closed loop. BENCH_DATABASE_URL is an admin URL for the PostgreSQL
// half (default: the local server; skipped with a note when it does not answer).
// BENCH_MIXED_SKIP_PGLITE / BENCH_MIXED_SKIP_PG leave one half out.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import {
  createPopulation,
  MIX,
  readyzFloor,
  runMixedLoad,
  verifyWorkouts,
  type KindStats,
} from './mixed-load';
import { ADMIN_URL, onEachDatabase } from './databases';
import { ENTRY, startServer } from './server';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const CLIENTS = num('BENCH_MIXED_CLIENTS', 200);
const SECONDS = num('BENCH_MIXED_SECONDS', 60);
const THINK_MS = num('BENCH_MIXED_THINK_MS', 500);
const FLOOR_SECONDS = num('BENCH_MIXED_FLOOR_SECONDS', 10);
const HISTORY = num('BENCH_MIXED_HISTORY', 10);
const PROBE_MS = 100;
if (!existsSync(ENTRY)) throw new Error('run `npm run build` first: the bench starts the server');

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const ms = (x: number) => (x < 10 ? x.toFixed(1) : String(Math.round(x)));

// Where the machine's CPU went during the mix (Linux /proc; clock ticks of 1/100 s). On a shared
// machine the throughput says as much about the neighbours as about the app; CPU seconds spent
// per answer much less, and the rest of the machine's share says how crowded it was.
const TICK = 100;
function processCpu(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The fields after the command's closing parenthesis start at field 3; utime, stime: 14, 15.
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // A process that has gone (or no /proc) adds nothing.
    }
  }
  return ticks / TICK;
}
function machineCpu(): number {
  try {
    const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = f.map(Number);
    return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) / TICK;
  } catch {
    return NaN;
  }
}

/** The PostgreSQL backends serving `database` (the server's pool). */
async function backends(database: string | undefined): Promise<number[]> {
  if (!database) return [];
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    const r = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [database],
    );
    return r.rows.map((x) => x.pid);
  } finally {
    await admin.end();
  }
}

/** Starts counting; the function it answers stops and says who used what. */
async function cpuMeter(server: number, database: string | undefined) {
  const take = async () => ({
    server: processCpu([server]),
    postgres: new Map((await backends(database)).map((pid) => [pid, processCpu([pid])])),
    self: process.cpuUsage(),
    machine: machineCpu(),
    at: performance.now(),
  });
  const start = await take();
  return async () => {
    const end = await take();
    // A backend the pool opened during the mix spent all its CPU in it; one it closed is lost.
    let postgres = 0;
    for (const [pid, cpu] of end.postgres) postgres += cpu - (start.postgres.get(pid) ?? 0);
    const server = end.server - start.server;
    const self = process.cpuUsage(start.self);
    const generator = (self.user + self.system) / 1e6;
    const machine = end.machine - start.machine;
    const seconds = (end.at - start.at) / 1000;
    return { seconds, server, postgres, generator, rest: machine - server - postgres - generator };
  };
}

async function benchDatabase(label: string, env: Record<string, string>, database?: string) {
  const log = (s: string) => console.error(`${label}: ${s}`);
  // Voice commands here are text; the recogniser has benches of its own.
  const server = await startServer({ env: { ...env, STT_ENGINE: 'none' } });
  try {
    let t0 = performance.now();
    const population = await createPopulation(server.base, CLIENTS, HISTORY);
    log(
      `${CLIENTS} users with ${HISTORY} workouts each in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
    const before = load();
    const floor = await readyzFloor(server.base, CLIENTS, FLOOR_SECONDS);
    log(`/readyz floor ${Math.round(floor.rps)} req/s`);
    t0 = performance.now();
    const cpu = await cpuMeter(server.pid, database);
    const result = await runMixedLoad(server.base, population, {
      seconds: SECONDS,
      thinkMs: THINK_MS,
      probeMs: PROBE_MS,
    });
    const used = await cpu();
    const drained = (performance.now() - t0) / 1000 - SECONDS;
    const after = load();
    const lost = await verifyWorkouts(server.base, population.users);
    const logged = population.users.reduce((s, u) => s + u.workouts, 0) - CLIENTS * HISTORY;
    // At LOG_LEVEL=warn, anything the server writes is a warning, an error or a crash; the one
    // that says recognition is off is expected (STT_ENGINE=none).
    const warnings = server
      .output()
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.includes('"code":"engine_off"'));
    return {
      label,
      floor,
      result,
      used,
      before,
      after,
      drained,
      lost,
      logged,
      warnings,
      exited: server.exited(),
    };
  } finally {
    await server.stop();
  }
}

type Run = Awaited<ReturnType<typeof benchDatabase>>;

function print(r: Run) {
  const { result, floor } = r;
  const row = (name: string, s: KindStats, share: string, rps: number) =>
    `| ${name} | ${s.count} | ${share} | ${Math.round(rps)} | ${ms(s.p50)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.errors} | ${s.status5xx} |`;
  console.log(
    `\n### ${r.label}\n\n${result.clients} clients, ${result.seconds} s, think time uniform 0–${2 * result.thinkMs} ms; load average ${r.before} before the mix, ${r.after} after\n`,
  );
  console.log('| kind | requests | share | req/s | p50 ms | p99 ms | max ms | errors | 5xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const s of result.kinds) {
    const share = `${((100 * s.count) / result.total.count).toFixed(1)} %`;
    console.log(
      row(
        `${s.kind} (weight ${MIX[s.kind as keyof typeof MIX]})`,
        s,
        share,
        s.inWindow / result.seconds,
      ),
    );
  }
  console.log(row('**all**', result.total, '100 %', result.total.rps));
  console.log(
    row(
      `\`/readyz\` probe, every ${PROBE_MS} ms during the mix`,
      result.probe,
      '—',
      result.probe.inWindow / result.seconds,
    ),
  );
  console.log(
    row(
      `\`/readyz\` floor: ${result.clients} clients asking only it, ${FLOOR_SECONDS} s before the mix`,
      floor,
      '—',
      floor.rps,
    ),
  );
  console.log(
    `\nmix ÷ floor: ${(result.total.rps / floor.rps).toFixed(3)}; answers still on their way at the end: ${result.total.count - result.total.inWindow} (drained in ${r.drained.toFixed(1)} s)`,
  );
  console.log(
    `voice replies: ${Object.entries(result.voiceActions)
      .map(([a, n]) => `${a} ${n}`)
      .join(', ')}`,
  );
  console.log(
    `workouts logged in the window: ${r.logged}; acknowledged but missing or extra afterwards: ${r.lost.length === 0 ? 'none' : JSON.stringify(r.lost.slice(0, 5))}`,
  );
  const u = r.used;
  const f = (x: number) => x.toFixed(1);
  console.log(
    `CPU over the mix's ${f(u.seconds)} s (${availableParallelism()} cores: ${f(u.seconds * availableParallelism())} core-seconds): ` +
      `server process ${f(u.server)} s` +
      (u.postgres > 0 ? `, PostgreSQL backends ${f(u.postgres)} s` : '') +
      `, load generator ${f(u.generator)} s, the rest of the machine ${f(u.rest)} s; ` +
      `server CPU per answer ${((1000 * u.server) / result.total.count).toFixed(2)} ms` +
      (u.postgres > 0
        ? `, PostgreSQL's ${((1000 * u.postgres) / result.total.count).toFixed(2)} ms`
        : ''),
  );
  for (const e of result.errorSamples) console.log(`error ×${e.count}: ${e.what}`);
  if (r.exited !== null) console.log(`the server stopped during the run (exit ${r.exited})`);
  console.log(`server log lines at warn or above: ${r.warnings.length}`);
  for (const w of r.warnings.slice(0, 5)) console.log(`  ${w.slice(0, 300)}`);
}

console.log(
  `## Mixed load: ${CLIENTS} clients, ${SECONDS} s, ${availableParallelism()} cores, Node ${process.versions.node}`,
);
const runs = await onEachDatabase(
  ({ kind, env, name }) =>
    kind === 'pglite'
      ? benchDatabase('PGlite (embedded, worker thread)', env)
      : benchDatabase('PostgreSQL', env, name),
  {
    pglite: Boolean(process.env.BENCH_MIXED_SKIP_PGLITE),
    postgres: Boolean(process.env.BENCH_MIXED_SKIP_PG),
  },
);
for (const r of runs) print(r);
