import { describe, expect, it } from 'vitest';
import { checkTokenName, curlExample, tokenUsage } from './access-tokens';

describe('the token name (the server’s rule, shared)', () => {
  it.each([
    ['Garmin sync', { ok: true, body: { name: 'Garmin sync' } }],
    ['  padded  ', { ok: true, body: { name: 'padded' } }],
    ['', { ok: false, error: 'Token name is required' }],
    ['   ', { ok: false, error: 'Token name is required' }],
    ['x'.repeat(61), { ok: false, error: 'Token name must be at most 60 characters' }],
  ])('%j', (name, out) => {
    expect(checkTokenName(name)).toEqual(out);
  });
});

describe('when a token was made and last used, in the person’s days', () => {
  it.each([
    [{ createdAt: '2026-03-01T10:00:00Z', lastUsedAt: null }, 'UTC', 'Created Mar 1, 2026 · Never used'], // prettier-ignore
    [{ createdAt: '2026-03-01T10:00:00Z', lastUsedAt: '2026-03-03T23:30:00Z' }, 'UTC', 'Created Mar 1, 2026 · Last used Mar 3, 2026'], // prettier-ignore
    // 23:30 UTC is already the next day in Tonga, and 05:00 UTC is still the day before in Honolulu.
    [{ createdAt: '2026-03-01T05:00:00Z', lastUsedAt: '2026-03-03T23:30:00Z' }, 'Pacific/Tongatapu', 'Created Mar 1, 2026 · Last used Mar 4, 2026'], // prettier-ignore
    [{ createdAt: '2026-03-01T05:00:00Z', lastUsedAt: null }, 'Pacific/Honolulu', 'Created Feb 28, 2026 · Never used'], // prettier-ignore
  ])('%j in %s', (token, zone, text) => {
    expect(tokenUsage(token, zone)).toBe(text);
  });
});

it('shows a call on this server with the token left out', () => {
  expect(curlExample('https://fit.example', 'u1')).toBe(
    'curl -H "Authorization: Bearer …" https://fit.example/api/workouts/u1',
  );
});
