import type { CapacitorConfig } from '@capacitor/cli';

// The iOS and Android apps (issue 13 §4) wrap the same client the web serves: `npm run build`
// writes it to dist/client (vite.config.ts build.outDir), then `npx cap add ios|android` and
// `npx cap sync` copy it into the native projects. Those need Xcode or the Android SDK, so the
// native folders are not in this repository. In the apps, plans are bought through RevenueCat
// (src/client/features/billing/mobile/store.ts) with public keys set at build time.
const config: CapacitorConfig = {
  appId: 'fit.joey.app',
  appName: 'Joey Fit',
  webDir: 'dist/client',
};

export default config;
