import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@shared/schemas/auth';
import { apiRequest } from '@client/lib/api';

/** POST /api/auth/password → 204; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => apiRequest('POST', '/api/auth/password', body),
  });
}
