import { isIP } from 'node:net';
import { z } from 'zod';

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
