import { userHeaders } from './api-user';
import { connectivity } from './connectivity';
import { takeServerPreload } from './server-preloads';

/**
 * The data layer of SPEC §7: every call sends cookies, a JSON content type only with a body, and
 * a non-ok answer throws "status: body" (or the status text when the body is empty, SPEC §8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's `{message}` when the body is one, for showing to people. */
  get userMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON: fall through
    }
    return this.body || this.message;
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/**
 * fetch for the API (issue 28 §2): sends cookies and names the user the page believes is signed
 * in (`X-Joeyfit-User`, which the service worker keys its cache by), and tells the connectivity
 * store whether the answer came from the network, from the cache, or not at all.
 */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  let res: Response;
  try {
    // A read the server preloaded with the page goes out as the preload did (no user header), so
    // the browser answers it with the preload's response instead of asking again.
    const preloaded = (init.method ?? 'GET') === 'GET' && takeServerPreload(url);
    res = await fetch(url, {
      ...init,
      headers: {
        ...(preloaded ? {} : userHeaders()),
        ...(init.headers as Record<string, string> | undefined),
      },
      credentials: 'include',
    });
  } catch (error) {
    // No answer at all (offline, nothing cached); an abort is the caller's choice, not a network fault.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      connectivity.noteNetworkError();
    }
    throw error;
  }
  connectivity.noteResponse(res.headers);
  return res;
}

export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const res = await apiFetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/** JSON helper on top of apiRequest for calls whose answer is used. */
export async function apiJson<T>(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, url, body, headers);
  return (await res.json()) as T;
}

/**
 * The URL a query key reads (SPEC §7): the first element, except leaderboard keys, which read
 * /api/leaderboard/{second} and, with a third element 'preview', /api/leaderboard/{second}/preview.
 */
export function urlForQueryKey(queryKey: readonly unknown[]): string {
  const [first, second, third] = queryKey;
  if (first === '/api/leaderboard' && typeof second === 'string') {
    return third === 'preview' ? `${first}/${second}/preview` : `${first}/${second}`;
  }
  return String(first);
}
