import { describe, expect, it } from 'vitest';
import {
  canApplyPromo,
  EMPTY_PROMO,
  normalisePromoCode,
  promoReducer,
  validDiscountFor,
  type PromoState,
} from './promo';

const JOEY_COACH = { valid: true, message: 'JOEY100 applied', discountedPrice: 0 };
const checked = (o: Partial<PromoState> = {}): PromoState => ({
  code: 'JOEY100',
  tierId: 2,
  outcome: { kind: 'checked', code: 'JOEY100', tierId: 2, ...JOEY_COACH },
  ...o,
});

describe('promo code input (SPEC §5)', () => {
  it.each([
    [' joey100 ', 'JOEY100'],
    ['Joey100', 'JOEY100'],
    ['   ', ''],
    ['', ''],
    ['\tsummer-2026\n', 'SUMMER-2026'],
  ])('%j reads %j', (typed, code) => {
    expect(normalisePromoCode(typed)).toBe(code);
  });

  it.each([
    ['an empty code clears the result', '', ''],
    ['a new code clears the result', 'joey1000', 'JOEY1000'],
  ])('%s', (_, typed, code) => {
    expect(promoReducer(checked(), { type: 'typed', text: typed })).toEqual({
      code,
      tierId: 2,
      outcome: null,
    });
  });

  it('the same code typed with spaces keeps the result', () => {
    const state = checked();
    expect(promoReducer(state, { type: 'typed', text: ' joey100 ' })).toBe(state);
  });

  it('another tier clears the result; the same tier keeps it', () => {
    expect(promoReducer(checked(), { type: 'selected', tierId: 3 }).outcome).toBeNull();
    const state = checked();
    expect(promoReducer(state, { type: 'selected', tierId: 2 })).toBe(state);
  });

  it.each([
    ['the code', { code: 'OTHER', tierId: 2 }],
    ['the tier', { code: 'JOEY100', tierId: 3 }],
  ])('an answer for a code checked before %s changed is ignored', (_, asked) => {
    const state: PromoState = { ...EMPTY_PROMO, code: 'JOEY100', tierId: 2 };
    const next = promoReducer(state, { type: 'checked', ...asked, result: JOEY_COACH });
    expect(next).toBe(state);
  });

  it('a failed check is kept as such', () => {
    expect(promoReducer(checked(), { type: 'failed' }).outcome).toEqual({ kind: 'failed' });
  });

  it('a reset empties the box', () => {
    expect(promoReducer(checked(), { type: 'reset' })).toEqual(EMPTY_PROMO);
  });

  it.each([
    ['', 2, false, false],
    ['JOEY100', null, false, false],
    ['JOEY100', 2, true, false],
    ['JOEY100', 2, false, true],
  ])('Apply with code %j, tier %j, pending %j: %j', (code, tierId, pending, enabled) => {
    expect(canApplyPromo({ code, tierId, outcome: null }, pending)).toBe(enabled);
  });

  it.each([
    ['the tier it was checked for', checked(), 2, { code: 'JOEY100', price: 0 }],
    ['another tier', checked(), 3, null],
    [
      'an invalid code',
      checked({
        outcome: {
          kind: 'checked',
          code: 'NOPE',
          tierId: 2,
          valid: false,
          message: 'x',
          discountedPrice: null,
        },
      }),
      2,
      null,
    ],
    ['a failed check', checked({ outcome: { kind: 'failed' } }), 2, null],
    ['nothing checked', EMPTY_PROMO, 2, null],
  ])('the discount on %s', (_, state, tierId, discount) => {
    expect(validDiscountFor(state, tierId)).toEqual(discount);
  });
});
