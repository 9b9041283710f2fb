// GET /metrics (issue 16 §4, plugins/metrics.ts) through the real app: off without METRICS_TOKEN,
// only for the token's holder with it, and figures that move with what the app does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';
import { multipart } from '../voice/synth';
import { encodeWav } from '../../src/server/features/voice/audio/wav';
import type { SpeechEngine } from '../../src/server/features/voice/stt/engine';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of the one sample named `name` whose labels include `labels`, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: a JSON 404 like any unknown path, even where the client pages are served', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-metrics-client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app shell</title>');
    const t = await createTestApp({ clientDir });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.app.inject({ url: '/metrics', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found: GET /metrics' });
      }
      // A client route still gets the page: only /metrics is kept from it.
      expect((await t.app.inject({ url: '/metricsboard' })).body).toContain('app shell');
    } finally {
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  // A recogniser that holds its one place until the test lets it go.
  let engaged!: () => void;
  let release!: () => void;
  const recognising = new Promise<void>((resolve) => (engaged = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const gated: SpeechEngine = {
    name: 'gated',
    available: async () => ({ ok: true }),
    transcribe: async () => {
      engaged();
      await released;
      return { text: 'ran two miles', confidence: 0.9 };
    },
  };

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN },
      speech: { engine: gated, concurrency: 1, maxQueue: 0 },
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.body;
  };

  it('refuses a caller without the token (401) and one with a wrong token (403)', async () => {
    const me = await signUp(t);
    const cases: [Record<string, string>, number][] = [
      [{}, 401],
      [{ cookie: me.cookie }, 401], // a session grants nothing here
      [{ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }, 401],
      [{ authorization: TOKEN }, 401],
      [{ authorization: 'Bearer not-the-metrics-token-at-all' }, 403],
      [{ authorization: `Bearer ${TOKEN.slice(0, -1)}` }, 403],
      [{ authorization: `Bearer ${TOKEN}x` }, 403],
    ];
    for (const [headers, status] of cases) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(status);
      expect(res.json()).toEqual({ message: expect.any(String) });
      expect(res.body).not.toContain('http_requests_total');
      if (status === 401) expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it("answers the token's holder in Prometheus' text format", async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.body).toMatch(
      /^# HELP http_requests_total .+\n# TYPE http_requests_total counter$/m,
    );
    expect(res.body.endsWith('\n')).toBe(true);
  });

  it('counts requests by route pattern and status class, with their latency histogram', async () => {
    const series = { method: 'GET', route: '/api/auth/user', status_class: '4xx' };
    const before = sample(await scrape(), 'http_requests_total', series) ?? 0;
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    }
    const me = await signUp(t);
    await me.as({ url: `/api/workouts/${me.user.id}` });
    const text = await scrape();
    expect(sample(text, 'http_requests_total', series)).toBe(before + 3);
    // The pattern, never the path with the user's id in it.
    expect(
      sample(text, 'http_requests_total', { route: '/api/workouts/:userId', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(me.user.id);

    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    const bucket = (le: string) =>
      sample(text, 'http_request_duration_seconds_bucket', { ...series, le });
    const bounds = '0.005 0.01 0.025 0.05 0.1 0.25 0.5 1 2.5 5 10 30 +Inf'.split(' ');
    const counts = bounds.map(bucket);
    expect(counts.every((c) => typeof c === 'number')).toBe(true);
    // Cumulative: each bucket holds every request of the ones below it.
    counts.slice(1).forEach((c, i) => expect(c).toBeGreaterThanOrEqual(counts[i]!));
    const count = sample(text, 'http_request_duration_seconds_count', series);
    expect(count).toBe(before + 3);
    expect(counts.at(-1)).toBe(count);
    expect(sample(text, 'http_request_duration_seconds_sum', series)).toBeGreaterThan(0);
  });

  it('puts every path no route knows in one series, whatever was asked for', async () => {
    for (const p of ['/api/no-such-thing-a1', '/api/no-such-thing-b2', '/nothing/c3']) {
      await t.app.inject({ url: p });
    }
    const text = await scrape();
    expect(text).not.toMatch(/no-such-thing|nothing\/c3/);
    expect(
      sample(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(3);
  });

  it("shows the database pool's connections", async () => {
    const text = await scrape();
    const pool = (t.db as unknown as { $client: { options: { max: number } } }).$client;
    expect(sample(text, 'joeyfit_db_pool_max_clients')).toBe(pool.options.max);
    const total = sample(text, 'joeyfit_db_pool_clients')!;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(pool.options.max);
    expect(sample(text, 'joeyfit_db_pool_idle_clients')).toBeLessThanOrEqual(total);
    expect(sample(text, 'joeyfit_db_pool_waiting_queries')).toBe(0);
  });

  it("shows the recogniser's queue: running, and refusals when every place is held", async () => {
    const idle = await scrape();
    expect(sample(idle, 'joeyfit_speech_concurrency')).toBe(1);
    expect(sample(idle, 'joeyfit_speech_queue_limit')).toBe(0);
    expect(sample(idle, 'joeyfit_speech_running')).toBe(0);
    expect(sample(idle, 'joeyfit_speech_refused_total')).toBe(0);

    const body = await multipart({
      audio: { bytes: encodeWav(new Int16Array(16_000)), type: 'audio/wav', name: 'a.wav' },
    });
    const send = async () =>
      (await signUp(t)).as({ method: 'POST', url: '/api/transcribe', ...body });
    const first = send();
    await recognising;
    const busy = await scrape();
    expect(sample(busy, 'joeyfit_speech_running')).toBe(1);
    expect(sample(busy, 'joeyfit_speech_queued')).toBe(0);

    const refused = await send();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().originalError).toBe('busy');
    expect(sample(await scrape(), 'joeyfit_speech_refused_total')).toBe(1);

    release();
    expect((await first).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'joeyfit_speech_running')).toBe(0);
    expect(sample(after, 'joeyfit_speech_refused_total')).toBe(1);
  });

  it('shows the process: memory, CPU, uptime and event-loop lag', async () => {
    await scrape(); // the lag figures start again from here…
    // …once the sampler has ticked again (the tick after a reset only takes its bearings).
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Hold the event loop for 300 ms, then let the timers run once: the sampler was late by that.
    const until = performance.now() + 300;
    while (performance.now() < until);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.25);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(1e6);
    expect(sample(text, 'nodejs_heap_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'process_uptime_seconds')).toBeGreaterThan(0);
    expect(sample(text, 'process_start_time_seconds')).toBeLessThanOrEqual(Date.now() / 1000);
    for (const q of ['p50', 'p99', 'max']) {
      expect(sample(text, `nodejs_eventloop_lag_${q}_seconds`)).toBeGreaterThanOrEqual(0);
    }
  });
});
