import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env';
import { tierOfProduct } from './store-products';

const env = loadEnv({});
const defaults = { coach: env.STORE_PRODUCTS_COACH, champion: env.STORE_PRODUCTS_CHAMPION };

describe('tierOfProduct: exact product ids from configuration', () => {
  it.each([
    // The documented default names, with Google Play's subscription:base-plan form.
    ['joeyfit_coach_monthly', 2],
    ['joeyfit_coach:monthly', 2],
    ['joeyfit_champion_annual', 3],
    ['joeyfit_champion:annual', 3],
    // Words inside an id buy nothing: the review's "any id containing annual is Champion".
    ['evil_annual', null],
    ['joeyfit_champion_annual_trial', null],
    ['JOEYFIT_CHAMPION_ANNUAL', null],
    ['joeyfit_coach', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('%s → %s', (productId, tier) => {
    expect(tierOfProduct(defaults, productId)).toBe(tier);
  });

  it('reads the ids an operator configured, and only those', () => {
    const custom = loadEnv({
      STORE_PRODUCTS_COACH: 'fit.joey.coach.m, fit.joey.coach.m2',
      STORE_PRODUCTS_CHAMPION: 'fit.joey.champ.y',
    });
    const products = {
      coach: custom.STORE_PRODUCTS_COACH,
      champion: custom.STORE_PRODUCTS_CHAMPION,
    };
    expect(tierOfProduct(products, 'fit.joey.coach.m2')).toBe(2);
    expect(tierOfProduct(products, 'fit.joey.champ.y')).toBe(3);
    expect(tierOfProduct(products, 'joeyfit_coach_monthly')).toBeNull();
  });

  it('refuses a configuration that lists no id or a strange one', () => {
    expect(() => loadEnv({ STORE_PRODUCTS_COACH: ' , ' })).toThrow(/STORE_PRODUCTS_COACH/);
    expect(() => loadEnv({ STORE_PRODUCTS_CHAMPION: 'a b' })).toThrow(/STORE_PRODUCTS_CHAMPION/);
  });
});
