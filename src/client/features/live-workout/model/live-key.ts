import { browserLocalStorage } from '@client/lib/storage';

/**
 * Where the workout under way is kept on this device (live-store.ts reads and writes it). On its
 * own so Home can ask whether one is kept without loading the live workout's engine and checks.
 */
export const liveStorageKey = (userId: string) => `joeyfit:live-workout:${userId}`;

/** Whether this device keeps a workout for the user (unchecked: the banner reads it properly). */
export function hasKeptLive(userId: string): boolean {
  try {
    return browserLocalStorage()?.getItem(liveStorageKey(userId)) != null;
  } catch {
    return false;
  }
}
