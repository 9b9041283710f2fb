import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@shared/schemas/auth';
import type { User } from '@shared/schemas/users';
import { apiJson } from '@client/lib/api';

/** POST /api/auth/login: sets the session cookie; 401 wrong credentials, 429 too many tries. */
export const login = (body: LoginBody) => apiJson<User>('POST', '/api/auth/login', body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
