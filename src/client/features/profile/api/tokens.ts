import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateTokenBody, CreatedToken } from '@shared/schemas/tokens';
import { apiJson, apiRequest } from '@client/lib/api';

/** GET /api/tokens's answer (tokenListSchema). */
export interface TokenList {
  tokens: ApiToken[];
}

/** GET /api/tokens: the person's tokens, newest first, never their secrets. */
export const tokensKey = ['/api/tokens'] as const;

export function useTokens() {
  return useQuery<TokenList>({ queryKey: tokensKey });
}

/** POST /api/tokens {name} → 201 with the secret, the only time it is answered. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTokenBody) => apiJson<CreatedToken>('POST', '/api/tokens', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** DELETE /api/tokens/{id} → 204: the token stops working with the next request. */
export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: ApiToken) => apiRequest('DELETE', `/api/tokens/${token.id}`),
    // Gone already (revoked in another tab) is gone: the list is read again either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: tokensKey }),
  });
}

/** Copies text; false when the browser refuses (no permission, a page not served securely). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
