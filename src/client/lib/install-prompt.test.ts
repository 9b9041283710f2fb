import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  homeInstallOffer,
  INSTALL_DISMISSED_KEY,
  installPlatformOf,
  profileInstallOffer,
  type InstallOffer,
  type InstallState,
} from './install-prompt';

const base: InstallState = {
  platform: 'other',
  standalone: false,
  canPrompt: true,
  installed: false,
  dismissed: false,
};

describe('homeInstallOffer: after the second workout, never after Not now', () => {
  const cases: [string, Partial<InstallState>, number | undefined, InstallOffer][] = [
    ['no workout yet', {}, 0, null],
    ['one workout', {}, 1, null],
    ['the second workout', {}, 2, 'prompt'],
    ['many workouts', {}, 40, 'prompt'],
    ['the count still loading (or failed)', {}, undefined, null],
    ['Not now answered', { dismissed: true }, 5, null],
    ['running installed (standalone)', { standalone: true }, 5, null],
    ['installed during this visit', { installed: true }, 5, null],
    ['no prompt kept (a browser that cannot install)', { canPrompt: false }, 5, null],
    ['iOS Safari: instructions', { platform: 'ios', canPrompt: false }, 2, 'ios'],
    ['iOS Safari with one workout', { platform: 'ios', canPrompt: false }, 1, null],
    ['iOS, added to the home screen', { platform: 'ios', canPrompt: false, standalone: true }, 9, null], // prettier-ignore
    ['iOS after Not now', { platform: 'ios', canPrompt: false, dismissed: true }, 9, null],
  ];
  it.each(cases)('%s', (_name, change, workouts, offer) => {
    expect(homeInstallOffer({ ...base, ...change }, workouts)).toBe(offer);
  });
});

describe("profileInstallOffer: whenever installable, whatever Home's Not now said", () => {
  const cases: [string, Partial<InstallState>, InstallOffer][] = [
    ['prompt kept', {}, 'prompt'],
    ['prompt kept, Not now answered on Home', { dismissed: true }, 'prompt'],
    ['no prompt', { canPrompt: false }, null],
    ['standalone', { standalone: true }, null],
    ['installed', { installed: true }, null],
    ['iOS', { platform: 'ios', canPrompt: false }, 'ios'],
    ['iOS standalone', { platform: 'ios', canPrompt: false, standalone: true }, null],
  ];
  it.each(cases)('%s', (_name, change, offer) => {
    expect(profileInstallOffer({ ...base, ...change })).toBe(offer);
  });
});

describe('installPlatformOf', () => {
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
  const cases: [string, string, number, 'ios' | 'other'][] = [
    ['iPhone Safari', IPHONE_SAFARI, 5, 'ios'],
    ['iPad Safari', IPHONE_SAFARI.replace('iPhone; CPU iPhone OS', 'iPad; CPU OS'), 5, 'ios'],
    [
      'iPad asking for the desktop site',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      5,
      'ios',
    ],
    [
      'a Mac (no touch screen)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      0,
      'other',
    ],
    [
      'Chrome on iOS (Share menu since iOS 16.4)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      5,
      'ios',
    ],
    [
      'an in-app web view on iOS (no Add to Home Screen)',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/490.0]',
      5,
      'other',
    ],
    [
      'Chrome on Android',
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      5,
      'other',
    ],
  ];
  it.each(cases)('%s', (_name, userAgent, maxTouchPoints, platform) => {
    expect(installPlatformOf({ userAgent, maxTouchPoints })).toBe(platform);
  });
});

/** A window with what the store reads: events, navigator, matchMedia and localStorage. */
function fakeWindow({
  storage = new Map<string, string>(),
  standalone = false,
  userAgent = 'Mozilla/5.0 (Linux; Android 10; K) Chrome/131.0.0.0 Mobile Safari/537.36',
} = {}) {
  const target = new EventTarget();
  return Object.assign(target, {
    navigator: { userAgent, maxTouchPoints: 5 },
    matchMedia: () => ({ matches: standalone, addEventListener: () => {} }),
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
  }) as unknown as Window;
}

/** Chromium's event, with a prompt() stub and the person's answer. */
function installEvent(outcome: 'accepted' | 'dismissed' | undefined) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: outcome ? Promise.resolve({ outcome, platform: 'web' }) : undefined,
  });
  return event;
}

/** A fresh store, as a page load makes one. */
async function freshStore() {
  vi.resetModules();
  return import('./install-prompt');
}

describe('the install store', () => {
  beforeEach(() => vi.resetModules());

  it('keeps beforeinstallprompt (no mini-infobar) and Install shows the browser dialog once', async () => {
    const store = await freshStore();
    const win = fakeWindow();
    store.captureInstallPrompt(win);
    expect(store.getInstallState()).toMatchObject({ canPrompt: false, standalone: false });
    const seen = vi.fn();
    store.subscribeInstall(seen);
    const event = installEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getInstallState().canPrompt).toBe(true);
    expect(seen).toHaveBeenCalled();

    await expect(store.promptInstall()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(store.getInstallState()).toMatchObject({ canPrompt: false, installed: true });
    await expect(store.promptInstall()).resolves.toBe('unavailable');
    expect(event.prompt).toHaveBeenCalledTimes(1);
  });

  it('Not now is for good: a later page load on this device offers nothing on Home', async () => {
    const storage = new Map<string, string>();
    const first = await freshStore();
    first.captureInstallPrompt(fakeWindow({ storage }));
    first.dismissInstall();
    expect(first.getInstallState().dismissed).toBe(true);
    expect(storage.get(INSTALL_DISMISSED_KEY)).toBe('1');

    const second = await freshStore();
    const win = fakeWindow({ storage });
    second.captureInstallPrompt(win);
    win.dispatchEvent(installEvent('accepted'));
    const state = second.getInstallState();
    expect(state.dismissed).toBe(true);
    expect(second.homeInstallOffer(state, 10)).toBeNull();
    expect(second.profileInstallOffer(state)).toBe('prompt');
  });

  it("declining the browser's dialog counts as Not now", async () => {
    const storage = new Map<string, string>();
    const store = await freshStore();
    const win = fakeWindow({ storage });
    store.captureInstallPrompt(win);
    win.dispatchEvent(installEvent('dismissed'));
    await expect(store.promptInstall()).resolves.toBe('dismissed');
    expect(store.getInstallState()).toMatchObject({ dismissed: true, installed: false });
    expect(storage.get(INSTALL_DISMISSED_KEY)).toBe('1');
  });

  it('appinstalled hides every offer', async () => {
    const store = await freshStore();
    const win = fakeWindow();
    store.captureInstallPrompt(win);
    win.dispatchEvent(installEvent(undefined));
    win.dispatchEvent(new Event('appinstalled'));
    const state = store.getInstallState();
    expect(state).toMatchObject({ canPrompt: false, installed: true });
    expect(store.profileInstallOffer(state)).toBeNull();
  });

  it('running standalone, or in iOS Safari, is read at capture', async () => {
    const installed = await freshStore();
    installed.captureInstallPrompt(fakeWindow({ standalone: true }));
    expect(installed.getInstallState().standalone).toBe(true);

    const ios = await freshStore();
    ios.captureInstallPrompt(
      fakeWindow({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      }),
    );
    expect(ios.homeInstallOffer(ios.getInstallState(), 2)).toBe('ios');
  });

  it('storage refused: Not now still hides the offer for this visit', async () => {
    const store = await freshStore();
    const win = fakeWindow();
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    store.captureInstallPrompt(win);
    store.dismissInstall();
    expect(store.getInstallState().dismissed).toBe(true);
  });
});
