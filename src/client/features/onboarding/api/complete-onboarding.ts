import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { apiJson } from '@client/lib/api';
import { setCachedUser } from '@client/lib/auth';
import { browserSessionStorage } from '@client/lib/storage';
import { toast } from '@client/components/ui/use-toast';
import { writeSessionFlag } from '../model/onboarding-state';

/**
 * PUT /api/users/onboarding/complete (SPEC §4): the session flag is set first so onboarding does
 * not reappear while the call runs, and reset if the call fails so it is offered again next time.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<User>('PUT', '/api/users/onboarding/complete'),
    onMutate: () => writeSessionFlag(browserSessionStorage(), true),
    onSuccess: (user) => setCachedUser(queryClient, user),
    onError: () => {
      writeSessionFlag(browserSessionStorage(), false);
      toast({
        title: 'Error',
        description: "Couldn't save your onboarding progress. We'll show the tour again next time.",
        variant: 'destructive',
      });
    },
  });
}
