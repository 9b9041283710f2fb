/**
 * Whether this browser was signed in when it last asked (the auth probe's last answer). Only a
 * hint for fetching code early: with it, the signed-in app's chunks load alongside the auth
 * probe instead of after it. Routing never reads it (SPEC §2: the probe alone decides).
 */
const KEY = 'joeyfit.signedIn';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // some private modes refuse storage
  }
}

export function wasSignedIn(): boolean {
  try {
    return storage()?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) storage()?.setItem(KEY, '1');
    else storage()?.removeItem(KEY);
  } catch {
    // full or refused: the hint is only an optimisation
  }
}
