// GET /metrics (issue 16 §4): what an operator watches, in Prometheus' text format. Registered only
// when METRICS_TOKEN is set (otherwise the path is unknown, a 404), and answered only to a caller
// that sends that token: the figures say how busy the instance is and which routes exist, nothing
// a visitor needs. Each instance reports its own process; Prometheus sums them (docs/OPERATIONS.md).
//
// A plugin, not a feature (issue 30 §5): it watches every route and the process, as the error
// handler and the security headers do, and features report into it through `app.metrics` (the
// speech recogniser's queue), so it imports no feature and no feature imports it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { z } from 'zod';
import { messageSchema } from '../../shared/schemas/auth';
import type { Database } from '../db/client';
import { HttpError } from './errors';
import { CONTENT_TYPE, Registry } from './metrics-exposition';

/** Seconds; from a cached JSON read to a recording recognised after a slow upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** How often the event loop is sampled; its delay is measured beyond this. */
const LOOP_RESOLUTION_MS = 10;

/**
 * A bounded work queue as the metrics read it: what runs, what holds a place waiting, the limits,
 * and what was refused since the start. The speech recogniser's limiter gives exactly this.
 */
export interface QueueStats {
  running: number;
  queued: number;
  concurrency: number;
  maxQueue: number;
  refused: number;
}

