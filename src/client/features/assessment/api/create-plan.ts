import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssessmentAnswers, StoredPlan, WorkoutPlan } from '@shared/schemas/assessment';
import { apiJson } from '@client/lib/api';
import { storedPlanKey } from './use-stored-plan';

/**
 * POST /api/workout-assessment (SPEC §7): the answers in, the plan out. The server keeps it as the
 * user's last plan, so the stored read is set to it at once instead of being fetched again.
 * Errors (400 naming the field, 429) are left to the page, which shows them beside the button.
 */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: AssessmentAnswers) =>
      apiJson<{ workoutPlan: WorkoutPlan }>('POST', storedPlanKey[0], answers),
    onSuccess: async ({ workoutPlan }, answers) => {
      // A read still in flight (started before this plan existed) must not land on top of it.
      await queryClient.cancelQueries({ queryKey: storedPlanKey });
      // The server's createdAt is not in the answer; this is the same moment, give or take the trip.
      const stored: StoredPlan = { workoutPlan, answers, createdAt: new Date().toISOString() };
      queryClient.setQueryData<StoredPlan | null>(storedPlanKey, stored);
    },
  });
}
