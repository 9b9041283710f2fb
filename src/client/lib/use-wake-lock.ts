import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while `active` (issue 11: a guided session must not go dark mid-set). The
 * browser releases the lock whenever the page is hidden, so it is taken again each time the page
 * is visible. Where the Wake Lock API is missing or refused, the session simply runs without it.
 */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let cancelled = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (cancelled) {
          void next.release();
          return;
        }
        sentinel = next;
        setHeld(true);
        next.addEventListener('release', () => setHeld(false));
      } catch {
        setHeld(false); // refused (battery saver, no user gesture yet): carry on without it
      }
    };
    const onVisible = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release();
      setHeld(false);
    };
  }, [active]);
  return held;
}
