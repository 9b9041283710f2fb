import type { Query } from '@tanstack/react-query';

/** How often to look again while a paid plan waits for its provider to activate it. */
export const ACTIVATION_POLL_MS = 3000;

/**
 * After a Stripe payment only Stripe's webhook activates the plan, a moment later: the plan reads
 * are polled until they show `awaitingTierId`, then stop (SPEC §9's no-interval rule otherwise).
 */
export const activationPoll =
  <T extends { tierId: number }>(awaitingTierId: number | null) =>
  (query: Query<T, Error, T, readonly unknown[]>) =>
    awaitingTierId !== null && query.state.data?.tierId !== awaitingTierId
      ? ACTIVATION_POLL_MS
      : false;