/** What other parts of the app report to the metrics (`app.metrics`), whether /metrics is on or not. */
export interface AppMetrics {
  /** The speech recogniser's queue, read at each scrape. */
  watchSpeechQueue(read: () => QueueStats): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Without METRICS_TOKEN nothing is served, so reports are taken and nothing is kept. */
const unwatched: AppMetrics = { watchSpeechQueue() {} };

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The bearer token against METRICS_TOKEN. Both sides are hashed first, so the compare runs on
 * equal lengths in constant time and says nothing about the token's length either.
 */
function requireToken(expected: Buffer) {
  return async (request: FastifyRequest) => {
    const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined) {
      throw new HttpError(401, 'Send the metrics token as Authorization: Bearer <token>', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    if (!timingSafeEqual(digest(given), expected)) {
      throw new HttpError(403, 'The metrics token is not right');
    }
  };
}

/**
 * The connection pool both drivers go through (PostgreSQL's, or the one in front of the embedded
 * database's thread: db/client.ts), found the way migrateDatabase finds it; none for PGlite
 * driven on this thread (the build only).
 */
function poolOf(database: Database): pg.Pool | null {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** HTTP requests by route pattern: a route's own URL, never the path asked for. */
function watchRequests(app: FastifyInstance, registry: Registry) {
  const labels = ['method', 'route', 'status_class'] as const;
  const requests = registry.counter(
    'http_requests_total',
    'HTTP requests answered, by method, route pattern and status class',
    labels,
  );
  const duration = registry.histogram(
    'http_request_duration_seconds',
    'Time from receiving a request to the end of its answer, in seconds',
    labels,
    LATENCY_BUCKETS,
  );
  app.addHook('onResponse', async (request, reply) => {
    const series = {
      method: request.method,
      // A path no route matched (an unknown API path, a client page) is one series, so a crawler
      // asking for a million paths cannot make a million series.
      route: request.routeOptions.url ?? 'unmatched',
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(series);
    duration.observe(series, reply.elapsedTime / 1000);
  });
}

function watchDatabase(registry: Registry, database: Database) {
  const pool = poolOf(database);
  if (!pool) return;
  registry.gauge('joeyfit_db_pool_clients', 'Database connections open', () => pool.totalCount);
  registry.gauge('joeyfit_db_pool_idle_clients', 'Database connections idle', () => pool.idleCount);
  registry.gauge(
    'joeyfit_db_pool_waiting_queries',
    'Queries waiting for a database connection (all of them busy)',
    () => pool.waitingCount,
  );
  registry.gauge(
    'joeyfit_db_pool_max_clients',
    'Most database connections the pool opens (1 for the embedded database)',
    () => pool.options.max ?? 10,
  );
}

function watchProcess(app: FastifyInstance, registry: Registry) {
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loop.enable();
  app.addHook('onClose', async () => loop.disable());
  // One snapshot per scrape, then a fresh start: each figure covers the time since the last one
  // (but for the sampler's first tick after a reset, which only takes its bearings again).
  let lag = { p50: 0, p99: 0, max: 0 };
  registry.onScrape(() => {
    // The sampler wakes every LOOP_RESOLUTION_MS; the lag is how much later than that it ran.
    const beyond = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) / 1000;
    lag =
      loop.count === 0
        ? { p50: 0, p99: 0, max: 0 }
        : {
            p50: beyond(loop.percentile(50)),
            p99: beyond(loop.percentile(99)),
            max: beyond(loop.max),
          };
    loop.reset();
  });
  const since = 'since the previous scrape, in seconds';
  const gauges: [string, string, () => number][] = [
    ['nodejs_eventloop_lag_p50_seconds', `Event-loop lag, median ${since}`, () => lag.p50],
    ['nodejs_eventloop_lag_p99_seconds', `Event-loop lag, 99th percentile ${since}`, () => lag.p99],
    ['nodejs_eventloop_lag_max_seconds', `Event-loop lag, longest ${since}`, () => lag.max],
    ['process_resident_memory_bytes', 'Resident memory', () => process.memoryUsage.rss()],
    ['nodejs_heap_used_bytes', 'JavaScript heap in use', () => process.memoryUsage().heapUsed],
    ['process_uptime_seconds', 'Seconds since the process started', () => process.uptime()],
  ];
  for (const [name, help, read] of gauges) registry.gauge(name, help, read);
  registry.counterOf('process_cpu_seconds_total', 'CPU time used, user and system', () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  const startedAt = Date.now() / 1000 - process.uptime();
  registry.gauge('process_start_time_seconds', 'Start of the process, Unix time', () => startedAt);
}

/**
 * Collects the app's metrics and serves them at GET /metrics to holders of `token`; with no token,
 * neither. Either way decorates `app.metrics`, which features report to. Call before the routes
 * are registered, so the request hook sees every one of them.
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, database }: { token: string | undefined; database: Database },
) {
  if (!token) {
    app.decorate('metrics', unwatched);
    return;
  }
  const registry = new Registry();
  watchRequests(app, registry);
  watchDatabase(registry, database);
  watchProcess(app, registry);

  app.get(
    '/metrics',
    {
      logLevel: 'warn',
      onRequest: requireToken(digest(token)),
      schema: {
        operationId: 'getMetrics',
        summary: 'Read the server’s Prometheus metrics',
        tags: ['ops'],
        // Neither sign-in: the server's own token (plugins/openapi.ts names it).
        security: [{ metricsToken: [] }],
        description:
          'Prometheus text format (version 0.0.4): requests, latencies, the speech queue, the ' +
          'database pool and the process. Authorization: Bearer METRICS_TOKEN.',
        response: {
          200: z.string().describe('text/plain; version=0.0.4'),
          401: messageSchema,
          403: messageSchema,
        },
      },
    },
    async (_request, reply) => reply.type(CONTENT_TYPE).send(registry.render()),
  );

  app.decorate('metrics', {
    watchSpeechQueue(read) {
      let stats = read();
      registry.onScrape(() => {
        stats = read();
      });
      const gauges: [string, string, () => number][] = [
        ['joeyfit_speech_running', 'Recordings being recognised', () => stats.running],
        [
          'joeyfit_speech_queued',
          'Recordings holding a place without a recogniser yet (uploading or waiting)',
          () => stats.queued,
        ],
        ['joeyfit_speech_concurrency', 'Recognitions that run at once', () => stats.concurrency],
        [
          'joeyfit_speech_queue_limit',
          'Places beyond the running ones; when every place is held, recordings are refused',
          () => stats.maxQueue,
        ],
      ];
      for (const [name, help, value] of gauges) registry.gauge(name, help, value);
      registry.counterOf(
        'joeyfit_speech_refused_total',
        'Recordings refused because every place was held (503 busy)',
        () => stats.refused,
      );
    },
  } satisfies AppMetrics);
}
