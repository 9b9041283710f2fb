// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from './api-cache-rules';

/** A stand-in for the browser's service worker container and one registration. */
function fakeBrowser({ controlled }: { controlled: boolean }) {
  const container = new EventTarget() as EventTarget & Record<string, unknown>;
  const registration = new EventTarget() as EventTarget & {
    waiting: unknown;
    installing: unknown;
    update: () => Promise<void>;
  };
  registration.waiting = null;
  registration.installing = null;
  registration.update = vi.fn(async () => {});
  container.controller = controlled ? {} : null;
  container.register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  return { container, registration };
}

function fakeWorker() {
  const worker = new EventTarget() as EventTarget & { state: string; postMessage: unknown };
  worker.state = 'installing';
  worker.postMessage = vi.fn();
  return worker;
}

describe('the page side of the service worker (issue 28 §2)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.restoreAllMocks());

  it('registers /sw.js once the page is idle, and offers a version that installs later', async () => {
    const { container, registration } = fakeBrowser({ controlled: true });
    const sw = await import('./service-worker');
    const { result } = renderHook(() => sw.useUpdateReady());
    sw.registerServiceWorker();
    await vi.waitFor(() =>
      expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' }),
    );
    expect(result.current).toBe(false);

    const next = fakeWorker();
    registration.installing = next;
    await act(async () => {
      registration.dispatchEvent(new Event('updatefound'));
      next.state = 'installed';
      next.dispatchEvent(new Event('statechange'));
    });
    expect(result.current).toBe(true);
  });

  it('never switches by itself: only applyUpdate asks the waiting version, then the page reloads', async () => {
    const { container, registration } = fakeBrowser({ controlled: true });
    const waiting = fakeWorker();
    registration.waiting = waiting;
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    const sw = await import('./service-worker');
    const { result } = renderHook(() => sw.useUpdateReady());
    sw.registerServiceWorker();
    await vi.waitFor(() => expect(result.current).toBe(true));

    // Another tab's update taking over does not reload this page on its own.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(waiting.postMessage).not.toHaveBeenCalled();

    sw.applyUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the first install is not an update: nothing is offered', async () => {
    const { container, registration } = fakeBrowser({ controlled: false });
    const sw = await import('./service-worker');
    const { result } = renderHook(() => sw.useUpdateReady());
    sw.registerServiceWorker();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    const first = fakeWorker();
    registration.installing = first;
    await act(async () => {
      registration.dispatchEvent(new Event('updatefound'));
      first.state = 'installed';
      first.dispatchEvent(new Event('statechange'));
    });
    expect(result.current).toBe(false);
  });

  it('a blocked registration (undefined) leaves the page as it was', async () => {
    const { container } = fakeBrowser({ controlled: false });
    container.register = vi.fn(async () => undefined);
    const sw = await import('./service-worker');
    sw.registerServiceWorker();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    expect(() => sw.applyUpdate()).not.toThrow();
  });
});
