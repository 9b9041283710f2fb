// The offline outbox against issue 28's target: "the outbox holds 500 writes and replays them in
// under 30 s on PGlite". `tsx bench/outbox.bench.ts` after `npm run build`, part of `npm run bench`.
//
// For each database (bench/databases.ts), the built server in a process of its own
// (bench/server.ts) and a user signed up through the API. The app's own Outbox class
// (src/client/lib/outbox) runs here in Node on fake-indexeddb, sending with its own fetch code
// (sendOverFetch: POST with the Idempotency-Key) through a fetch that points the app's relative
// URLs at the server and carries the session cookie, as the browser would:
// 1. offline (isOnline false, so nothing is fetched): BENCH_OUTBOX_WRITES (500) workouts kept —
//    a 6-exercise strength day or a run, alternately, each dated an hour apart — and the 501st
//    refused with OutboxFullError;
// 2. a new Outbox on the same IndexedDB database (a reload), then back online: one syncNow()
//    replays them all, oldest first, one at a time; timed from the call until the outbox is
//    empty. The server's count is checked: exactly 500, in the order kept;
// 3. the same 500 keys replayed again (as if every answer had been lost): the server answers
//    each with the first result and writes nothing — still 500.
// BENCH_DATABASE_URL: the PostgreSQL admin URL (bench/databases.ts).
import 'fake-indexeddb/auto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  MAX_KEPT_WRITES,
  Outbox,
  OutboxFullError,
  type OutboxWrite,
  type OutboxWriteInput,
} from '../src/client/lib/outbox';
import { openIdbStore } from '../src/client/lib/outbox/store';
import { onEachDatabase, type BenchDatabase } from './databases';
import { ENTRY, startServer } from './server';

const WRITES = Number(process.env.BENCH_OUTBOX_WRITES ?? MAX_KEPT_WRITES);
/** Issue 28: 500 kept writes replayed in under 30 s on PGlite. */
const TARGET_MS = 30_000;
const HOUR = 3_600_000;
if (!existsSync(ENTRY)) throw new Error('run `npm run build` first: the bench starts the server');

const realFetch = globalThis.fetch;

/** The browser's fetch for one signed-in page: relative URLs on `base`, the session cookie. */
function pageFetch(base: string, cookie: string): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input;
    const headers = new Headers(init?.headers);
    headers.set('cookie', cookie);
    headers.set('origin', base);
    return realFetch(url, { ...init, headers });
  };
}

async function signUp(base: string) {
  const res = await realFetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_outbox_${Date.now().toString(36)}`,
      password: 'correct horse battery',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('jf_session='))!;
  const { id } = (await res.json()) as { id: string };
  return { id, cookie: cookie.split(';')[0]! };
}

function workoutWrite(userId: string, i: number, start: number): OutboxWriteInput {
  const completedAt = new Date(start + i * HOUR).toISOString();
  const body =
    i % 2 === 0
      ? {
          userId,
          name: `Strength day ${i}`,
          type: 'strength' as const,
          completedAt,
          exercises: ['Bench Press', 'Squat', 'Deadlift', 'Row', 'Overhead Press', 'Curl'].map(
            (name) => ({ name, sets: 4, reps: 8, weight: 135 }),
          ),
        }
      : {
          userId,
          name: `Run ${i}`,
          type: 'cardio' as const,
          completedAt,
          exercises: [{ name: 'Run', sets: 1, duration: 1800, distance: 5 }],
        };
  return { kind: 'workout', url: '/api/workouts', body };
}

async function serverTotal(base: string, cookie: string, userId: string) {
  const res = await realFetch(`${base}/api/workouts/${userId}/page?limit=1`, {
    headers: { cookie },
  });
  if (!res.ok) throw new Error(`page: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { total: number }).total;
}

interface Row {
  kind: BenchDatabase['kind'];
  keepMs: number;
  replayMs: number;
  againMs: number;
  total: number;
  totalAfterAgain: number;
  orderKept: boolean;
}

