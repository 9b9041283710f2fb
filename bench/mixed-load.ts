// The mixed load of issue 16 §1: sign-ins, dashboard reads, logged workouts, leaderboard polling,
// voice commands and share views at once, against the real server in a process of its own.
// `bench/mixed.bench.ts` runs it with 200 users for 60 s on each database and prints the figures;
// `tests/api/mixed-load.test.ts` runs a short version and requires every answer to be right.
//
// How a client behaves (the issue leaves it open; docs/BENCHMARKS.md says the same):
// - A client is one user with their own account, session and address. The address goes in
//   X-Forwarded-For and the server trusts it from loopback (TRUST_PROXY=loopback), as behind a
//   reverse proxy, so per-address limits see 200 people rather than one machine and stay at
//   their production values (SIGNUP_LIMIT too).
// - It does one thing at a time: picks an action by the MIX weights, waits for the whole answer,
//   then thinks for a random time, uniform from 0 to twice `thinkMs` (0: closed loop, no think
//   time). Its first action is fixed by its number, so even a short run with a few clients does
//   every kind. Clients start spread over one think time instead of all at once.
// - Sign-in is 1 action in 200: sessions last 30 days, so people sign in rarely, but each one is
//   a full scrypt (N = 2^15) and is measured as such. A sign-in is made with the client's current
//   cookie, as a browser that signs in again (the server ends that session and starts another).
// - Voice commands are text (the Type instead box, or what the recogniser heard; the recogniser is
//   measured in the voice benches). A person speaks at most a few workouts, weigh-ins and goals
//   and asks for one suggestion in a run: the Free plan's allowances (20 voice workouts a month, 3
//   suggestions a week) are product quotas a fast loop would meet and a person would not. Every
//   reply must be the action the sentence asks for.
// - A share view is a visitor opening someone's link: the public read, without a cookie.
// - `/readyz` is probed on its own every `probeMs` during the window (as a load balancer would);
//   its floor alone, with every client asking it and nothing else, is `readyzFloor`.
// Errors are anything but the expected 2xx: a 4xx, a 5xx, no answer within 30 s, a lost connection,
// or a voice reply of another action. Acknowledged workouts are counted per user, and
// `verifyWorkouts` checks afterwards that each user has exactly those.
import { randomBytes, randomUUID } from 'node:crypto';

export const KINDS = [
  'sign-in',
  'dashboard',
  'log workout',
  'leaderboard',
  'voice',
  'share view',
] as const;
export type Kind = (typeof KINDS)[number];

/** Relative weights of the actions (out of 200). */
export const MIX: Record<Kind, number> = {
  'sign-in': 1,
  dashboard: 60,
  'log workout': 30,
  leaderboard: 50,
  voice: 29,
  'share view': 30,
};

/** No answer within this long counts as an error (the client gives up, as a person would). */
const REQUEST_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Requests

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  text: string;
  setCookie: string | null;
}

