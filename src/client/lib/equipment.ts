import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EquipmentAnswer, EquipmentBody } from '@shared/schemas/equipment';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from './api';
import { equipmentKey } from './query-keys';

/**
 * The bar and plates the signed-in user owns (issue 27 §3), for the plate calculator wherever it
 * opens (Profile, each weighted set of the live workout). Unsaved, the server answers the
 * default for the user's weight unit with `saved: false`.
 */
export function useEquipment() {
  return useQuery<EquipmentAnswer>({ queryKey: equipmentKey });
}

/**
 * PUT /api/users/me/equipment: saves the whole equipment; the answer replaces the cached read,
 * so an open calculator loads the new plates at once.
 */
export function useSaveEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EquipmentBody) =>
      apiJson<EquipmentAnswer>('PUT', '/api/users/me/equipment', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(equipmentKey, saved);
      toast({
        title: 'Equipment Saved',
        description: 'The plate calculator now loads your bar and plates.',
      });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: "Couldn't save your equipment. Please try again.",
        variant: 'destructive',
      }),
  });
}
