import { useEffect } from 'react';
import { whenIdle } from '@client/lib/utils';
import { prefetchVoiceDialog } from '@client/features/voice/components/VoiceCommandProvider';
import { prefetchToastArea } from './AppProviders';
import { resolveRoute } from './routes';
import { NAV_SCREENS, SCREENS, screenFor } from './screens';

/** How long the app leaves the network to the first screen (its own data) before prefetching. */
const IDLE_DELAY_MS = 2000;

/** The screen behind an in-app link, fetched when a pointer or the focus comes to the link. */
function prefetchLinkTarget(event: Event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  screenFor(resolveRoute(link.pathname, true).page)?.prefetch();
}

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Fetches the code of the screens a signed-in user is likely to open next, so moving between
 * them never waits on the network: the bottom navigation's screens once the first screen has
 * settled and the browser is idle (with the toast area and the voice dialog), and any in-app link's screen as soon as it is pointed at,
 * touched or focused.
 */
export function usePrefetchScreens() {
  useEffect(() => {
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, prefetchLinkTarget, { passive: true });
    }
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(() => {
        NAV_SCREENS.forEach((page) => SCREENS[page].prefetch());
        prefetchToastArea();
        prefetchVoiceDialog();
      });
    }, IDLE_DELAY_MS);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, prefetchLinkTarget);
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, []);
}
