import { describe, expect, it } from 'vitest';
import { billingModeOf, ConfigError, loadEnv } from './env';

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
    ['127.0.0.1', ['127.0.0.1']],
    ['loopback, 10.0.0.0/8,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
    ['false', false],
  ])('reads TRUST_PROXY=%s as a list of proxies', (value, expected) => {
    expect(loadEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('hashes passwords at scrypt N=2^15 unless told more; less only under NODE_ENV=test', () => {
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe(15);
    expect(loadEnv({ PASSWORD_HASH_COST: '17' }).PASSWORD_HASH_COST).toBe(17);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST: must be at least 15/,
    );
    expect(() => loadEnv({ PASSWORD_HASH_COST: '10', NODE_ENV: 'production' })).toThrow(
      ConfigError,
    );
    expect(loadEnv({ PASSWORD_HASH_COST: '10', NODE_ENV: 'test' }).PASSWORD_HASH_COST).toBe(10);
    expect(() => loadEnv({ PASSWORD_HASH_COST: '9', NODE_ENV: 'test' })).toThrow(ConfigError);
  });

  it('keeps sign-up open unless ALLOW_SIGNUP=false', () => {
    expect(loadEnv({}).ALLOW_SIGNUP).toBe(true);
    expect(loadEnv({ ALLOW_SIGNUP: 'false' }).ALLOW_SIGNUP).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT: /],
    [{ PORT: '70000' }, /PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET: must be at least 32/],
    [{ OIDC_ISSUER_URL: 'https://id.example.com' }, /OIDC_CLIENT_ID: is required/],
    [{ OIDC_ISSUER_URL: 'https://id.example.com', OIDC_CLIENT_ID: 'x' }, /PUBLIC_URL: is required/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY: must list the proxy addresses/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY: /],
    [{ TRUST_PROXY: 'proxy.example.com' }, /TRUST_PROXY: /],
    [{ ALLOW_SIGNUP: 'no' }, /ALLOW_SIGNUP: /],
    [{ STT_ENGINE: 'cloud' }, /STT_ENGINE: /],
  ])('stops with a clear message for %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  describe('BILLING_MODE (issue 25 §2)', () => {
    const HTTPS = { PUBLIC_URL: 'https://fit.example.com' };
    const STRIPE = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_COACH: 'price_c',
      STRIPE_PRICE_CHAMPION: 'price_ch',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    };
    const RC = { REVENUECAT_WEBHOOK_SECRET: 'rc-secret' };

    it.each([
      ['a local run', {}, 'sandbox'],
      ['an http PUBLIC_URL', { PUBLIC_URL: 'http://192.168.1.5:5000' }, 'sandbox'],
      ['Stripe’s keys', { ...HTTPS, ...STRIPE }, 'stripe'],
      ['RevenueCat alone, which never makes the web a sandbox', { ...HTTPS, ...RC }, 'stores'],
      ['RevenueCat alone on a local run', RC, 'stores'],
      ['BILLING_MODE=sandbox on https', { ...HTTPS, BILLING_MODE: 'sandbox' }, 'sandbox'],
      ['BILLING_MODE=off on https', { ...HTTPS, BILLING_MODE: 'off' }, 'off'],
      ['BILLING_MODE=stripe with the keys', { ...STRIPE, BILLING_MODE: 'stripe' }, 'stripe'],
      ['an explicit web sandbox beside the stores', { ...RC, BILLING_MODE: 'sandbox' }, 'sandbox'],
    ])('%s → %s', (_label, source, mode) => {
      expect(billingModeOf(loadEnv(source))).toBe(mode);
    });

    it.each([
      [
        'an https server no provider can charge',
        HTTPS,
        /BILLING_MODE: must be set: PUBLIC_URL is https:\/\/fit\.example\.com and no payment provider/,
      ],
      [
        'stripe without a key',
        { BILLING_MODE: 'stripe' },
        /BILLING_MODE: is stripe but STRIPE_SECRET_KEY/,
      ],
      [
        'a sandbox beside Stripe',
        { ...STRIPE, BILLING_MODE: 'sandbox' },
        /BILLING_MODE: is sandbox but/,
      ],
      [
        'off beside a provider',
        { ...RC, BILLING_MODE: 'off' },
        /BILLING_MODE: is off but a payment provider/,
      ],
      ['an unknown mode', { BILLING_MODE: 'free' }, /BILLING_MODE: /],
    ])('refuses %s', (_label, source, message) => {
      expect(() => loadEnv(source)).toThrow(ConfigError);
      expect(() => loadEnv(source)).toThrow(message);
    });
  });
});
