import { useSyncExternalStore } from 'react';
import { SKIP_WAITING } from './api-cache-rules';

/**
 * The page's side of the service worker (issue 28 §2, src/client/sw/sw.ts). Registered once the
 * page has loaded and the browser is idle, so it never competes with the first screen. A new
 * version installs in the background and waits; `useUpdateReady()` tells the app, which offers
 * "Update"; only `applyUpdate()` (the person's tap) switches to it and reloads — never by itself,
 * so a running workout is never pulled from under anyone.
 */
const SW_URL = '/sw.js';
/** How often an open app asks whether a new version was released. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting: ServiceWorker | null = null;
let switching = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  if (waiting === worker) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

function supported() {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Waits for the page's load event and an idle moment, then registers the worker. */
export function registerServiceWorker() {
  // Development serves no worker (vite-plugin-pwa's devOptions are off): nothing to register.
  if (!supported() || import.meta.env.MODE === 'development') return;
  const start = () => {
    const idle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
    idle(() => void register());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register() {
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  } catch {
    // failed: the app works online as before
  }
  // Blocked (Playwright's `serviceWorkers: 'block'` answers undefined): nothing to follow.
  if (!registration) return;
  const container = navigator.serviceWorker;
  // A version that installed while no tab asked for it is already waiting.
  if (registration.waiting && container.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install, which takes over at once (clientsClaim).
      if (installing.state === 'installed' && container.controller) setWaiting(installing);
    });
  });
  container.addEventListener('controllerchange', () => {
    if (switching) window.location.reload();
  });
  window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/** Switches to the waiting version and reloads the page once it has taken over. */
export function applyUpdate() {
  if (!waiting) return;
  switching = true;
  waiting.postMessage({ type: SKIP_WAITING });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a new version is installed and waiting for the person's "Update". */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}

/** Whether a service worker controls this page (its reads go through the API cache). */
export function isControlled(): boolean {
  return supported() && Boolean(navigator.serviceWorker.controller);
}
