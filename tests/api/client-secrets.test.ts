// Secrets only from the environment, never in what browsers download (issue 16 §5): the built
// client (dist/client, as `npm run build` leaves it) must hold no secret-looking value, no value
// of a secret variable set where it was built, and not even the name of a server-side secret
// (a name in the bundle means code that reads it was bundled).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/server/env';
import { CLIENT_DIST } from '../../src/server/paths';

/** The server's variables that hold secrets or credentials, from its own schema. */
const SECRET_VARIABLES = Object.keys(envSchema.shape).filter(
  // The publishable key is public by design (served to the payment form at run time).
  (name) =>
    /SECRET|_KEY$|TOKEN|PASSWORD|DATABASE_URL|REDIS_URL/.test(name) &&
    name !== 'STRIPE_PUBLISHABLE_KEY',
);

/** What a secret looks like: the providers' key formats and URLs carrying a password. */
const SECRET_SHAPES: [string, RegExp][] = [
  ['a Stripe or RevenueCat secret key', /\b[rs]k_[A-Za-z0-9_]{20,}/],
  ['a Stripe webhook secret', /\bwhsec_[A-Za-z0-9]{16,}/],
  ['an OpenAI-style API key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/],
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a database URL with a password', /\b(?:postgres(?:ql)?|rediss?):\/\/[^\s'"`/@:]*:[^\s'"`@/]+@/],
  ['an AWS access key', /\bAKIA[0-9A-Z]{16}\b/],
  ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
];

/** Copies the build compressed (scanned as the file itself) and binary formats are skipped. */
const SKIPPED = /\.(br|gz|woff2?|png|jpe?g|webp|ico)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !SKIPPED.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every secret-looking thing in the files under `dir`, as `file: what`. */
function findSecrets(dir: string, values: string[]): string[] {
  const names = SECRET_VARIABLES.map((n) => [n, new RegExp(`\\b${n}\\b`)] as const);
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, 'latin1');
    const where = path.relative(dir, file);
    for (const [what, shape] of SECRET_SHAPES) {
      if (shape.test(text)) found.push(`${where}: ${what}`);
    }
    for (const [name, re] of names) if (re.test(text)) found.push(`${where}: the name ${name}`);
    for (const value of values) if (text.includes(value)) found.push(`${where}: a secret's value`);
  }
  return found;
}

/** The secret variables' values where this runs: the environment and a `.env` beside it. */
function secretValues(): string[] {
  const dotenv = path.resolve(import.meta.dirname, '../../.env');
  const fromFile = existsSync(dotenv)
    ? Object.fromEntries(
        readFileSync(dotenv, 'utf8')
          .split('\n')
          .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
          .filter((m) => m !== null)
          .map((m) => [m[1]!, m[2]!.replace(/^(['"])(.*)\1$/, '$2')]),
      )
    : {};
  return SECRET_VARIABLES.flatMap((n) => [process.env[n], fromFile[n]]).filter(
    (v): v is string => typeof v === 'string' && v.length >= 8,
  );
}

describe('the secrets scan', () => {
  it('finds each kind of secret it looks for', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'joeyfit-secrets-'));
    try {
      // Spelled in pieces, so that this file itself holds none of them whole.
      const planted = [
        `const k = "sk_live_${'a1B2'.repeat(6)}";`,
        `x = 'whsec_${'Zy9'.repeat(8)}'`,
        `fetch("https://api", { headers: { authorization: "Bearer sk-proj-${'q'.repeat(30)}" } })`,
        `-----BEGIN RSA ${'PRIVATE'} KEY-----`,
        `new Pool("postgres://app:${'hunter22'}@db.internal:5432/joeyfit")`,
        `const id = "${'AKIA'}ABCDEFGHIJKLMNOP";`,
        `token = "ghp_${'x'.repeat(36)}"`,
        'process.env.STRIPE_SECRET_KEY',
        'the value only the environment knows: s3cr3t-from-env-0123',
      ];
      planted.forEach((text, i) => writeFileSync(path.join(dir, `chunk-${i}.js`), text));
      writeFileSync(path.join(dir, 'clean.js'), 'const pk = "pk_test_abc"; fetch("/api/x");');
      writeFileSync(
        path.join(dir, 'chunk-0.js.br'),
        `sk_live_${'in_a_compressed_copy_is_skipped'}`,
      );
      const found = findSecrets(dir, ['s3cr3t-from-env-0123']);
      expect(found.map((f) => f.split(':')[0]).sort()).toEqual(
        planted.map((_, i) => `chunk-${i}.js`).sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('knows the secret variables of the server', () => {
    expect(SECRET_VARIABLES).toEqual(
      expect.arrayContaining([
        'SESSION_SECRET',
        'DATABASE_URL',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'OIDC_CLIENT_SECRET',
        'OPENAI_API_KEY',
        'REVENUECAT_WEBHOOK_SECRET',
        'METRICS_TOKEN',
      ]),
    );
  });
});

const built = existsSync(path.join(CLIENT_DIST, 'index.html'));
describe.skipIf(!built)('the built client', () => {
  it('holds no secret, no secret variable’s value and no secret variable’s name', () => {
    expect(filesUnder(CLIENT_DIST).length).toBeGreaterThan(3);
    expect(findSecrets(CLIENT_DIST, secretValues())).toEqual([]);
  });
});
if (!built) {
  describe('the built client', () => {
    it.skip(`skipped: no client build in ${CLIENT_DIST} (run \`npm run build\` first)`, () => {});
  });
}
