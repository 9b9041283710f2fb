import { useQuery } from '@tanstack/react-query';
import { authOptionsQuery } from '@client/lib/queries';

/**
 * GET /api/auth/options: whether this server takes new accounts (ALLOW_SIGNUP). Until it answers,
 * or if it cannot, the page offers both tabs and the server's 403 says the rest.
 */
export function useSignupOpen(): boolean {
  const options = useQuery(authOptionsQuery);
  return options.data?.signup ?? true;
}
