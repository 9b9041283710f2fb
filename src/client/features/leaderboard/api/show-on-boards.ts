import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { AUTH_USER_KEY, setCachedUser } from '@client/lib/auth';
import { leaderboardsKey } from '@client/lib/query-keys';

/**
 * PUT /api/leaderboard/settings {leaderboardVisible: true} (SPEC §7): a hidden user rejoins the
 * boards from the board itself (issue 26). The answer replaces the cached user at once and every
 * board is read again, as the Profile switch does; SPEC §8's toasts.
 */
export function useShowOnBoards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<User>('PUT', '/api/leaderboard/settings', { leaderboardVisible: true }),
    onSuccess: (user) => {
      setCachedUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: leaderboardsKey });
      toast({
        title: 'Settings Updated',
        description: 'Your leaderboard settings have been saved successfully.',
      });
    },
    onError: () =>
      toast({
        title: 'Update Failed',
        description: 'Failed to update leaderboard settings. Please try again.',
        variant: 'destructive',
      }),
  });
}
