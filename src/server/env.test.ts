import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('configuration', () => {
  it('runs with nothing set: port 5000, ./data, offline speech engine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 5000,
      DATA_DIR: './data',
      STT_ENGINE: 'pocketsphinx',
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset, so .env.example runs unchanged', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '' }).PORT).toBe(5000);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: /],
    [{ PORT: '70000' }, /PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET: must be at least 32/],
    [{ OIDC_ISSUER_URL: 'https://id.example.com' }, /OIDC_CLIENT_ID: is required/],
    [{ STT_ENGINE: 'cloud' }, /STT_ENGINE: /],
  ])('stops with a clear message for %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});
