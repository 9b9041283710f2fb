// Password hashes (features/auth/password.ts): scrypt with its parameters stored in the hash, so
// a hash made at one cost verifies after the configured cost changes.
import { describe, expect, it } from 'vitest';
import { DEFAULT_HASH_COST, dummyHash, hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('stores scrypt with N=2^15, r=8, p=1 by default, a 16-byte salt and a 32-byte key', async () => {
    const [scheme, n, r, p, salt, key] = (await hashPassword('correct horse')).split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** DEFAULT_HASH_COST), '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
  });

  it.each([10, 15])('verifies the right password at cost %i, and only it', async (cost) => {
    const stored = await hashPassword('correct horse', cost);
    expect(stored.split('$')[1]).toBe(String(2 ** cost));
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 10)).not.toBe(await hashPassword('same', 10));
  });

  it('keeps one dummy hash per cost, as costly as a real one', async () => {
    expect(await dummyHash(10)).toBe(await dummyHash(10));
    expect((await dummyHash(10)).split('$')[1]).toBe(String(2 ** 10));
    expect((await dummyHash()).split('$')[1]).toBe(String(2 ** DEFAULT_HASH_COST));
  });

  it('refuses what is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
