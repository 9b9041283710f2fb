/**
 * Runs `task` once the browser is idle, or after `timeout` ms at the latest (a timer where
 * requestIdleCallback is missing: Safari). Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
