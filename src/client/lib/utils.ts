import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier ones (so callers can override). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Runs `task` once the browser is idle, or after `timeout` ms at the latest (a timer where
 * requestIdleCallback is missing: Safari). Answers a function that cancels it. Kept here, in the
 * module every screen loads, because a module of its own became a script of its own on Home's
 * first load (the frame and Progress's charts share it).
 */
export function whenIdle(task: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
