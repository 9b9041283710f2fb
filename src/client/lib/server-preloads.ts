/**
 * The reads the server asked the browser to start with the page (issue 30 §3): for a signed-in
 * user it adds `<link rel="preload" as="fetch" crossorigin="use-credentials">` for the auth probe
 * and the first screen's reads (src/server/plugins/client.ts). The browser hands a preloaded
 * answer to the first fetch() that asks for the same thing, headers included, so that fetch must
 * go out exactly as the preload did: without the page's own user header. Each URL is taken once;
 * a later read of it is an ordinary one. The service worker's copy of the page has no such links.
 */
let preloaded: Set<string> | undefined;

function links(): Set<string> {
  if (!preloaded) {
    preloaded = new Set(
      typeof document === 'undefined'
        ? []
        : [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].map(
            (link) => link.getAttribute('href') ?? '',
          ),
    );
  }
  return preloaded;
}

/** Whether the page came with a preload of this URL not used yet; using it takes it. */
export function takeServerPreload(url: string): boolean {
  return links().delete(url);
}

/** Whether the server sent the page as to a signed-in user (it preloads the auth probe then). */
export function serverSaysSignedIn(): boolean {
  return links().has('/api/auth/user');
}
