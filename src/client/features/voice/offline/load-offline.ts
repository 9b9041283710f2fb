import type * as OfflineCommands from './offline-command';

/**
 * The on-device interpreter (offline-command.ts with src/shared/voice and its date parser) is a
 * chunk of its own: it is fetched when the voice dialog opens, not with any screen, so the
 * dashboard's first scripts do not grow (tests/e2e/bundle.spec.ts).
 *
 * Why at the dialog's opening: a module once imported stays in the page for its lifetime, so a
 * dialog opened with signal and used after the signal is gone (the gym's basement) reads
 * commands on the device without any fetch. After a reload with no network the service worker's
 * precache serves the chunk (every lazy chunk is precached, issue 28 §2).
 */
type OfflineModule = typeof OfflineCommands;

let loading: Promise<OfflineModule> | null = null;

export function loadOfflineCommands(): Promise<OfflineModule> {
  loading ??= import('./offline-command').catch((error: unknown) => {
    loading = null; // offline with nothing cached: try again next time
    throw error;
  });
  return loading;
}

/** Fetches the interpreter in the background; a failure is tried again when it is needed. */
export const prefetchOfflineCommands = () => void loadOfflineCommands().catch(() => undefined);
