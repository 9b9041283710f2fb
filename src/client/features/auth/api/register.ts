import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@shared/schemas/auth';
import type { User } from '@shared/schemas/users';
import { apiJson } from '@client/lib/api';

/** POST /api/auth/register: creates the account and signs in; 409 when the name is taken. */
export const register = (body: RegisterBody) => apiJson<User>('POST', '/api/auth/register', body);

export function useRegister() {
  return useMutation({ mutationFn: register });
}
