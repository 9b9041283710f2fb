import { useMemo, useSyncExternalStore } from 'react';
import { writesShownAs, type ShownKind, type ShownWrite } from './label';
import { Outbox, writesOfKind } from './outbox';
import type { OutboxKind, OutboxSnapshot, OutboxWrite } from './types';

export * from './types';
export { labelOf, writesShownAs, type ShownBody, type ShownKind, type ShownWrite } from './label';
export {
  ANSWER_WITHIN_MS,
  MAX_KEPT_WRITES,
  Outbox,
  OutboxFullError,
  OutboxHttpError,
  OutboxSignedOutError,
  verdictOf,
  writesOfKind,
  type OutboxOptions,
  type SyncedInfo,
} from './outbox';
export { retryAfterMs, retryDelay } from './retry';

/**
 * The app's one outbox (issue 28 §3): IndexedDB 'joeyfit-outbox', navigator.onLine, fetch, the
 * 'online' event, Web Locks and a BroadcastChannel between tabs. The signed-in frame calls
 * `outbox.setUser(user.id)` after each sign-in and `outbox.setUser(null)` at sign-out.
 */
export const outbox = new Outbox();

/** The signed-in person's kept writes (oldest first), whether a replay runs, the next retry. */
export function useOutbox(box: Outbox = outbox): OutboxSnapshot {
  return useSyncExternalStore(box.subscribe, box.getSnapshot, box.getSnapshot);
}

/**
 * The kept writes of one kind, oldest first, in every state (`pending`, `refused` with its
 * `error`, `signed-out`): a screen shows each as "waiting to sync" or with its reason.
 */
export function usePendingWrites<K extends OutboxKind>(
  kind: K,
  box: Outbox = outbox,
): Extract<OutboxWrite, { kind: K }>[] {
  const { writes } = useOutbox(box);
  return useMemo(() => writesOfKind(writes, kind), [writes, kind]);
}

/**
 * What shows on a screen of `kind` ('workout', 'goal', 'weigh-in', 'routine'): that kind's kept
 * writes and the voice writes whose preview logs one, each with the body to draw it from.
 */
export function usePendingShown<K extends ShownKind>(
  kind: K,
  box: Outbox = outbox,
): ShownWrite<K>[] {
  const { writes } = useOutbox(box);
  return useMemo(() => writesShownAs(writes, kind), [writes, kind]);
}