interface Request {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  cookie?: string;
  address: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request, its whole answer read (a browser waits for it too). */
async function send(base: string, r: Request): Promise<Answer> {
  const res = await fetch(`${base}${r.path}`, {
    method: r.method ?? 'GET',
    headers: {
      'x-forwarded-for': r.address,
      // A browser sends its Origin with every write (the CSRF guard checks it).
      ...(r.method && r.method !== 'GET' ? { origin: base } : {}),
      ...(r.cookie ? { cookie: r.cookie } : {}),
      ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...r.headers,
    },
    body: r.body === undefined ? undefined : JSON.stringify(r.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith('jf_session='));
  return { status: res.status, text: await res.text(), setCookie: session?.split(';')[0] ?? null };
}

/** For setup, where anything but the expected answer stops the run. */
async function must(base: string, r: Request, status = 200) {
  const a = await send(base, r);
  if (a.status !== status) {
    throw new Error(`${r.method ?? 'GET'} ${r.path}: ${a.status} ${a.text.slice(0, 300)}`);
  }
  return a;
}

/** Runs `fn` over `items`, `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// Users, made before the timed window through the API as people make them

export interface LoadUser {
  id: string;
  username: string;
  password: string;
  cookie: string;
  /** The client's own address (X-Forwarded-For). */
  address: string;
  /** Workouts the server has acknowledged for this user (seeded and during the run). */
  workouts: number;
}

export interface Population {
  users: LoadUser[];
  /** One public share token per user. */
  shareTokens: string[];
}

const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney'];
const DAY = 86_400_000;

const strength = (i: number) => ({
  name: 'Strength day',
  type: 'strength',
  exercises: [
    { name: 'Bench Press', sets: 3, reps: 8, weight: 135 + 5 * (i % 6), restTime: 90 },
    { name: 'Squat', sets: 4, reps: 5, weight: 185 + 5 * (i % 5), restTime: 120 },
    { name: 'Push-ups', sets: 3, reps: 15 },
  ],
});
const cardio = (i: number) => ({
  name: 'Morning run',
  type: 'cardio',
  exercises: [{ name: 'Running', sets: 1, duration: 1500 + 60 * (i % 10), distance: 3 + (i % 4) }],
});
const workoutBody = (userId: string, i: number, completedAt: Date) => ({
  userId,
  ...(i % 3 === 2 ? cardio(i) : strength(i)),
  completedAt: completedAt.toISOString(),
});

/**
 * `count` users through the API: each signs up (first and last name, listed on the boards by
 * default), sets a time zone, logs `history` workouts over the past weeks and shares the latest.
 */
export async function createPopulation(
  base: string,
  count: number,
  history: number,
): Promise<Population> {
  const run = randomBytes(3).toString('hex');
  // Sign-ups are scrypt-bound: four at a time, as many as libuv's pool hashes at once.
  const users = await pool(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i): Promise<LoadUser> => {
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const username = `load_${run}_${i}`;
      const password = `load password ${i}`;
      const a = await must(base, {
        method: 'POST',
        path: '/api/auth/register',
        address,
        body: { username, password, firstName: 'Load', lastName: `Runner ${i}` },
      });
      const { id } = JSON.parse(a.text) as { id: string };
      return { id, username, password, cookie: a.setCookie!, address, workouts: 0 };
    },
  );
  const shareTokens = await pool(users, 8, async (u, i) => {
    await must(base, {
      method: 'PUT',
      path: '/api/users/me/time-zone',
      cookie: u.cookie,
      address: u.address,
      body: { timeZone: ZONES[i % ZONES.length] },
    });
    let last = '';
    for (let w = 0; w < history; w++) {
      const when = new Date(Date.now() - (history - w) * 2 * DAY);
      const a = await must(
        base,
        {
          method: 'POST',
          path: '/api/workouts',
          cookie: u.cookie,
          address: u.address,
          body: workoutBody(u.id, w + i, when),
        },
        201,
      );
      last = (JSON.parse(a.text) as { id: string }).id;
      u.workouts++;
    }
    const share = await must(
      base,
      {
        method: 'POST',
        path: '/api/shares',
        cookie: u.cookie,
        address: u.address,
        // The Free plan's links last at most 7 days.
        body: { workoutId: last, expiresAt: new Date(Date.now() + 6 * DAY).toISOString() },
      },
      201,
    );
    return (JSON.parse(share.text) as { url: string }).url.split('/s/')[1]!;
  });
  return { users, shareTokens };
}

// ---------------------------------------------------------------------------------------------
// What a voice command says

type VoiceAction = 'log_workout' | 'log_weight' | 'set_goal' | 'check_progress' | 'get_suggestion';

// Written for this bench (none is a line of the voice corpora).
const VOICE_LINES: { text: string; action: VoiceAction }[] = [
  { text: 'I just did four sets of eight squats at 185 pounds', action: 'log_workout' },
  { text: 'log 3 sets of 15 push-ups and 3 sets of 10 pull-ups', action: 'log_workout' },
  { text: 'I cycled 12 miles in 45 minutes this morning', action: 'log_workout' },
  { text: 'rowed five kilometers on the erg in 22 minutes', action: 'log_workout' },
  { text: 'how much have I trained over the last few days', action: 'check_progress' },
  { text: 'how is my progress going', action: 'check_progress' },
  { text: 'I weigh 176 pounds this morning', action: 'log_weight' },
  { text: 'set a goal to deadlift 315 pounds', action: 'set_goal' },
  { text: 'what should I train today', action: 'get_suggestion' },
];

/** How often one person does each in a run; progress questions are unlimited. */
const VOICE_PER_USER: Record<VoiceAction, number> = {
  log_workout: 8,
  log_weight: 2,
  set_goal: 2,
  get_suggestion: 1,
  check_progress: Infinity,
};

// ---------------------------------------------------------------------------------------------
// Figures

export interface KindStats {
  kind: string;
  /** Answers received (or given up on), in the window and after it. */
  count: number;
  /** Answers completed within the window: the throughput's numerator. */
  inWindow: number;
  errors: number;
  /** Of the errors, answers with a 5xx status. */
  status5xx: number;
  p50: number;
  p99: number;
  max: number;
}

export interface LoadResult {
  seconds: number;
  clients: number;
  thinkMs: number;
  kinds: KindStats[];
  total: KindStats & { rps: number };
  /** `/readyz` asked every `probeMs` during the window. */
  probe: KindStats;
  /** The first few errors, each once, with their count. */
  errorSamples: { what: string; count: number }[];
  /** Voice replies by action. */
  voiceActions: Record<string, number>;
}

const pct = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

class Recorder {
  private times = new Map<string, number[]>();
  private counts = new Map<string, { inWindow: number; errors: number; status5xx: number }>();
  readonly samples = new Map<string, number>();

