import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@shared/schemas/auth';
import type { User } from '@shared/schemas/users';
import { apiJson, apiRequest } from '@client/lib/api';
import { setCachedUser } from '@client/lib/auth';
import { dashboardKey } from '@client/lib/query-keys';

/**
 * PUT /api/users/me/profile {displayName}: the answer replaces the cached user, so the header,
 * the dashboard greeting and this page show the new name at once.
 */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string | null) =>
      apiJson<User>('PUT', '/api/users/me/profile', { displayName }),
    onSuccess: (user) => {
      setCachedUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: dashboardKey(user.id) });
    },
  });
}

/** POST /api/auth/password → 204; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => apiRequest('POST', '/api/auth/password', body),
  });
}
