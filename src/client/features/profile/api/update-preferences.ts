import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesBody, User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { setCachedUser } from '@client/lib/auth';
import { dashboardKey } from '@client/lib/query-keys';

/** The toast's words for what changed. */
function changed(body: PreferencesBody, user: User): string {
  if (body.distanceUnit) {
    return `Distances now show in ${user.distanceUnit === 'km' ? 'kilometers' : 'miles'}.`;
  }
  return `Weights now show in ${user.weightUnit === 'kg' ? 'kilograms' : 'pounds'}.`;
}

/**
 * PUT /api/users/me/preferences {weightUnit?, distanceUnit?}. The answer replaces the cached
 * signed-in user, so every screen shows weights and distances in the new units at once; the
 * dashboard is read again because its insights quote weights and distances in the user's units.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreferencesBody) => apiJson<User>('PUT', '/api/users/me/preferences', body),
    onSuccess: (user, body) => {
      setCachedUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: dashboardKey(user.id) });
      toast({ title: 'Units Updated', description: changed(body, user) });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: "Couldn't change your units. Please try again.",
        variant: 'destructive',
      }),
  });
}
