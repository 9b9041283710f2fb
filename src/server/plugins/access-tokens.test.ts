// The pure parts of personal access tokens (issue 29 §8): reading the Authorization header, the
// secret's shape, its hash and hint. The routes and the lookup are tested through the app in
// tests/api/tokens.test.ts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerCredentials, hashAccessToken, newAccessToken, tokenHint } from './access-tokens';

describe('bearerCredentials', () => {
  const cases: [header: string | undefined, credentials: string | undefined][] = [
    [undefined, undefined],
    ['', undefined],
    ['Basic dXNlcjpwYXNz', undefined],
    ['Bearerjf_abc', undefined],
    ['Token jf_abc', undefined],
    ['Bearer', ''],
    ['Bearer ', ''],
    ['Bearer jf_abc', 'jf_abc'],
    ['bearer jf_abc', 'jf_abc'],
    ['BEARER\tjf_abc', 'jf_abc'],
    ['Bearer    jf_abc   ', 'jf_abc'],
    ['Bearer jf_abc extra', 'jf_abc extra'],
    ['Bearer jf_a,jf_b', 'jf_a,jf_b'],
  ];
  it.each(cases)('%j → %j', (header, credentials) => {
    expect(bearerCredentials(header)).toBe(credentials);
  });
});

describe('a new token', () => {
  it('is jf_ and 43 base64url characters (32 random bytes), never the same twice', () => {
    const made = Array.from({ length: 200 }, newAccessToken);
    for (const token of made) expect(token).toMatch(/^jf_[A-Za-z0-9_-]{43}$/);
    expect(new Set(made).size).toBe(made.length);
    expect(Buffer.from(made[0]!.slice(3), 'base64url')).toHaveLength(32);
  });

  it('is stored as its SHA-256 in hex (64 characters) and shown by its first 8 characters', () => {
    const token = 'jf_' + 'A'.repeat(43);
    expect(hashAccessToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashAccessToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHint(token)).toBe('jf_AAAAA');
  });
});
