import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { apiRequest } from './api';
import { getQueryFn } from './query-client';

/** The auth probe's key (SPEC §7: GET /api/auth/user); other code updates the user through it. */
export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/**
 * Who is signed in. Only this probe reads a 401 as "signed out" (null); every other read throws
 * on 401 (SPEC §6). While loading, callers route as signed out (SPEC §2).
 */
export function useAuth() {
  const query = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: Boolean(user?.id) };
}

/** Replaces the cached signed-in user with the server's answer after a user update. */
export function setCachedUser(queryClient: QueryClient, user: User) {
  queryClient.setQueryData<User | null>(AUTH_USER_KEY, user);
}

/**
 * Signs out (POST /api/logout, DESIGN §4: a GET must never end a session) and loads the landing
 * page afresh, so nothing of the signed-in app stays in memory. `everywhere` ends the sessions
 * on every device.
 */
export async function signOut({ everywhere = false } = {}): Promise<void> {
  await apiRequest('POST', everywhere ? '/api/auth/sessions/end-all' : '/api/logout');
  window.location.assign('/');
}
