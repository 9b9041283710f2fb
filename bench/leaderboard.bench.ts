// The boards at scale (issue 10 §4, decision 017): `npx tsx bench/leaderboard.bench.ts`.
//
// PostgreSQL: a throw-away database is migrated and seeded directly in SQL with BENCH_LB_USERS
// users (default 1,000,000) and 20 XP events each (20,000,000), spread over the last 60 days with
// a long tail of heavy users; 5 % of users are hidden and each has a longest streak. The boards are
// then rebuilt from the ledger (`rebuildStandings`, timed: the operator's path). For each of the
// four types, BENCH_LB_READS (default 2,000) reads of the full board (top 50 + the caller's own
// rank) for random users are timed one after another, through the same service function the
// route calls; p50 and p99 are reported. Then the same while a process of its own writes XP at
// 500 events/s through the app's own write path (a user's row locked, the event appended, the
// boards moved) and sweeps the weekly window every 10 s, as every instance does.
//
// PGlite: the same at BENCH_LB_PGLITE_USERS (default 100,000) users, the writer in-process (PGlite
// is one connection in this process). Targets (issue 10): PostgreSQL p50 ≤ 2 ms, p99 ≤ 10 ms, also
// while writing. BENCH_DATABASE_URL is an admin URL for the PostgreSQL half (default: the local
// server, skipped with a note when it does not answer). BENCH_LB_SEEDED_URL reuses a database an
// earlier run seeded (BENCH_LB_KEEP=1 keeps it), since seeding takes minutes.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../src/server/db/client';
import type { LeaderboardType } from '../src/shared/schemas/progression';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_USERS = Number(process.env.BENCH_LB_USERS ?? 1_000_000);
const PGLITE_USERS = Number(process.env.BENCH_LB_PGLITE_USERS ?? 100_000);
const EVENTS_PER_USER = 20;
const READS = Number(process.env.BENCH_LB_READS ?? 2000);
const WRITES_PER_SECOND = 500;
const TYPES: LeaderboardType[] = ['xp', 'level', 'streak', 'weekly_xp'];

const load = async () => ({
  client: await import('../src/server/db/client'),
  board: await import('../src/server/features/leaderboard/leaderboard.service'),
  entryIds: (await import('../src/server/features/leaderboard/entry-ids')).entryIds,
  progression: await import('../src/server/features/progression/progression.service'),
});

