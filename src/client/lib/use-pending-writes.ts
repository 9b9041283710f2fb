import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { outbox, useOutbox } from './outbox';
import type { OutboxKind, OutboxWrite, OutboxWriteInput, SubmitOutcome } from './outbox/types';
import { fixKeyOf } from './pending-writes';

/**
 * The screens' side of the outbox (issue 28 §3): what they show of the kept writes, and the form
 * a refused write is fixed in.
 */

/** The signed-in person's kept writes as a screen's cards (`select` from pending-writes.ts). */
export function usePending<T>(select: (writes: readonly OutboxWrite[]) => T[]): T[] {
  const { writes } = useOutbox();
  return useMemo(() => select(writes), [writes, select]);
}

/** The toast for a create kept on this device: the form closes as after a save. */
export const QUEUED_TOAST = {
  title: 'Saved on this device',
  description: "It will sync when you're back online.",
} as const;

/** A create through the outbox: `sent` with the server's answer, or `queued` on this device. */
export const submitCreate = <T>(input: OutboxWriteInput): Promise<SubmitOutcome<T>> =>
  outbox.submit<T>(input);

type WriteOf<K extends OutboxKind> = Extract<OutboxWrite, { kind: K }>;

/**
 * The refused write this screen is asked to fix (the sync sheet's Edit links here with
 * `?fix=<key>`), while it is kept; `done()` drops the query. `replaced()` discards the refused
 * write once its fixed copy has been saved or kept.
 */
export function useFixWrite<K extends OutboxKind>(kind: K) {
  const key = fixKeyOf(useSearch());
  const [location, navigate] = useLocation();
  const { writes } = useOutbox();
  const write = key
    ? (writes.find((w) => w.key === key && w.kind === kind) as WriteOf<K> | undefined)
    : undefined;
  return {
    write,
    done: () => navigate(location, { replace: true }),
    replaced: async () => {
      if (write) await outbox.discard(write.key);
      navigate(location, { replace: true });
    },
  };
}
