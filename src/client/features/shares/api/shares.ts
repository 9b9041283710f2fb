import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareInput, Share } from '@shared/schemas/shares';
import { toast } from '@client/components/ui/use-toast';
import { apiJson, apiRequest, ApiError } from '@client/lib/api';
import { sharesKey } from '@client/lib/query-keys';

/** SPEC §8 share toasts, word for word. */
export const SHARE_FAILURE = 'Failed to create share. Please try again.';

/**
 * Without PUBLIC_URL the server may answer a link as a path (it never trusts a Host header to
 * say where the app lives); this page's own address completes it.
 */
const withOrigin = (share: Share): Share => ({
  ...share,
  url: new URL(share.url, window.location.origin).href,
});

const withOrigins = (shares: Share[]) => shares.map(withOrigin);

/** GET /api/shares: only while the Manage Shares tab is open (SPEC §7). */
export function useShares(enabled: boolean) {
  return useQuery<Share[], Error, Share[]>({
    queryKey: sharesKey,
    enabled,
    select: withOrigins,
  });
}

/** POST /api/shares. A refusal shows the server's message (e.g. the plan's expiry limit). */
export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateShareInput) =>
      withOrigin(await apiJson<Share>('POST', '/api/shares', body)),
    onError: (error) => {
      const message =
        error instanceof ApiError && error.status < 500 ? error.userMessage : SHARE_FAILURE;
      toast({ title: 'Share Creation Failed', description: message, variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKey }),
  });
}

/** DELETE /api/shares/{id}: the link stops working at once. */
export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/shares/${id}`);
    },
    onSuccess: () => toast({ title: 'Share Revoked', description: 'The link no longer works.' }),
    onError: () =>
      toast({
        title: 'Failed to Revoke Share',
        description: 'Please try again.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKey }),
  });
}

/** Copies a link; false when the browser refuses (no permission, insecure page). */
export async function copyLink(url: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}