/** Seeds users, the ledger and streaks in SQL, then rebuilds the boards from the ledger. */
async function seed(db: Db, users: number, log: (s: string) => void) {
  const { progression } = await load();
  let t0 = performance.now();
  await db.execute(sql`
    insert into users (username, display_name, time_zone, leaderboard_visible)
    select 'bench' || i, 'Runner ' || i, 'UTC', i % 20 <> 0
      from generate_series(1, ${users}) i`);
  // Indexes are built after the bulk insert, as a restore would.
  await db.execute(
    sql`drop index xp_events_user_effective_idx, xp_events_user_day_idx, xp_events_effective_idx`,
  );
  await db.execute(sql`
    insert into xp_events (user_id, reason, source_id, amount, local_day, effective_at)
    select u.id, 'workout', gen_random_uuid(),
           25 + floor(170 * power(random(), 3))::int * (1 + (hashtext(u.id::text) & 7) / 7),
           (ts at time zone 'UTC')::date, ts
      from users u
     cross join generate_series(1, ${EVENTS_PER_USER}) n
     cross join lateral (select now() - random() * interval '60 days' + n * interval '0 s' as ts) t`);
  await db.execute(
    sql`create index xp_events_user_effective_idx on xp_events (user_id, effective_at)`,
  );
  await db.execute(
    sql`create index xp_events_user_day_idx on xp_events (user_id, reason, local_day)`,
  );
  await db.execute(sql`create index xp_events_effective_idx on xp_events (effective_at)`);
  await db.execute(sql`
    insert into leaderboard_entries (user_id, visible, longest_streak)
    select id, leaderboard_visible, floor(60 * power(random(), 4))::int from users`);
  log(
    `seeded ${users.toLocaleString('en')} users and ${(users * EVENTS_PER_USER).toLocaleString('en')} events in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  t0 = performance.now();
  await progression.rebuildStandings(db);
  log(`rebuilt the boards from the ledger in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze`);
}

async function userIds(db: Db, n: number) {
  const r = (await db.execute(
    sql`select id from users order by random() limit ${n}`,
  )) as unknown as { rows: { id: string }[] };
  return r.rows.map((x) => x.id);
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** READS full-board reads of `type` for random users, one after another: p50, p99 in ms. */
async function timeReads(db: Db, type: LeaderboardType, ids: string[]) {
  const { board, entryIds } = await load();
  // The route's opaque entry ids, under a throw-away secret (they cost an HMAC per row).
  const entries = entryIds('bench-secret-of-at-least-32-characters');
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t0 = performance.now();
    await board.getLeaderboard(db, entries, type, ids[i % ids.length]!);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p99: pct(times, 99) };
}

/** One XP event for `userId` through the app's write path (the row locked, the boards moved). */
async function writeOne(db: Db, userId: string) {
  const { progression } = await load();
  await db.transaction(async (tx) => {
    await progression.lockProgress(tx, userId);
    const effectiveAt = new Date();
    const amount = 25 + Math.floor(Math.random() * 100);
    await tx.execute(sql`
      insert into xp_events (user_id, reason, source_id, amount, local_day, effective_at)
      values (${userId}, 'workout', gen_random_uuid(), ${amount}, ${effectiveAt.toISOString().slice(0, 10)}, ${effectiveAt})`);
    await progression.changeScores(tx, userId, { events: [{ amount, effectiveAt }] });
  });
}

/**
 * Writes at WRITES_PER_SECOND until `stop()`: every 10 ms, the writes that are due, at most 32
 * in flight (a write that would exceed that waits, so a slow database shows as a lower rate);
 * sweeps the weekly window every 10 s, as every instance does.
 */
function startWriter(db: Db, ids: string[]) {
  let stopped = false;
  let written = 0;
  let failed = 0;
  let inFlight = 0;
  let lastError = '';
  const started = performance.now();
  const run = (async () => {
    const { progression } = await load();
    let sweeps = 0;
    while (!stopped) {
      await new Promise((r) => setTimeout(r, 10));
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.floor(elapsed * WRITES_PER_SECOND) - written - failed - inFlight;
      for (let i = 0; i < due && inFlight < 32; i++) {
        inFlight++;
        writeOne(db, ids[Math.floor(Math.random() * ids.length)]!).then(
          () => {
            inFlight--;
            written++;
          },
          (err: unknown) => {
            inFlight--;
            failed++;
            lastError = String(err);
          },
        );
      }
      if (elapsed / 10 > sweeps + 1) {
        sweeps++;
        await progression.sweepWeekly(db);
      }
    }
    while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
  })();
  return async () => {
    stopped = true;
    await run;
    if (lastError) console.error(`writer: ${failed} writes failed, the last with ${lastError}`);
    return { rate: written / ((performance.now() - started) / 1000), failed };
  };
}

type Row = {
  type: string;
  idle: { p50: number; p99: number };
  writing: { p50: number; p99: number };
};

/**
 * The reads idle, then while the writer runs. Throughout, this process sweeps the weekly window
 * every 10 s, as every app instance does (the writer's process is a second instance).
 */
async function measure(
  db: Db,
  ids: string[],
  writer: () => () => Promise<{ rate: number; failed: number }>,
) {
  const { progression } = await load();
  await progression.sweepWeekly(db); // the window as a running instance keeps it
  const sweeper = setInterval(() => void progression.sweepWeekly(db), 10_000);
  try {
    const rows: Row[] = [];
    for (const type of TYPES) {
      rows.push({ type, idle: await timeReads(db, type, ids), writing: { p50: 0, p99: 0 } });
    }
    const stop = writer();
    await new Promise((r) => setTimeout(r, 2000)); // the writer at its pace first
    for (const row of rows) row.writing = await timeReads(db, row.type as LeaderboardType, ids);
    const achieved = await stop();
    return { rows, achieved };
  } finally {
    clearInterval(sweeper);
  }
}

function report(name: string, r: Awaited<ReturnType<typeof measure>>) {
  const f = (x: number) => x.toFixed(2);
  console.log(`\n### ${name}\n`);
  console.log('| board | p50 idle | p99 idle | p50 writing | p99 writing |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of r.rows) {
    console.log(
      `| ${row.type} | ${f(row.idle.p50)} ms | ${f(row.idle.p99)} ms | ${f(row.writing.p50)} ms | ${f(row.writing.p99)} ms |`,
    );
  }
  console.log(
    `\nwriter: ${r.achieved.rate.toFixed(0)} events/s achieved (target ${WRITES_PER_SECOND}), ${r.achieved.failed} failed`,
  );
}

/** The writer for PostgreSQL: a process of its own, so it never shares the reader's event loop. */
async function writerProcess() {
  const url = process.env.LB_WRITER_URL!;
  const { client } = await load();
  const database = await client.openDatabase({ databaseUrl: url, dataDir: null });
  const ids = await userIds(database.db, 50_000);
  const stop = startWriter(database.db, ids);
  process.send!({ type: 'ready' });
  process.on('message', async () => {
    process.send!({ type: 'done', ...(await stop()) });
    await database.close();
    process.exit(0);
  });
}

async function postgres() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.log('\n### PostgreSQL\n\nskipped: no server answers at BENCH_DATABASE_URL');
    return;
  }
  const seeded = process.env.BENCH_LB_SEEDED_URL;
  const name = `joeyfit_lb_bench_${process.pid}`;
  if (!seeded) await admin.query(`create database ${name}`);
  const url = seeded ?? ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const { client } = await load();
  const database: Database = await client.openDatabase({ databaseUrl: url, dataDir: null });
  try {
    await client.migrateDatabase(database);
    if (!seeded) await seed(database.db, PG_USERS, (s) => console.log(`PostgreSQL: ${s}`));
    const ids = await userIds(database.db, 10_000);
    const result = await measure(database.db, ids, () => {
      const child = fork(import.meta.filename, ['writer'], {
        env: { ...process.env, LB_WRITER_URL: url },
        execArgv: process.execArgv,
      });
      const ready = new Promise((r) => child.once('message', r));
      return async () => {
        await ready;
        const done = new Promise<{ rate: number; failed: number }>((r) =>
          child.on('message', (m: { type: string; rate: number; failed: number }) => {
            if (m.type === 'done') r(m);
          }),
        );
        child.send('stop');
        return done;
      };
    });
    const counted = (await database.db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from xp_events)::int as events`,
    )) as unknown as { rows: [{ users: number; events: number }] };
    const { users, events } = counted.rows[0];
    report(
      `PostgreSQL, ${users.toLocaleString('en')} users, ${events.toLocaleString('en')} XP events`,
      result,
    );
  } finally {
    await database.close();
    if (!seeded && !process.env.BENCH_LB_KEEP)
      await admin.query(`drop database ${name} with (force)`);
    else if (!seeded) console.log(`kept: BENCH_LB_SEEDED_URL=${url}`);
    await admin.end();
  }
}

async function pglite() {
  const { client } = await load();
  const dir = mkdtempSync(path.join(tmpdir(), 'joeyfit-lb-bench-'));
  const database = await client.openDatabase({ dataDir: dir });
  try {
    await client.migrateDatabase(database);
    await seed(database.db, PGLITE_USERS, (s) => console.log(`PGlite: ${s}`));
    const ids = await userIds(database.db, 10_000);
    const result = await measure(database.db, ids, () => startWriter(database.db, ids));
    report(
      `PGlite, ${PGLITE_USERS.toLocaleString('en')} users, ${(PGLITE_USERS * EVENTS_PER_USER).toLocaleString('en')} XP events (writer in the same process)`,
      result,
    );
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'writer') {
  await writerProcess();
} else {
  console.log(`## Leaderboards at scale (${READS} reads per board, one after another)`);
  if (!process.env.BENCH_LB_SKIP_PG) await postgres();
  if (!process.env.BENCH_LB_SKIP_PGLITE) await pglite();
}
