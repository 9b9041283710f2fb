import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { billingModeOf, type Env } from './env';
import { authRoutes } from './features/auth/auth.routes';
import { avatarRoutes } from './features/avatar/avatar.routes';
import { bodyWeightsRoutes } from './features/body-weights/body-weights.routes';
import { createOidcLogin } from './features/auth/oidc';
import { assessmentRoutes } from './features/assessment/assessment.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { plansFor } from './features/billing/entitlements.service';
import { revenueCatWebhookRoutes } from './features/billing/revenuecat/webhook.routes';
import { createStripeClient } from './features/billing/stripe/stripe-client';
import { stripePayments } from './features/billing/stripe/stripe-payments';
import { stripeWebhookRoutes } from './features/billing/stripe/webhook.routes';
import { coachRoutes } from './features/coach/coach.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { exportRoutes } from './features/export/export.routes';
import { importsRoutes } from './features/imports/imports.routes';
import { goalsRoutes } from './features/goals/goals.routes';
import { healthRoutes } from './features/health/health.routes';
import { leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { progressRoutes } from './features/progress/progress.routes';
import { progressionRoutes } from './features/progression/progression.routes';
import { liveWorkoutRoutes } from './features/live-workout/live-workout.routes';
import { routinesRoutes } from './features/routines/routines.routes';
import { sharesRoutes } from './features/shares/shares.routes';
import { supportRoutes } from './features/support/support.routes';
import { tokensRoutes } from './features/tokens/tokens.routes';
import { usersRoutes } from './features/users/users.routes';
import { voiceRoutes, type SpeechOptions } from './features/voice/voice.routes';
import { voiceCommandRoutes } from './features/voice/voice-command.routes';
import { exercisesRoutes } from './features/workouts/exercises.routes';
import { workoutsRoutes } from './features/workouts/workouts.routes';
import { CLIENT_DIST } from './paths';
import { registerClient } from './plugins/client';
import { openCounterStore } from './plugins/counter-store';
import { registerCsrfGuard } from './plugins/csrf';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuards } from './plugins/input-guards';
import { withSafeErrorLogs } from './plugins/log-safety';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi, registerOpenApiPages } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { DEFAULT_READ_CACHE_LIMITS, registerReadCache } from './plugins/read-cache';
import { registerSessions } from './plugins/session';

export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly RouteEntry[];
  }
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** Secret for signed cookies; main.ts resolves it from SESSION_SECRET or DATA_DIR. */
  sessionSecret: string;
  /** The built client (index.html, login.html, assets); defaults to dist/client. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Speech recognition: a given engine and limits instead of STT_ENGINE's (tests, benchmarks). */
  speech?: SpeechOptions;
}

/** Builds the whole app without listening, so tests drive it through `inject` (STYLE: fastify/demo). */
export async function buildApp(opts: AppOptions) {
  const { env, database } = opts;
  const db = database.db;
  const clientDir = opts.clientDir ?? CLIENT_DIST;
  const app = Fastify({
    // Every line drops SQL parameters and the values a database error quotes (log-safety.ts).
    logger: withSafeErrorLogs(opts.logger),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // URLs the router cannot even match answer like every other error: `{message}`, and
    // without echoing a 5 000-character path back.
    frameworkErrors: (err, _request, reply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
  });
  // Every route, as registered: the hostile route walk and the authorization matrix read it, so
  // a route added later is walked without anyone remembering to (issue 7 §3).
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart where it takes files); plain text is a 415, not a 400.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // Before any route is added (/metrics too), so the OpenAPI document has them all.
  await registerOpenApi(app);
  // Before every route, so its request hook counts them all; without a token /metrics is a 404
  // (and app.metrics, which voice reports its queue to, keeps nothing).
  registerMetrics(app, { token: env.METRICS_TOKEN, database });
  registerInputGuards(app);
  registerCsrfGuard(app, { publicUrl: env.PUBLIC_URL });
  await registerSecurity(app, {
    hsts: env.PUBLIC_URL?.startsWith('https:') ?? false,
    stripe: billingModeOf(env) === 'stripe',
  });
  await registerOpenApiPages(app);
  // Rate-limit windows: in Redis when REDIS_URL is set, else in the database (decision 023).
  // Before the sessions, which count failed access-token attempts there.
  const counters = openCounterStore(env, db, app.log);
  app.addHook('onClose', () => counters.close());
  await registerSessions(app, {
    db,
    secret: opts.sessionSecret,
    forceSecure: env.PUBLIC_URL?.startsWith('https:') ?? false,
    counters,
  });

  registerReadCache(app, { ...DEFAULT_READ_CACHE_LIMITS, entries: env.READ_CACHE_ENTRIES });
  const oidc = env.OIDC_ISSUER_URL ? createOidcLogin({ env, db }) : null;
  // Every feature asks one Plans what a user's plan gives, under this server's BILLING_MODE.
  const billingMode = billingModeOf(env);
  const plans = plansFor(billingMode);
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { db, counters, env, clientDir, oidc });
  await app.register(usersRoutes, { db });
  await app.register(workoutsRoutes, { db });
  await app.register(exercisesRoutes, { db });
  await app.register(goalsRoutes, { db });
  await app.register(routinesRoutes, { db });
  await app.register(liveWorkoutRoutes, { db });
  await app.register(bodyWeightsRoutes, { db });
  await app.register(dashboardRoutes, { db });
  await app.register(progressRoutes, { db });
  await app.register(progressionRoutes, { db });
  await app.register(leaderboardRoutes, {
    db,
    plans,
    sweepSeconds: env.LEADERBOARD_SWEEP_SECONDS,
    sessionSecret: opts.sessionSecret,
  });
  await app.register(exportRoutes, { db });
  await app.register(importsRoutes, { db, counters });
  await app.register(tokensRoutes, { db });
  await app.register(sharesRoutes, { db, env, plans, counters });
  await app.register(voiceRoutes, { env, counters, speech: opts.speech });
  await app.register(voiceCommandRoutes, { db, plans });
  await app.register(coachRoutes, { db, plans, counters, env });
  await app.register(avatarRoutes, { db, plans });
  await app.register(supportRoutes, { db, env, plans });
  await app.register(assessmentRoutes, { db, counters, env });
  // With BILLING_MODE stripe the web pays through Stripe and its webhook grants plans; otherwise
  // the web sells through the sandbox, or nothing, and the webhook route does not exist (404).
  const stripe = billingMode === 'stripe' ? createStripeClient(env) : null;
  const payments = stripe ? stripePayments(stripe, db, env, app.log) : null;
  await app.register(billingRoutes, { db, counters, env, plans, payments });
  if (stripe && env.STRIPE_WEBHOOK_SECRET)
    await app.register(stripeWebhookRoutes, { db, stripe, env, secret: env.STRIPE_WEBHOOK_SECRET });
  // App-store plans arrive through RevenueCat's webhook; without its secret the route does not exist.
  if (env.REVENUECAT_WEBHOOK_SECRET)
    await app.register(revenueCatWebhookRoutes, {
      db,
      secret: env.REVENUECAT_WEBHOOK_SECRET,
      products: { coach: env.STORE_PRODUCTS_COACH, champion: env.STORE_PRODUCTS_CHAMPION },
    });

  await registerClient(app, clientDir);
  return app;
}
