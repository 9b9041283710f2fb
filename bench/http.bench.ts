// The hot reads against the database floor (issue 9 §5), on PGlite and on PostgreSQL in one run,
// so every figure reads as a ratio to `/readyz` measured minutes earlier on the same machine.
//
// For each database: the built server (`node dist/server/main.js`, as `npm run serve`) starts on a
// throw-away DATA_DIR or a throw-away PostgreSQL database, a user with 60 workouts, 6 goals and
// 20 weigh-ins is created through the API, and autocannon runs in a process of its own (so the
// load generator never competes with the server's event loop) with 32 connections per route.
//
// Targets (issue 9): every hot read ≥ 0.25 × /readyz (goal 0.5 ×), dashboard p99 ≤ 50 ms.
// Issue 30 §4: every hot read ≥ 0.5 × /readyz when nothing changed (the read cache answers after
// the session lookup, plugins/read-cache.ts) and ≥ 0.25 × just after a write. "Just after a
// write" is a second server on a database of its own with READ_CACHE_ENTRIES=0: every read is
// read, as the first read after a write is (a write moves the version, so the next read misses).
// BENCH_SECONDS (default 5) sets each route's run; BENCH_DATABASE_URL an admin URL for the
// PostgreSQL half (default: the local server, skipped with a note when it does not answer).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { onEachDatabase } from './databases';
import { autocannon, CONNECTIONS, SECONDS, type LoadResult } from './load';
import { ENTRY, startServer } from './server';

const WORKOUTS = 60;
if (!existsSync(ENTRY)) throw new Error('run `npm run build` first: the bench starts the server');

/**
 * A load run that every request answered 2xx (or, with `notModified`, 304 as a browser that sent
 * the answer's ETag back gets), or an error naming what failed.
 */
async function measureOk(
  url: string,
  headers: Record<string, string>,
  notModified = false,
): Promise<LoadResult> {
  const r = await autocannon(url, headers);
  const wrong = notModified ? r.non2xx - r.notModified : r.non2xx;
  if (wrong > 0 || r.errors > 0 || (notModified && r.notModified === 0)) {
    throw new Error(`${url}: ${wrong} wrong answers, ${r.notModified} 304s, ${r.errors} errors`);
  }
  return r;
}

/** A user with a realistic history, created through the API as the app would. */
async function seedUser(base: string) {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
  };
  const user = (await call('POST', '/api/auth/register', {
    username: `bench_${randomBytes(4).toString('hex')}`,
    password: 'bench password 1',
  })) as { id: string };

  const day = 86_400_000;
  for (let i = 0; i < WORKOUTS; i++) {
    const completedAt = new Date(Date.now() - (WORKOUTS - i) * day).toISOString();
    const exercises =
      i % 3 === 2
        ? [{ name: 'Running', sets: 1, reps: 1, duration: 1800, distance: 3 + (i % 4) }]
        : [
            { name: 'Bench Press', sets: 3, reps: 8, weight: 135 + 5 * (i % 6) },
            { name: 'Squat', sets: 4, reps: 5, weight: 185 + 5 * (i % 5) },
            { name: 'Push-ups', sets: 3, reps: 15 },
          ];
    await call('POST', '/api/workouts', {
      userId: user.id,
      name: i % 3 === 2 ? 'Morning run' : 'Strength day',
      type: i % 3 === 2 ? 'cardio' : 'strength',
      completedAt,
      exercises,
    });
  }
  const goals = [
    { title: 'Run 100 miles', type: 'distance', targetValue: 100, unit: 'miles', tracking: 'distance' },
    { title: 'Train 40 times', type: 'general', targetValue: 40, unit: 'workouts', tracking: 'workouts' },
    { title: 'Bench 225', type: 'strength', targetValue: 225, unit: 'lbs', tracking: 'lift', trackExercise: 'Bench Press' },
    { title: 'Lose 10 pounds', type: 'weight_loss', targetValue: 10, unit: 'lbs', tracking: 'body_weight' },
    { title: 'Stretch more', type: 'general', targetValue: 20, unit: 'units', tracking: 'manual' },
    { title: 'Endurance', type: 'time', targetValue: 600, unit: 'minutes', tracking: 'duration' },
  ]; // prettier-ignore
  for (let i = 0; i < 20; i++) {
    await call('POST', '/api/body-weights', {
      weight: 190 - i * 0.5,
      unit: 'lb',
      measuredAt: new Date(Date.now() - (20 - i) * 3 * day).toISOString(),
    });
  }
  for (const goal of goals) {
    await call('POST', '/api/goals', {
      userId: user.id,
      description: null,
      currentValue: 0,
      ...goal,
    });
  }
  return { id: user.id, cookie };
}

