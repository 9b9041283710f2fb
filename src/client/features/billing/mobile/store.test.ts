// nativeStore against stand-ins for Capacitor and RevenueCat's plugin (no device here): the web
// never loads the plugin, each platform is configured with its own key and the user's id, and
// purchases and restores come back in SPEC §8's terms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const device = vi.hoisted(() => ({ native: false, platform: 'web', pluginLoaded: false }));
const Purchases = vi.hoisted(() => ({
  isConfigured: vi.fn(),
  configure: vi.fn(),
  logIn: vi.fn(),
  getOfferings: vi.fn(),
  purchasePackage: vi.fn(),
  restorePurchases: vi.fn(),
}));

vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => device.native, getPlatform: () => device.platform },
}));
vi.mock('@revenuecat/purchases-capacitor', () => {
  device.pluginLoaded = true;
  return { Purchases };
});

const { nativeStore } = await import('./store');

const monthly = { identifier: '$rc_monthly', packageType: 'MONTHLY' };
const annual = { identifier: '$rc_annual', packageType: 'ANNUAL' };
const offerings = (current: unknown) => ({ all: {}, current });
const user = { id: '6f1c1f4e-2a57-4c3e-9d55-0b5c3f7a9e10' };

function onDevice(platform: 'ios' | 'android') {
  device.native = true;
  device.platform = platform;
}

beforeEach(() => {
  vi.stubEnv('VITE_REVENUECAT_IOS_KEY', 'appl_public_test_key');
  vi.stubEnv('VITE_REVENUECAT_ANDROID_KEY', 'goog_public_test_key');
  Purchases.isConfigured.mockResolvedValue({ isConfigured: false });
  Purchases.getOfferings.mockResolvedValue(offerings({ monthly, annual }));
  Purchases.purchasePackage.mockResolvedValue({ productIdentifier: 'x', customerInfo: {} });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
  device.native = false;
  device.platform = 'web';
});

describe('nativeStore', () => {
  it('is null on the web, and the plugin is never loaded', async () => {
    expect(await nativeStore(user)).toBeNull();
    expect(device.pluginLoaded).toBe(false);
  });

  it.each([
    ['ios', 'appl_public_test_key'],
    ['android', 'goog_public_test_key'],
  ] as const)(
    'on %s configures RevenueCat with that platform’s key and the user id',
    async (platform, apiKey) => {
      onDevice(platform);
      const store = await nativeStore(user);
      expect(store?.platform).toBe(platform);
      expect(Purchases.configure).toHaveBeenCalledWith({ apiKey, appUserID: user.id });
      expect(Purchases.getOfferings).toHaveBeenCalled();
    },
  );

  it('switches RevenueCat’s user when it was configured earlier in this run', async () => {
    onDevice('ios');
    Purchases.isConfigured.mockResolvedValue({ isConfigured: true });
    await nativeStore(user);
    expect(Purchases.configure).not.toHaveBeenCalled();
    expect(Purchases.logIn).toHaveBeenCalledWith({ appUserID: user.id });
  });

  it.each(['ios', 'android'] as const)(
    'on %s without its key rejects (the page says Subscription Service Error)',
    async (platform) => {
      onDevice(platform);
      vi.stubEnv(
        platform === 'ios' ? 'VITE_REVENUECAT_IOS_KEY' : 'VITE_REVENUECAT_ANDROID_KEY',
        '',
      );
      await expect(nativeStore(user)).rejects.toThrow(/No RevenueCat key/);
      expect(Purchases.configure).not.toHaveBeenCalled();
    },
  );

  it('rejects when the store cannot be reached', async () => {
    onDevice('android');
    Purchases.getOfferings.mockRejectedValue({ code: '10', message: 'Network error' });
    await expect(nativeStore(user)).rejects.toMatchObject({ code: '10' });
  });

  it('buys the monthly package for tier 2 and the annual one for tier 3', async () => {
    onDevice('ios');
    const store = (await nativeStore(user))!;
    expect(await store.purchase(2)).toEqual({ ok: true });
    expect(Purchases.purchasePackage).toHaveBeenLastCalledWith({ aPackage: monthly });
    expect(await store.purchase(3)).toEqual({ ok: true });
    expect(Purchases.purchasePackage).toHaveBeenLastCalledWith({ aPackage: annual });
  });

  it.each([
    [
      { code: '1', message: 'Purchase was cancelled.' },
      'Purchase Cancelled',
      'You can try again anytime.',
    ],
    [
      { code: '2', message: 'Store problem' },
      'Store Error',
      'There was a problem with the app store. Please try again later.',
    ],
    [
      { code: '3', message: 'Purchases are not allowed.' },
      'Purchase Failed',
      'Purchases are not allowed.',
    ],
  ])('a refused purchase (%o) is %s', async (error, title, description) => {
    onDevice('android');
    Purchases.purchasePackage.mockRejectedValue(error);
    const store = (await nativeStore(user))!;
    expect(await store.purchase(2)).toEqual({ ok: false, title, description });
  });

  it.each([
    ['no current offering', offerings(null), 'No current offering is available in the store.'],
    [
      'no such package',
      offerings({ monthly, annual: null }),
      'No package found for this plan in the store.',
    ],
  ])('%s: Purchase Failed, nothing bought', async (_label, answer, description) => {
    onDevice('ios');
    const store = (await nativeStore(user))!;
    Purchases.getOfferings.mockResolvedValue(answer);
    expect(await store.purchase(3)).toEqual({ ok: false, title: 'Purchase Failed', description });
    expect(Purchases.purchasePackage).not.toHaveBeenCalled();
  });

  it('refuses a tier no package buys', async () => {
    onDevice('ios');
    const store = (await nativeStore(user))!;
    expect(await store.purchase(1 as 2)).toEqual({
      ok: false,
      title: 'Purchase Failed',
      description: 'Invalid tier for purchase.',
    });
  });

  it.each([
    ['restored', { entitlements: { active: { premium: {} } }, activeSubscriptions: [] }],
    ['none', { entitlements: { active: {} }, activeSubscriptions: [] }],
  ] as const)('restore: %s', async (outcome, customerInfo) => {
    onDevice('ios');
    Purchases.restorePurchases.mockResolvedValue({ customerInfo });
    expect(await (await nativeStore(user))!.restore()).toBe(outcome);
  });

  it('restore: failed when the store refuses', async () => {
    onDevice('android');
    Purchases.restorePurchases.mockRejectedValue({ code: '2', message: 'Store problem' });
    expect(await (await nativeStore(user))!.restore()).toBe('failed');
  });
});
