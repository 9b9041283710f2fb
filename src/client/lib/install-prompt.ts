/**
 * Installing Joey Fit (issue 28 §1). Chromium fires `beforeinstallprompt` once, early, when the
 * page is installable; main.tsx calls captureInstallPrompt() before anything renders, so the event
 * is kept for when Home offers "Install Joey Fit" (after the second workout) or Profile's
 * "Install app" row. iOS has no such event: Safari installs from its Share menu, so there the
 * offer is instructions. This module is on the first page's path: it stays small and React-free.
 */

/** Chromium's event, not in lib.dom. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** How this browser installs: its own prompt (the event), iOS's Share menu, or not at all. */
export type InstallPlatform = 'ios' | 'other';
/** What to offer: the browser's prompt, the iOS instructions, or nothing. */
export type InstallOffer = 'prompt' | 'ios' | null;

/** Home offers to install once this many workouts are logged ("after the second workout"). */
export const INSTALL_AFTER_WORKOUTS = 2;
/** Set when the person answers "Not now" on Home: that offer never comes back on this device. */
export const INSTALL_DISMISSED_KEY = 'joeyfit:install-dismissed';

export interface InstallState {
  platform: InstallPlatform;
  /** Running as the installed app (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser's install prompt is kept and may be shown. */
  canPrompt: boolean;
  /** Installed during this visit (`appinstalled`, or the prompt accepted). */
  installed: boolean;
  /** "Not now" was answered on Home. */
  dismissed: boolean;
}

/**
 * iOS, in a browser that has Add to Home Screen in its Share menu: Safari, and since iOS 16.4
 * Chrome, Firefox and Edge (all WebKit, all with the "Safari/" token). In-app web views (a link
 * opened in a social app) lack that token and cannot add to the home screen, so they get nothing.
 * An iPad asking for the desktop site says "Macintosh", told apart by its touch screen.
 */
export function installPlatformOf(nav: {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}): InstallPlatform {
  const ios =
    /\b(iPhone|iPad|iPod)\b/.test(nav.userAgent) ||
    (/\bMacintosh\b/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
  return ios && /\bSafari\//.test(nav.userAgent) ? 'ios' : 'other';
}

/** What Profile's "Install app" row offers: whenever this browser can install and it is not. */
export function profileInstallOffer(state: InstallState): InstallOffer {
  if (state.standalone || state.installed) return null;
  if (state.canPrompt) return 'prompt';
  return state.platform === 'ios' ? 'ios' : null;
}

/**
 * What Home offers: Profile's offer, once the person has logged their second workout (they are
 * using it, so an installed app is worth a tap) and never again after "Not now". Unknown counts
 * (still loading, or the read failed) offer nothing.
 */
export function homeInstallOffer(
  state: InstallState,
  totalWorkouts: number | undefined,
): InstallOffer {
  if (state.dismissed || totalWorkouts === undefined) return null;
  if (totalWorkouts < INSTALL_AFTER_WORKOUTS) return null;
  return profileInstallOffer(state);
}

// The store: one per page, fed by the window's events.

let deferred: BeforeInstallPromptEvent | null = null;
let state: InstallState = {
  platform: 'other',
  standalone: false,
  canPrompt: false,
  installed: false,
  dismissed: false,
};
const listeners = new Set<() => void>();
/** The window captureInstallPrompt listens to (a stand-in in unit tests). */
let host: Window | undefined;

function update(change: Partial<InstallState>) {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function localStore(): Storage | undefined {
  try {
    return host?.localStorage;
  } catch {
    return undefined; // some private modes refuse storage
  }
}

function readDismissed(): boolean {
  try {
    return localStore()?.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Starts listening (once per page): keeps `beforeinstallprompt` from showing Chromium's own
 * mini-infobar so the app offers it at its moment, and hides every offer on `appinstalled`.
 */
export function captureInstallPrompt(win: Window = window): void {
  if (host) return;
  host = win;
  const standalone = win.matchMedia?.('(display-mode: standalone)');
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  state = {
    platform: installPlatformOf(win.navigator),
    standalone: iosStandalone || standalone?.matches === true,
    canPrompt: false,
    installed: false,
    dismissed: readDismissed(),
  };
  standalone?.addEventListener?.('change', (e) =>
    update({ standalone: e.matches || iosStandalone }),
  );
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    update({ canPrompt: true });
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    update({ canPrompt: false, installed: true });
  });
}

export const subscribeInstall = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const getInstallState = () => state;

/** "Not now" on Home: the offer is gone for good on this device (Profile's row stays). */
export function dismissInstall(): void {
  try {
    localStore()?.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    // Storage refused: dismissed for this visit only.
  }
  update({ dismissed: true });
}

/**
 * Shows the browser's install dialog. The event can prompt once, so it is dropped either way;
 * declining the browser's dialog counts as "Not now" on Home, as the person has answered.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  update({ canPrompt: false });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice?.outcome === 'dismissed') {
    dismissInstall();
    return 'dismissed';
  }
  update({ installed: true });
  return 'accepted';
}
