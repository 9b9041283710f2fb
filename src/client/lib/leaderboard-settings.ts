import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardSettingsBody } from '@shared/schemas/progression';
import type { User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { AUTH_USER_KEY, setCachedUser } from './auth';
import { leaderboardsKey } from './query-keys';

/**
 * PUT /api/leaderboard/settings {leaderboardVisible?, displayName?} (SPEC §7) → the user. The
 * answer replaces the cached user at once (the header, this page), the user read is invalidated
 * as SPEC §7 says, and so is every board and preview, which show the name and the visibility.
 * SPEC §8's toasts, from the hook, so a save that finishes after the page is left still says so.
 * Kept here because two features save these settings: Profile's form, and the board's own
 * "Show me on the leaderboards" for a hidden user (issue 26).
 */
export function useUpdateLeaderboardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaderboardSettingsBody) =>
      apiJson<User>('PUT', '/api/leaderboard/settings', body),
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
