import type { DiscountValidation } from '@shared/schemas/billing';

/**
 * The promo box (SPEC §5): the code is trimmed and upper-cased as typed; a result belongs to the
 * code and tier it was checked for, so changing either (or emptying the code) clears it.
 */
export type PromoOutcome =
  ({ kind: 'checked'; code: string; tierId: number } & DiscountValidation) | { kind: 'failed' };

export interface PromoState {
  code: string;
  tierId: number | null;
  outcome: PromoOutcome | null;
}

export type PromoEvent =
  | { type: 'typed'; text: string }
  | { type: 'selected'; tierId: number }
  | { type: 'checked'; code: string; tierId: number; result: DiscountValidation }
  | { type: 'failed' }
  /** After a plan change: the code is spent and the plan it was for may be the current one. */
  | { type: 'reset' };

export const EMPTY_PROMO: PromoState = { code: '', tierId: null, outcome: null };

export const normalisePromoCode = (text: string) => text.trim().toUpperCase();

export function promoReducer(state: PromoState, event: PromoEvent): PromoState {
  switch (event.type) {
    case 'typed': {
      const code = normalisePromoCode(event.text);
      return code === state.code ? state : { ...state, code, outcome: null };
    }
    case 'selected':
      return event.tierId === state.tierId
        ? state
        : { ...state, tierId: event.tierId, outcome: null };
    case 'checked':
      // An answer for a code or tier the user has since changed says nothing about the new one.
      if (event.code !== state.code || event.tierId !== state.tierId) return state;
      return {
        ...state,
        outcome: { kind: 'checked', ...event.result, code: event.code, tierId: event.tierId },
      };
    case 'failed':
      return { ...state, outcome: { kind: 'failed' } };
    case 'reset':
      return EMPTY_PROMO;
  }
}

/** SPEC §5: Apply needs a non-empty code and a selected tier (and no check under way). */
export const canApplyPromo = (state: PromoState, pending: boolean) =>
  state.code !== '' && state.tierId !== null && !pending;

/** The valid check for this tier, if any: its price shows on the card and its code is sent. */
export function validDiscountFor(state: PromoState, tierId: number) {
  const o = state.outcome;
  if (o?.kind !== 'checked' || !o.valid || o.tierId !== tierId || o.discountedPrice === null)
    return null;
  return { code: o.code, price: o.discountedPrice };
}