interface Row {
  name: string;
  result: LoadResult | null;
  note?: string;
}

/** The hot reads (issue 30 §4): what the signed-in screens read on every visit. */
const hotReads = (id: string): [string, string][] => [
  ['`GET /api/dashboard/{id}`', `/api/dashboard/${id}`],
  ['`GET /api/workouts/{id}/page` (20 of 60)', `/api/workouts/${id}/page`],
  ['`GET /api/goals/{id}` (6 goals)', `/api/goals/${id}`],
  ['`GET /api/progress/{id}`', `/api/progress/${id}`],
  ['`GET /api/workouts/{id}` (all 60)', `/api/workouts/${id}`],
  ['`GET /api/progression/me`', '/api/progression/me'],
  ['`GET /api/exercises/names`', '/api/exercises/names'],
  // Kept under the boards' version too (others' scores move it); the weekly board also expires
  // when its oldest XP leaves the window.
  ['`GET /api/leaderboard/xp`', '/api/leaderboard/xp'],
  ['`GET /api/leaderboard/weekly_xp`', '/api/leaderboard/weekly_xp'],
];

async function benchDatabase(label: string, env: Record<string, string>, cache: boolean) {
  const server = await startServer({
    env: { ...env, SIGNUP_LIMIT: '1000', ...(cache ? {} : { READ_CACHE_ENTRIES: '0' }) },
  });
  try {
    const user = await seedUser(server.base);
    const auth = { cookie: user.cookie };
    const rows: Row[] = [];
    const measure = async (
      name: string,
      url: string,
      headers: Record<string, string> = {},
      notModified = false,
    ) => {
      // Routes that a later issue adds are listed as absent rather than failing the run.
      const probe = await fetch(`${server.base}${url}`, { headers });
      if (probe.status === 404) return rows.push({ name, result: null, note: 'no such route' });
      if (!probe.ok && probe.status !== 304) {
        throw new Error(`${url}: ${probe.status} ${await probe.text()}`);
      }
      rows.push({ name, result: await measureOk(`${server.base}${url}`, headers, notModified) });
    };
    await measure('`/readyz` (one `select 1`): the database floor', '/readyz');
    if (cache) {
      await measure('`/healthz`, no cookie', '/healthz');
      await measure('`/healthz` with a session cookie', '/healthz', auth);
      await measure('`GET /api/auth/user`', '/api/auth/user', auth);
    }
    for (const [name, url] of hotReads(user.id)) await measure(name, url, auth);
    if (cache) {
      // A browser revalidating what it holds: If-None-Match with the answer's ETag → 304.
      const url = `/api/dashboard/${user.id}`;
      const etag = (await fetch(`${server.base}${url}`, { headers: auth })).headers.get('etag');
      if (!etag) throw new Error(`${url}: no ETag`);
      await measure(
        '`GET /api/dashboard/{id}` with its ETag (304)',
        url,
        { ...auth, 'if-none-match': etag },
        true,
      );
    }
    const when = cache ? 'nothing changed (cached)' : 'just after a write (READ_CACHE_ENTRIES=0)';
    return { label: `${label}, ${when}`, rows };
  } finally {
    await server.stop();
  }
}

function print({ label, rows }: { label: string; rows: Row[] }) {
  const floor = rows.find((r) => r.name.startsWith('`/readyz`'))!.result!.rps;
  console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s a route\n`);
  console.log('| read | req/s | × /readyz | p50 ms | p99 ms |\n| --- | --- | --- | --- | --- |');
  for (const { name, result, note } of rows) {
    if (!result) {
      console.log(`| ${name} | — | — | — | — (${note}) |`);
      continue;
    }
    const ratio = (result.rps / floor).toFixed(2);
    console.log(
      `| ${name} | ${Math.round(result.rps)} | ${ratio} | ${result.p50} | ${result.p99} |`,
    );
  }
}

// Both servers of a database one after the other, so their ratios are of one run.
const results = await onEachDatabase(async ({ kind, env }) => {
  const label = kind === 'pglite' ? 'PGlite (embedded, worker thread)' : 'PostgreSQL';
  return [await benchDatabase(label, env, true), await benchDatabase(label, env, false)];
});
for (const r of results.flat()) print(r);
