import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A screen whose code is a chunk of its own (issue 9 §4), loaded on demand or ahead of time.
 *
 * React.lazy suspends on a component's first render even when its chunk is already here, and
 * React then holds the content back for up to 300 ms after the fallback appeared. So a screen
 * whose chunk has arrived renders the component directly, and the app fetches chunks ahead
 * (`preload`, `usePreloaded`) instead of leaning on Suspense; React.lazy is the fallback path.
 */
export interface LazyScreen<P extends object> {
  (props: P): ReactNode;
  /** Starts loading (once); resolves when the component is here, rejects if the chunk failed. */
  preload: () => Promise<void>;
  /** preload() for when nobody waits: a failure is left for the render to meet. */
  prefetch: () => void;
  isLoaded: () => boolean;
}

export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchComponent = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a later attempt tries the network again
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchComponent() }));

  function Screen(props: P) {
    // Chosen once per mount, so a screen never switches component type (and loses its state).
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  const preload = () => fetchComponent().then(() => undefined);
  return Object.assign(Screen, {
    preload,
    prefetch: () => void preload().catch(() => undefined),
    isLoaded: () => loaded !== undefined,
  });
}

/**
 * True once every screen's chunk is here (at once when they already are). Until then the caller
 * shows its skeleton as ordinary content, not as a Suspense fallback, so the screen appears the
 * moment its code does. After a failed load it gives up waiting: the render then meets the
 * error through React.lazy (and the error boundary).
 */
export function usePreloaded(screens: readonly LazyScreen<never>[]): boolean {
  const ready = screens.every((s) => s.isLoaded());
  const [gaveUp, setGaveUp] = useState(false);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    Promise.all(screens.map((s) => s.preload())).then(
      () => live && setArrived((n) => n + 1),
      () => live && setGaveUp(true),
    );
    return () => {
      live = false;
    };
    // The screens are module-level constants; their identities are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, ...screens]);
  return ready || gaveUp;
}
