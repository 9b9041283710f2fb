import { ApiError } from '@client/lib/api';

/** The server's own words for a 409 (a rule the request broke), else undefined. */
export function conflictMessage(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 409 ? error.userMessage : undefined;
}
