import { apiFetch } from './api';
import { isControlled } from './service-worker';
import { browserSessionStorage } from './storage';

/**
 * Fills the service worker's API cache with the main reads of every screen once per visit
 * (issue 28 §2), when the page is online, controlled and idle: a screen the person has not opened
 * yet this visit still opens offline with their data. The answers are not used here; the worker
 * keeps them (per user) as it keeps any read.
 */
export function mainReads(userId: string): string[] {
  const id = encodeURIComponent(userId);
  return [
    '/api/auth/user',
    `/api/dashboard/${id}`,
    `/api/workouts/${id}/page`,
    `/api/workouts/${id}`,
    `/api/progress/${id}`,
    `/api/progress/${id}/lifts?weeks=1`,
    `/api/goals/${id}`,
    `/api/joey-avatar/${id}`,
    '/api/progression/me',
    '/api/me/entitlements',
    '/api/routines',
    '/api/body-weights',
    '/api/users/me/equipment',
    '/api/exercises/names',
    '/api/live-workout',
    '/api/auth/options',
    '/api/leaderboard/weekly_xp/preview',
  ];
}

const warmedKey = (userId: string) => `joeyfit.warmed.${userId}`;

/** Fetches mainReads one after another, once per tab session and user; quiet on failure. */
export async function warmReads(userId: string): Promise<void> {
  if (!isControlled() || !navigator.onLine) return;
  const storage = browserSessionStorage();
  try {
    if (storage?.getItem(warmedKey(userId))) return;
    storage?.setItem(warmedKey(userId), '1');
  } catch {
    // no session storage: warm anyway
  }
  for (const url of mainReads(userId)) {
    if (!navigator.onLine) return;
    try {
      const res = await apiFetch(url);
      await res.arrayBuffer(); // read to the end, so the worker's copy completes
    } catch {
      return; // the network went: try again next visit
    }
  }
}
