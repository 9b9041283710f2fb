import { ApiError } from './api';

/**
 * The server's words when the user's plan refused a request (DESIGN §6: 403 or 429 naming the
 * limit and the plan that lifts it), or null for any other error. A plain rate limit (429 "try
 * again in N seconds") or a 403 for someone else's data does not name a plan, so it is not one.
 */
export function planLimitMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 403 && error.status !== 429)) return null;
  const message = error.userMessage;
  return /\bplan\b/i.test(message) ? message : null;
}
