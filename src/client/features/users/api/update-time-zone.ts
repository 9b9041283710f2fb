import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeZoneBody } from '@shared/schemas/users';
import type { User } from '@shared/schemas/users';
import { apiJson } from '@client/lib/api';
import { setCachedUser } from '@client/lib/auth';
import { invalidateActivityReads } from '@client/lib/query-keys';

/**
 * PUT /api/users/me/time-zone: the answer is the updated user, which replaces the cached one.
 * The dashboard's, Progress' and the progression card's days (today, this week, the current
 * streak) were computed by the server in the old zone, so they are read again.
 */
export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimeZoneBody) => apiJson<User>('PUT', '/api/users/me/time-zone', body),
    onSuccess: (user) => {
      setCachedUser(queryClient, user);
      void invalidateActivityReads(queryClient, user.id);
    },
  });
}
