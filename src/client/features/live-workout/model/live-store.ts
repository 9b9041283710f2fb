import { parseLiveState } from '@shared/session/live-state';
import { restoreLive, type LiveState } from '@shared/session/live';
import { browserLocalStorage } from '@client/lib/storage';
import { liveStorageKey as keyFor } from './live-key';

/**
 * The workout under way kept in the browser (issue 27 §3), as the guided session keeps its own
 * (session-store.ts): written on every change, so a reload, a closed tab or a locked phone comes
 * back with every ticked set. One per user on this device. Read back through parseLiveState,
 * since storage is the user's own and may hold anything an older build wrote.
 */
/** The kept workout carried on to `now` (restoreLive: the rest runs on the wall clock). */
export function loadLive(userId: string, now: number): LiveState | null {
  const raw = browserLocalStorage()?.getItem(keyFor(userId));
  if (!raw) return null;
  try {
    const state = parseLiveState(JSON.parse(raw));
    // A finished one is kept until its save is answered: the page saves it again (same key).
    if (state) return state.finishedAt == null ? restoreLive(state, now) : state;
  } catch {
    // not JSON: dropped below
  }
  clearLive(userId);
  return null;
}

export function saveLive(userId: string, state: LiveState): void {
  try {
    browserLocalStorage()?.setItem(keyFor(userId), JSON.stringify(state));
  } catch {
    // full or refused: the workout still runs, it just would not survive a reload
  }
}

export function clearLive(userId: string): void {
  try {
    browserLocalStorage()?.removeItem(keyFor(userId));
  } catch {
    // nothing to do
  }
}
