/** The tab's sessionStorage, or undefined where the browser refuses it (some private modes throw). */
export function browserSessionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
