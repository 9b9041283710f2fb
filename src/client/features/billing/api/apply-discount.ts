import type { ApplyDiscountBody } from '@shared/schemas/billing';
import { apiJson } from '@client/lib/api';

/**
 * POST /api/discount-codes/apply (SPEC §7): after an app-store purchase, records the code's use
 * (the store charged the price itself). The caller says what failing to record it means.
 */
export const applyDiscount = (body: Omit<ApplyDiscountBody, 'provider'>) =>
  apiJson<{ recorded: true; discountedPrice: number }>('POST', '/api/discount-codes/apply', {
    ...body,
    provider: 'revenuecat',
  });
