import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * log2 of scrypt's N for new hashes: OWASP's floor (N=2^17 is the recommendation; 2^15 keeps
 * sign-in near 50 ms on 2 cores while costing an attacker 32 MiB per guess). PASSWORD_HASH_COST
 * can raise it; below it only under NODE_ENV=test (env.ts), where thousands of sign-ups would
 * otherwise spend minutes of the suite in scrypt. Parameters are stored with each hash, so hashes
 * made at another cost still verify.
 */
export const DEFAULT_HASH_COST = 15;
const R = 8;
const P = 1;
const KEY_LEN = 32;

/** Runs on libuv's thread pool, so the event loop stays free. Format: scrypt$N$r$p$salt$key. */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, KEY_LEN, { N, r: R, p: P, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

const dummies = new Map<number, Promise<string>>();

/**
 * Checked against when the user does not exist, so timing does not reveal which names exist: one
 * per cost, made once, as costly as a real user's hash.
 */
export function dummyHash(cost = DEFAULT_HASH_COST): Promise<string> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummies.set(cost, dummy);
  }
  return dummy;
}
