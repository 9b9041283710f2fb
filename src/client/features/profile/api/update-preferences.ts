import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesBody, User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { setCachedUser } from '@client/lib/auth';
import { dashboardKey, equipmentKey } from '@client/lib/query-keys';

/** The toast's title and words for what changed. */
function changed(body: PreferencesBody, user: User): { title: string; description: string } {
  if (body.rpeEnabled !== undefined) {
    return {
      title: 'Settings Updated',
      description: user.rpeEnabled
        ? 'Sets now ask how hard each one felt (RPE).'
        : 'Sets no longer ask for RPE.',
    };
  }
  return { title: 'Units Updated', description: unitsChanged(body, user) };
}

function unitsChanged(body: PreferencesBody, user: User): string {
  if (body.distanceUnit) {
    return `Distances now show in ${user.distanceUnit === 'km' ? 'kilometers' : 'miles'}.`;
  }
  return `Weights now show in ${user.weightUnit === 'kg' ? 'kilograms' : 'pounds'}.`;
}

/**
 * PUT /api/users/me/preferences {weightUnit?, distanceUnit?, rpeEnabled?}. The answer replaces the cached
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
      // Equipment not yet saved is the default of the weight unit.
      if (body.weightUnit) void queryClient.invalidateQueries({ queryKey: equipmentKey });
      toast(changed(body, user));
    },
    onError: () =>
      toast({
        title: 'Error',
        description: "Couldn't change your settings. Please try again.",
        variant: 'destructive',
      }),
  });
}
