/** A storage of the browser, or undefined where it refuses it (some private modes throw). */
function browserStorage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}

/** The tab's sessionStorage, or undefined where the browser refuses it. */
export const browserSessionStorage = () => browserStorage('sessionStorage');

/** This device's localStorage, or undefined where the browser refuses it. */
export const browserLocalStorage = () => browserStorage('localStorage');
