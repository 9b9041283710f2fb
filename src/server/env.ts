import { isIP } from 'node:net';
import { z } from 'zod';
import type { BillingMode } from '../shared/schemas/billing';

/** Empty strings count as unset, so `.env.example` can list every variable with no value. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

const trustedProxies = z
  .string()
  .transform((v) =>
    v === 'false'
      ? []
      : v
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    message:
      'must list the proxy addresses or CIDRs, comma-separated (e.g. 127.0.0.1,10.0.0.0/8 or ' +
      'loopback); "true" is refused because it would let any client set its own address',
  });

const storeProducts = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length > 0 && ids.every((id) => /^[\w.:-]{1,200}$/.test(id)), {
    message: 'must list store product ids, comma-separated (letters, digits, _ . : -)',
  });

type BillingSettings = {
  BILLING_MODE?: 'stripe' | 'sandbox' | 'off' | undefined;
  STRIPE_SECRET_KEY?: string | undefined;
  REVENUECAT_WEBHOOK_SECRET?: string | undefined;
  PUBLIC_URL?: string | undefined;
};

/** Why these billing settings cannot start a server, or null when they can. */
function billingProblem(env: BillingSettings): string | null {
  const stripe = Boolean(env.STRIPE_SECRET_KEY);
  switch (env.BILLING_MODE) {
    case 'stripe':
      return stripe ? null : 'is stripe but STRIPE_SECRET_KEY is not set';
    case 'sandbox':
      return stripe ? 'is sandbox but STRIPE_SECRET_KEY is set: remove one of them' : null;
    case 'off':
      return stripe || env.REVENUECAT_WEBHOOK_SECRET
        ? 'is off but a payment provider (STRIPE_SECRET_KEY or REVENUECAT_WEBHOOK_SECRET) is set: remove one of them'
        : null;
    default:
      // A server for real people that no provider can charge would give every plan away.
      if (!stripe && !env.REVENUECAT_WEBHOOK_SECRET && env.PUBLIC_URL?.startsWith('https:'))
        return (
          `must be set: PUBLIC_URL is ${env.PUBLIC_URL} and no payment provider is configured; set ` +
          'STRIPE_SECRET_KEY to sell plans, or BILLING_MODE=sandbox (plans at no charge) or ' +
          'BILLING_MODE=off (every account has every feature)'
        );
      return null;
  }
}

/**
 * How this server sells plans: what BILLING_MODE says, else what the providers imply (Stripe's
 * key: stripe; RevenueCat alone: the stores, and the web sells nothing), else the sandbox of a
 * local run. loadEnv has refused the settings this cannot answer.
 */
export function billingModeOf(env: BillingSettings): BillingMode {
  if (env.BILLING_MODE) return env.BILLING_MODE;
  if (env.STRIPE_SECRET_KEY) return 'stripe';
  if (env.REVENUECAT_WEBHOOK_SECRET) return 'stores';
  return 'sandbox';
}

