// App-store billing inside the iOS and Android apps (issue 13 §4, SPEC §7): RevenueCat's
// Capacitor plugin, configured per platform with the Joey Fit user id, so its webhook names our
// user. The plugin is imported only once Capacitor says the page runs natively: on the web it
// throws "Web not supported", and the web build never loads it.
import { Capacitor } from '@capacitor/core';
import {
  PURCHASE_PROBLEMS,
  packageOfTier,
  purchaseFailure,
  restoreOutcomeOf,
} from './store-messages';
import type { StorePurchases } from './store-types';

type Platform = StorePurchases['platform'];

/**
 * RevenueCat's public SDK key for a platform, set when the app is built (VITE_REVENUECAT_IOS_KEY,
 * VITE_REVENUECAT_ANDROID_KEY). Public by design, but they belong to a deployment, not the repo.
 */
function sdkKey(platform: Platform): string | undefined {
  const key: unknown =
    platform === 'ios'
      ? import.meta.env.VITE_REVENUECAT_IOS_KEY
      : import.meta.env.VITE_REVENUECAT_ANDROID_KEY;
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}

/**
 * The store when the page runs in the iOS or Android app, null on the web. Rejects when the store
 * cannot be set up (no key for the platform, RevenueCat unreachable): the page then says SPEC §8's
 * 'Subscription Service Error'.
 */
export async function nativeStore(user: { id: string }): Promise<StorePurchases | null> {
  if (!Capacitor.isNativePlatform()) return null;
  const platform = Capacitor.getPlatform();
  if (platform !== 'ios' && platform !== 'android') return null;
  const apiKey = sdkKey(platform);
  if (!apiKey) {
    const name = platform === 'ios' ? 'IOS' : 'ANDROID';
    throw new Error(
      `No RevenueCat key for ${platform}: build the app with VITE_REVENUECAT_${name}_KEY`,
    );
  }
  const { Purchases } = await import('@revenuecat/purchases-capacitor');
  // Configured once per app run; a later sign-in as someone else switches RevenueCat's user.
  if ((await Purchases.isConfigured()).isConfigured) await Purchases.logIn({ appUserID: user.id });
  else await Purchases.configure({ apiKey, appUserID: user.id });
  // The offerings load with the store, so the page offers purchases once they can be made.
  await Purchases.getOfferings();

  const packageFor = async (tierId: number) => {
    const which = packageOfTier(tierId);
    if (!which) throw new Error(PURCHASE_PROBLEMS.invalidTier);
    const { current } = await Purchases.getOfferings();
    if (!current) throw new Error(PURCHASE_PROBLEMS.noOffering);
    const found = current[which];
    if (!found) throw new Error(PURCHASE_PROBLEMS.noPackage);
    return found;
  };

  return {
    platform,
    async purchase(tierId) {
      try {
        await Purchases.purchasePackage({ aPackage: await packageFor(tierId) });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...purchaseFailure(error) };
      }
    },
    async restore() {
      try {
        const { customerInfo } = await Purchases.restorePurchases();
        return restoreOutcomeOf(customerInfo);
      } catch {
        return 'failed';
      }
    },
  };
}