  constructor(private deadline: number) {}

  record(kind: string, started: number, failure?: { status?: number; what: string }) {
    const end = performance.now();
    const times = this.times.get(kind) ?? [];
    times.push(end - started);
    this.times.set(kind, times);
    const c = this.counts.get(kind) ?? { inWindow: 0, errors: 0, status5xx: 0 };
    if (end <= this.deadline) c.inWindow++;
    if (failure) {
      c.errors++;
      if (failure.status !== undefined && failure.status >= 500) c.status5xx++;
      const what = `${kind}: ${failure.what}`.slice(0, 240);
      if (this.samples.has(what) || this.samples.size < 20) {
        this.samples.set(what, (this.samples.get(what) ?? 0) + 1);
      }
    }
    this.counts.set(kind, c);
  }

  stats(kind: string): KindStats {
    const times = [...(this.times.get(kind) ?? [])].sort((a, b) => a - b);
    const c = this.counts.get(kind) ?? { inWindow: 0, errors: 0, status5xx: 0 };
    return {
      kind,
      count: times.length,
      ...c,
      p50: pct(times, 50),
      p99: pct(times, 99),
      max: times.at(-1) ?? 0,
    };
  }

  all(kinds: readonly string[]): KindStats {
    const times = kinds.flatMap((k) => this.times.get(k) ?? []).sort((a, b) => a - b);
    const sum = (f: 'inWindow' | 'errors' | 'status5xx') =>
      kinds.reduce((s, k) => s + (this.counts.get(k)?.[f] ?? 0), 0);
    return {
      kind: 'all',
      count: times.length,
      inWindow: sum('inWindow'),
      errors: sum('errors'),
      status5xx: sum('status5xx'),
      p50: pct(times, 50),
      p99: pct(times, 99),
      max: times.at(-1) ?? 0,
    };
  }
}

/** What went wrong with an answer, or nothing when it is the expected one. */
function check(a: Answer, status: number) {
  return a.status === status ? undefined : { status: a.status, what: `${a.status} ${a.text}` };
}

const failureOf = (err: unknown) => ({
  what: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
});

// ---------------------------------------------------------------------------------------------
// The load

export interface LoadOptions {
  seconds: number;
  /** Mean think time between a client's actions (uniform 0 to 2×); 0 is a closed loop. */
  thinkMs: number;
  /** `/readyz` is probed this often during the window. */
  probeMs?: number;
}

const LEADERBOARDS = ['xp', 'level', 'streak', 'weekly_xp'];

function pickKind(): Kind {
  const total = KINDS.reduce((s, k) => s + MIX[k], 0);
  let r = Math.random() * total;
  for (const k of KINDS) {
    r -= MIX[k];
    if (r < 0) return k;
  }
  return 'dashboard';
}

const any = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/**
 * One client per user of `population`, each doing the MIX until `seconds` have passed; then the
 * answers still on their way are waited for. Each user's `workouts` counts what was acknowledged.
 */
export async function runMixedLoad(
  base: string,
  population: Population,
  { seconds, thinkMs, probeMs = 100 }: LoadOptions,
): Promise<LoadResult> {
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const rec = new Recorder(deadline);
  const voiceActions: Record<string, number> = {};
  const think = () => (thinkMs > 0 ? sleep(Math.random() * 2 * thinkMs) : Promise.resolve());

  async function act(kind: Kind, u: LoadUser, said: Map<VoiceAction, number>) {
    const t0 = performance.now();
    try {
      switch (kind) {
        case 'sign-in': {
          const a = await send(base, {
            method: 'POST',
            path: '/api/auth/login',
            cookie: u.cookie,
            address: u.address,
            body: { username: u.username, password: u.password },
          });
          if (a.status === 200 && a.setCookie) u.cookie = a.setCookie;
          const refused = check(a, 200);
          return rec.record(kind, t0, refused ?? (a.setCookie ? undefined : { what: 'no cookie' }));
        }
        case 'dashboard': {
          const a = await send(base, {
            path: `/api/dashboard/${u.id}`,
            cookie: u.cookie,
            address: u.address,
          });
          return rec.record(kind, t0, check(a, 200));
        }
        case 'log workout': {
          // Half are guided sessions, which save with an Idempotency-Key; half the form.
          const keyed = Math.random() < 0.5;
          const a = await send(base, {
            method: 'POST',
            path: '/api/workouts',
            cookie: u.cookie,
            address: u.address,
            body: workoutBody(u.id, u.workouts, new Date()),
            headers: keyed ? { 'idempotency-key': randomUUID() } : {},
          });
          if (a.status === 201) u.workouts++;
          return rec.record(kind, t0, check(a, 201));
        }
        case 'leaderboard': {
          // The Leaderboard page's board, or the dashboard's top three.
          const type = any(LEADERBOARDS);
          const a = await send(base, {
            path: `/api/leaderboard/${type}${Math.random() < 0.3 ? '/preview' : ''}`,
            cookie: u.cookie,
            address: u.address,
          });
          return rec.record(kind, t0, check(a, 200));
        }
        case 'voice': {
          const line = any(
            VOICE_LINES.filter((l) => (said.get(l.action) ?? 0) < VOICE_PER_USER[l.action]),
          );
          said.set(line.action, (said.get(line.action) ?? 0) + 1);
          const a = await send(base, {
            method: 'POST',
            path: '/api/voice-command',
            cookie: u.cookie,
            address: u.address,
            body: { voiceText: line.text, userId: u.id },
          });
          if (a.status !== 200) return rec.record(kind, t0, check(a, 200));
          const { action } = JSON.parse(a.text) as { action: string };
          voiceActions[action] = (voiceActions[action] ?? 0) + 1;
          if (action === 'log_workout') u.workouts++;
          return rec.record(
            kind,
            t0,
            action === line.action
              ? undefined
              : { what: `"${line.text}" answered ${action}, not ${line.action}` },
          );
        }
        case 'share view': {
          const a = await send(base, {
            path: `/api/shares/${any(population.shareTokens)}`,
            address: u.address,
          });
          return rec.record(kind, t0, check(a, 200));
        }
      }
    } catch (err) {
      rec.record(kind, t0, failureOf(err));
    }
  }

  const client = async (u: LoadUser, n: number) => {
    const said = new Map<VoiceAction, number>();
    await think();
    for (let i = 0; performance.now() < deadline; i++) {
      await act(i === 0 ? KINDS[n % KINDS.length]! : pickKind(), u, said);
      await think();
    }
  };

  const probe = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const a = await send(base, { path: '/readyz', address: '127.0.0.1' });
        rec.record('readyz', t0, check(a, 200));
      } catch (err) {
        rec.record('readyz', t0, failureOf(err));
      }
      await sleep(Math.max(0, probeMs - (performance.now() - t0)));
    }
  };

  await Promise.all([...population.users.map(client), probe()]);
  const total = rec.all(KINDS);
  return {
    seconds,
    clients: population.users.length,
    thinkMs,
    kinds: KINDS.map((k) => rec.stats(k)),
    total: { ...total, rps: total.inWindow / seconds },
    probe: rec.stats('readyz'),
    errorSamples: [...rec.samples].map(([what, count]) => ({ what, count })),
    voiceActions,
  };
}

/** The database floor: `clients` loops asking `/readyz` and nothing else, no think time. */
export async function readyzFloor(base: string, clients: number, seconds: number) {
  const deadline = performance.now() + seconds * 1000;
  const rec = new Recorder(deadline);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          rec.record(
            'readyz',
            t0,
            check(await send(base, { path: '/readyz', address: '127.0.0.1' }), 200),
          );
        } catch (err) {
          rec.record('readyz', t0, failureOf(err));
        }
      }
    }),
  );
  const s = rec.stats('readyz');
  return { ...s, rps: s.inWindow / seconds };
}

/**
 * Each user's workouts as the server now lists them against those it acknowledged; the users
 * whose counts differ (nothing acknowledged may be lost, nothing logged twice).
 */
export async function verifyWorkouts(base: string, users: LoadUser[]) {
  const found = await pool(users, 8, async (u) => {
    const a = await must(base, {
      path: `/api/workouts/${u.id}/page?limit=1`,
      cookie: u.cookie,
      address: u.address,
    });
    return (JSON.parse(a.text) as { total: number }).total;
  });
  return users
    .map((u, i) => ({ user: u.username, acknowledged: u.workouts, found: found[i]! }))
    .filter((r) => r.acknowledged !== r.found);
}
