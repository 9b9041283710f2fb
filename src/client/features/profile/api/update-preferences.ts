import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesBody, User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { setCachedUser } from '@client/lib/auth';
import { dashboardKey } from '@client/lib/query-keys';

/**
 * PUT /api/users/me/preferences {weightUnit}. The answer replaces the cached signed-in user, so
 * every screen shows weights in the new unit at once; the dashboard is read again because its
 * insights quote weights in the user's unit.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => apiJson<User>('PUT', '/api/users/me/preferences', body),
    onSuccess: (user) => {
      setCachedUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: dashboardKey(user.id) });
      toast({
        title: 'Units Updated',
        description: `Weights now show in ${user.weightUnit === 'kg' ? 'kilograms' : 'pounds'}.`,
      });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: "Couldn't change your units. Please try again.",
        variant: 'destructive',
      }),
  });
}
