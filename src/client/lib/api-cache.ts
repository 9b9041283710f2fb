import { API_CACHE_NAME } from './api-cache-rules';
import { apiUser, setApiUser } from './api-user';
import { connectivity } from './connectivity';

/**
 * Forgets what this device kept of the signed-in user's data (issue 28 §2): the service
 * worker's API cache, the user the page names to it, and the last sync time. Called at sign-out
 * and when the auth probe answers 401, so nothing is served stale after a session ends.
 */
export async function clearApiCache(): Promise<void> {
  const user = apiUser();
  setApiUser(null);
  if (user) connectivity.forgetUser(user);
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME);
  } catch {
    // no Cache Storage here (an insecure origin, a private mode): nothing was kept
  }
}
