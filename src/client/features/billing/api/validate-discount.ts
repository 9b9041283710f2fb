import { useMutation } from '@tanstack/react-query';
import type { DiscountValidation } from '@shared/schemas/billing';
import { toast } from '@client/components/ui/use-toast';
import { ApiError, apiJson } from '@client/lib/api';

export interface ValidateDiscountInput {
  code: string;
  tierId: number;
}

export const validateDiscount = (body: ValidateDiscountInput) =>
  apiJson<DiscountValidation>('POST', '/api/discount-codes/validate', body);

/**
 * A refusal the user can act on (400: the code's form; 429: too many checks) is said in the
 * server's words; anything else is SPEC §8's 'Unable to validate discount code'.
 */
const failureText = (error: Error) =>
  error instanceof ApiError && (error.status === 400 || error.status === 429)
    ? error.userMessage
    : 'Unable to validate discount code. Please try again.';

/** POST /api/discount-codes/validate (SPEC §7) with SPEC §8's toasts. */
export function useValidateDiscount() {
  return useMutation({
    mutationFn: validateDiscount,
    onSuccess: (result) =>
      result.valid
        ? toast({ title: 'Discount Code Applied!', description: result.message })
        : toast({
            title: 'Invalid Discount Code',
            description: result.message,
            variant: 'destructive',
          }),
    onError: (error) =>
      toast({ title: 'Validation Error', description: failureText(error), variant: 'destructive' }),
  });
}
