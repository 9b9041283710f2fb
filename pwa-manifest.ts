import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The brand's teal (`--color-brand-600` in src/client/styles.css, oklch(0.6 0.12 184)): the
 * favicon's tile, index.html's `theme-color`, and the installed app's title bar.
 */
export const THEME_COLOR = '#0d9488';
/** The light page (`--page`, oklch(0.97 0.01 180)): the splash screen behind the icon. */
export const BACKGROUND_COLOR = '#eef7f5';

/** The PNG icons scripts/icons.ts draws from the brand mark (src/client/public/icons/). */
export const PWA_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;
/** iOS takes its home-screen icon from `<link rel="apple-touch-icon">`, not the manifest. */
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon-180.png';

/**
 * The web app manifest (issue 28 §1), given to vite-plugin-pwa in vite.config.ts, which writes
 * /manifest.webmanifest and links it from the page.
 */
export const pwaManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Joey Fit',
  short_name: 'Joey Fit',
  description: 'Log workouts by voice, set goals and train with your AI coach — even offline.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['health', 'fitness', 'lifestyle'],
  icons: PWA_ICONS.map((icon) => ({ ...icon })),
};
