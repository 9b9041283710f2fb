// Session ids and share tokens come from the operating system's CSPRNG (issue 16 §5): the values
// the app hands out are exactly bytes crypto.randomBytes gave it, long enough not to be guessed,
// and Math.random decides nothing anyone could see.
import type * as NodeCrypto from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postWorkout } from '../factories';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';

/** Every buffer crypto.randomBytes handed to the app in this file. */
const drawn = vi.hoisted(() => [] as Buffer[]);
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  const randomBytes = ((size: number, ...callback: unknown[]) => {
    if (callback.length > 0)
      return (actual.randomBytes as (...args: unknown[]) => void)(size, ...callback);
    const bytes = actual.randomBytes(size);
    drawn.push(bytes);
    return bytes;
  }) as typeof actual.randomBytes;
  return { ...actual, randomBytes };
});

/** The number of random bytes behind `value`, if crypto.randomBytes made exactly it. */
const bytesBehind = (value: string) => drawn.find((b) => b.toString('base64url') === value)?.length;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://joey.test', BILLING_MODE: 'sandbox' } });
});
afterAll(() => t.close());

describe('random values handed out (issue 16 §5)', () => {
  it('makes a session id of 32 bytes from crypto.randomBytes', async () => {
    const me = await signUp(t);
    const id = me.cookie.replace(/^jf_session=/, '');
    expect(bytesBehind(id)).toBe(32);
  });

  it('makes a share token of at least 16 bytes (DESIGN §6: 128 bits) from crypto.randomBytes', async () => {
    const me = await signUp(t);
    const workout = await postWorkout(me);
    const res = await me.as({
      method: 'POST',
      url: '/api/shares',
      payload: { workoutId: workout.id, expiresAt: new Date(Date.now() + 7 * 86_400_000) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = (res.json() as { url: string }).url.split('/s/')[1]!;
    expect(bytesBehind(token)).toBeGreaterThanOrEqual(16);
  });

  it('uses Math.random on the server only as a probability (when to sweep), never as a value', () => {
    const root = path.resolve(import.meta.dirname, '../../src/server');
    const uses = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) =>
        [...readFileSync(path.join(root, f), 'utf8').matchAll(/Math\.random\(\)(.{0,4})/g)].map(
          (m) => ({ file: f, after: m[1]! }),
        ),
      );
    expect(uses.filter((u) => !/^\s*<\s/.test(u.after))).toEqual([]);
  });
});
