import { describe, expect, it } from 'vitest';
import { tierOfProduct } from './store-products';

describe('tierOfProduct (the app-store product naming convention)', () => {
  it.each([
    ['joeyfit_champion', 3],
    ['joeyfit_champion_annual', 3],
    ['fit.joey.pro.yearly', 3],
    ['Joeyfit_ANNUAL', 3],
    ['joeyfit_coach', 2],
    ['joeyfit_coach:monthly', 2],
    ['fit.joey.monthly', 2],
    // The first row wins: an id naming both reads as the annual plan.
    ['coach_annual', 3],
    ['joeyfit_lifetime', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%s → %s', (productId, tier) => {
    expect(tierOfProduct(productId)).toBe(tier);
  });
});
