import { USER_HEADER } from './api-cache-rules';
import { browserLocalStorage } from './storage';

/**
 * The user the page names in `X-Joeyfit-User` on every API request (issue 28 §2): the signed-in
 * user once the auth probe has answered, and before that the last signed-in user this device
 * saw, so the first probe of an offline boot can be answered from that user's cache. Cleared at
 * sign-out and when the probe answers 401.
 */
const KEY = 'joeyfit.user';
let current: string | null | undefined;

export function apiUser(): string | null {
  if (current === undefined) {
    try {
      current = browserLocalStorage()?.getItem(KEY) || null;
    } catch {
      current = null;
    }
  }
  return current;
}

export function setApiUser(id: string | null) {
  if (current === id) return;
  current = id;
  try {
    if (id) browserLocalStorage()?.setItem(KEY, id);
    else browserLocalStorage()?.removeItem(KEY);
  } catch {
    // full or refused: the header then names nobody and reads are not cached
  }
}

/** The header naming the user, or nothing when no user is known. */
export function userHeaders(): Record<string, string> {
  const id = apiUser();
  return id ? { [USER_HEADER]: id } : {};
}
