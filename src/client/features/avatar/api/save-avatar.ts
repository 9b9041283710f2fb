import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarConfig } from '@shared/schemas/avatar';
import { toast } from '@client/components/ui/use-toast';
import { apiJson } from '@client/lib/api';
import { avatarKey } from '@client/lib/query-keys';
import { saveFailedToast, savedToast, type SaveKind } from '../model/save-toast';

/**
 * POST /api/joey-avatar {avatarConfig} (SPEC §7): the whole config; the answer is what is saved
 * now, put straight into the read every screen shares (header, session voice, this page).
 * One mutation per kind of save, so each button shows its own progress and toasts.
 */
export function useSaveAvatar(userId: string, kind: SaveKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarConfig: AvatarConfig) =>
      apiJson<AvatarConfig>('POST', '/api/joey-avatar', { avatarConfig }),
    onSuccess: (saved) => {
      queryClient.setQueryData(avatarKey(userId), saved);
      toast(savedToast(kind, saved));
    },
    onError: (error) => toast(saveFailedToast(kind, error)),
  });
}
