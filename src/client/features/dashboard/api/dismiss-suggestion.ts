import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@shared/schemas/dashboard';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { dashboardKey } from '@client/lib/query-keys';

/**
 * Maybe Later: POST /api/suggestions/{id}/dismiss hides the insight until the user's day ends
 * (kept on the server, ADR 003). The card goes at once, and the bell badge with it; a failure
 * puts it back. The dashboard is read again afterwards either way.
 */
export function useDismissSuggestion(userId: string) {
  const queryClient = useQueryClient();
  const key = dashboardKey(userId);
  return useMutation({
    mutationFn: (id: string) =>
      apiJson<unknown>('POST', `/api/suggestions/${encodeURIComponent(id)}/dismiss`),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Dashboard>(key);
      if (previous) {
        const suggestions = previous.suggestions.filter((s) => s.id !== id);
        queryClient.setQueryData<Dashboard>(key, { ...previous, suggestions });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({
        title: 'Error',
        description: "Couldn't hide that suggestion. Please try again.",
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