async function benchDatabase(db: BenchDatabase): Promise<Row> {
  const server = await startServer({ env: { ...db.env, SIGNUP_LIMIT: '1000' } });
  try {
    const user = await signUp(server.base);
    globalThis.fetch = pageFetch(server.base, user.cookie);
    const idb = `bench-outbox-${db.kind}-${Date.now()}`;
    let online = false;
    const make = () =>
      new Outbox({
        openStore: () => openIdbStore(idb),
        isOnline: () => online,
        channel: null,
        listenOnline: false,
      });

    // 1. Offline: 500 kept, the 501st refused.
    const first = make();
    first.setUser(user.id);
    await first.ready();
    const start = Date.now() - (WRITES + 24) * HOUR;
    const t0 = performance.now();
    for (let i = 0; i < WRITES; i++) {
      const outcome = await first.submit(workoutWrite(user.id, i, start));
      if (outcome.status !== 'queued') throw new Error(`write ${i} was ${outcome.status}`);
    }
    const keepMs = performance.now() - t0;
    if (WRITES >= MAX_KEPT_WRITES) {
      const over = await first.submit(workoutWrite(user.id, WRITES, start)).catch((e) => e);
      if (!(over instanceof OutboxFullError)) throw new Error(`the 501st was not refused: ${over}`);
    }
    const kept: OutboxWrite[] = [...first.getSnapshot().writes];
    first.close();

    // 2. A reload, back online: one replay.
    const second = make();
    second.setUser(user.id);
    await second.ready();
    if (second.getSnapshot().writes.length !== WRITES) throw new Error('not all writes were kept');
    let synced = 0;
    second.onSynced(() => synced++);
    online = true;
    const t1 = performance.now();
    await second.syncNow();
    const replayMs = performance.now() - t1;
    const left = second.getSnapshot().writes;
    if (left.length > 0 || synced !== WRITES) {
      throw new Error(`replay left ${left.length} (${left[0]?.error?.message ?? left[0]?.state})`);
    }
    second.close();
    const total = await serverTotal(server.base, user.cookie, user.id);
    const listed = await realFetch(`${server.base}/api/workouts/${user.id}`, {
      headers: { cookie: user.cookie },
    }).then((r) => r.json() as Promise<{ name: string }[]>);
    // Newest first on the server; kept (and dated) oldest first.
    const orderKept = listed
      .map((w) => w.name)
      .reverse()
      .every((name, i) => {
        const w = kept[i]!;
        return w.kind === 'workout' && name === w.body.name;
      });

    // 3. Every answer lost: the same keys again.
    const again = make();
    const store = await openIdbStore(idb);
    await store.put(...kept.map((w) => ({ ...w, state: 'pending' as const })));
    store.close();
    again.setUser(user.id);
    await again.ready();
    const t2 = performance.now();
    await again.syncNow();
    const againMs = performance.now() - t2;
    again.close();
    const totalAfterAgain = await serverTotal(server.base, user.cookie, user.id);
    return { kind: db.kind, keepMs, replayMs, againMs, total, totalAfterAgain, orderKept };
  } finally {
    globalThis.fetch = realFetch;
    await server.stop();
  }
}

const rows = await onEachDatabase(benchDatabase);
const fmt = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `\nThe outbox (issue 28): ${WRITES} workouts kept offline, then replayed — load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(
  '| database | keep offline, s (ms/write) | replay, s (ms/write, writes/s) | on the server | replayed again (lost answers), s | after again | target < 30 s |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const name = r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const met = r.replayMs < TARGET_MS ? 'met' : 'NOT met';
  console.log(
    `| ${name} | ${fmt(r.keepMs)} (${(r.keepMs / WRITES).toFixed(1)}) | ${fmt(r.replayMs)} (${(r.replayMs / WRITES).toFixed(1)}, ${Math.round((WRITES * 1000) / r.replayMs)}) | ${r.total}${r.orderKept ? ', in order' : ', OUT OF ORDER'} | ${fmt(r.againMs)} | ${r.totalAfterAgain} | ${r.kind === 'pglite' ? met : '—'} |`,
  );
}
const bad = rows.find((r) => r.total !== WRITES || r.totalAfterAgain !== WRITES || !r.orderKept);
if (bad) {
  console.error(`\n${bad.kind}: ${bad.total} then ${bad.totalAfterAgain} workouts, not ${WRITES}`);
  process.exitCode = 1;
}
