import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiFetch, ApiError, urlForQueryKey } from './api';

type On401 = 'throw' | 'returnNull';

/** The default read (SPEC §7); a 401 throws, the returnNull variant exists for the auth probe. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await apiFetch(urlForQueryKey(queryKey));
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
    return (await res.json()) as T;
  };
}

/** SPEC §9: no refetch interval, no refetch on focus, never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