/** Exported for the checks that know every variable (the client-bundle scan). */
export const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(z.coerce.number().int().min(1).max(65535)).default(5000),
    HOST: optional(z.string()).default('0.0.0.0'),
    DATA_DIR: optional(z.string()).default('./data'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL'),
    ),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    PUBLIC_URL: optional(z.url('must be a URL such as https://joey.fit')),
    /**
     * The reverse proxies whose X-Forwarded-* headers are believed (client address, https):
     * addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated.
     * Never "any": that would let every client choose its own address (issue 7 §2.9).
     */
    TRUST_PROXY: optional(trustedProxies).transform((v) => (v && v.length > 0 ? v : false)),
    /** `false` closes registration on a private instance; existing accounts still sign in. */
    ALLOW_SIGNUP: optional(z.enum(['true', 'false'])).transform((v) => v !== 'false'),
    /**
     * log2 of scrypt's N for new password hashes (features/auth/password.ts). Raising it costs
     * every sign-in CPU; below 15 is refused unless NODE_ENV=test.
     */
    PASSWORD_HASH_COST: optional(z.coerce.number().int().min(10).max(20)).default(15),
    /** New accounts one address may create in an hour. */
    SIGNUP_LIMIT: optional(z.coerce.number().int().min(1)).default(10),
    /** Shared pages (GET /api/shares/{token}) one address may open in a minute (issue 25). */
    SHARE_VIEWS_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(60),
    /**
     * Signed-in reads kept per instance under their user's data version (issue 30 §1,
     * plugins/read-cache.ts); 0 turns the cache off, so every read is read as after a write.
     */
    READ_CACHE_ENTRIES: optional(z.coerce.number().int().min(0)).default(5000),
    /** How often the weekly board's window is moved on (issue 10); 0 turns the sweep off. */
    LEADERBOARD_SWEEP_SECONDS: optional(z.coerce.number().int().min(0).max(3600)).default(10),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    OIDC_ISSUER_URL: optional(z.url('must be the URL of an OpenID Connect issuer')),
    OIDC_CLIENT_ID: optional(z.string()),
    OIDC_CLIENT_SECRET: optional(z.string()),
    STT_ENGINE: optional(z.enum(['pocketsphinx', 'openai', 'none'])).default('pocketsphinx'),
    OPENAI_BASE_URL: optional(z.url()),
    OPENAI_API_KEY: optional(z.string()),
    LLM_MODEL: optional(z.string()),
    /**
     * Chat-model calls every instance together may make in an hour (issue 25 §3): the coach's
     * lines and the assessment's wording both count; past it they speak offline. 0: never ask.
     */
    LLM_CALLS_PER_HOUR: optional(z.coerce.number().int().min(0)).default(1000),
    STRIPE_SECRET_KEY: optional(z.string()),
    STRIPE_WEBHOOK_SECRET: optional(z.string()),
    STRIPE_PRICE_COACH: optional(z.string()),
    STRIPE_PRICE_CHAMPION: optional(z.string()),
    /**
     * Where the Stripe SDK sends its requests instead of api.stripe.com, e.g.
     * http://127.0.0.1:12111: only for tests and local stand-ins of Stripe's API.
     */
    STRIPE_API_BASE: optional(z.url('must be a URL such as http://127.0.0.1:12111')),
    /** Stripe's publishable key, served to the page (it is public by design). */
    STRIPE_PUBLISHABLE_KEY: optional(
      z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)'),
    ),
    REVENUECAT_WEBHOOK_SECRET: optional(z.string()),
    /**
     * How plans are sold (issue 25 §2; `billingModeOf` resolves it): stripe, sandbox (no charge)
     * or off (every account has every feature). Unset, the providers configured decide; a
     * server for real people (an https PUBLIC_URL) with no provider must say which.
     */
    BILLING_MODE: optional(z.enum(['stripe', 'sandbox', 'off'])),
    /**
     * The app-store product ids of each paid plan, comma-separated and matched exactly (a Google
     * Play id may carry its base plan: `joeyfit_coach:monthly`).
     */
    STORE_PRODUCTS_COACH: optional(storeProducts).default([
      'joeyfit_coach_monthly',
      'joeyfit_coach:monthly',
    ]),
    STORE_PRODUCTS_CHAMPION: optional(storeProducts).default([
      'joeyfit_champion_annual',
      'joeyfit_champion:annual',
    ]),
    REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL')),
    /** Put before every key the app writes to Redis, so one Redis can serve several apps. */
    REDIS_KEY_PREFIX: optional(z.string().max(100)).default('joeyfit:'),
    /**
     * Turns GET /metrics on, answered only to `Authorization: Bearer <token>` (issue 16 §4).
     * Visible ASCII without spaces, so it fits in the header as it is.
     */
    METRICS_TOKEN: optional(
      z
        .string()
        .min(16, 'must be at least 16 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
    ),
    /** Where Help's Contact Support writes to (issue 14); the project's own address when unset. */
    SUPPORT_EMAIL: optional(z.email('must be an email address such as help@example.com')).default(
      'support@joey.fit',
    ),
  })
  .superRefine((env, ctx) => {
    if (env.PASSWORD_HASH_COST < 15 && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_COST'],
        message: 'must be at least 15 (below is for the test suite only, with NODE_ENV=test)',
      });
    }
    if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER_URL is set',
      });
    }
    // The provider sends the code back to PUBLIC_URL; a Host header must not choose where.
    if (env.OIDC_ISSUER_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when OIDC_ISSUER_URL is set (the sign-in callback goes there)',
      });
    }
    const billing = billingProblem(env);
    if (billing) ctx.addIssue({ code: 'custom', path: ['BILLING_MODE'], message: billing });
    // Without these Stripe could take money that no verified webhook would ever turn into a plan.
    if (env.STRIPE_SECRET_KEY) {
      const needed = [
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_COACH',
        'STRIPE_PRICE_CHAMPION',
        // The page confirms the first payment with Stripe.js, which needs it.
        'STRIPE_PUBLISHABLE_KEY',
      ] as const;
      for (const key of needed.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required when STRIPE_SECRET_KEY is set',
        });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the process environment; a bad value stops start-up with one line per problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
