import { useQuery, type QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { ApiError, apiRequest } from './api';
import { clearApiCache } from './api-cache';
import { setApiUser } from './api-user';
import { connectivity } from './connectivity';
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
    queryFn: probe,
    retry: false,
  });
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(user?.id),
    /** The probe got no answer at all (offline with nothing kept for this device's last user). */
    unreachable: query.isError && !(query.error instanceof ApiError),
    retry: () => void query.refetch(),
  };
}

const readUser = getQueryFn<User | null>({ on401: 'returnNull' });

/**
 * The auth probe. Signed in, the user it names becomes the one every later request names (before
 * any screen reads, so they are kept for the right user); signed out (401), it forgets whatever
 * the device kept of the last user.
 */
const probe: QueryFunction<User | null> = async (context) => {
  const user = await readUser(context);
  if (user) {
    setApiUser(user.id);
    connectivity.setUser(user.id);
  } else {
    await clearApiCache();
    connectivity.setUser(null);
  }
  return user;
};

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
  await clearApiCache();
  window.location.assign('/');
}
