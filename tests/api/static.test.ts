import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../src/server/paths';
import { createTestApp, type TestApp } from '../setup/test-app';

// The built client as the server sends it (issue 9 §4): the build writes a .br and a .gz beside
// each text asset (vite.config.ts) and the client plugin picks one by Accept-Encoding
// (src/server/plugins/client.ts). app.test.ts covers page serving with a stand-in build; this
// file needs the real one, because only the build writes the compressed siblings.
const built = existsSync(path.join(CLIENT_DIST, 'index.html'));
const skipWhy = `skipped: no client build in ${CLIENT_DIST} (run \`npm run build\` first)`;

let t: TestApp;
/** The app page's entry script, e.g. /assets/index-abc123.js. */
let entry: string;
/** The font index.html preloads, e.g. /assets/inter-latin-wght-normal-abc123.woff2. */
let font: string;
const fileOf = (url: string) => readFileSync(path.join(CLIENT_DIST, url));

describe.skipIf(!built)('the built client, precompressed', () => {
  beforeAll(async () => {
    const html = readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');
    entry = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    font = /<link[^>]*rel="preload"[^>]*href="(\/assets\/[^"]+\.woff2)"/.exec(html)![1]!;
    t = await createTestApp({ clientDir: CLIENT_DIST });
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends Brotli to a browser that accepts it, and the bytes decode to the file', async () => {
    const res = await get(entry, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(fileOf(entry).length);
    expect(brotliDecompressSync(res.rawPayload).equals(fileOf(entry))).toBe(true);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const res = await get(entry, 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).equals(fileOf(entry))).toBe(true);
  });

  it.each([
    ['no Accept-Encoding', undefined],
    ['identity only', 'identity'],
    ['only an encoding the build does not write', 'deflate'],
  ])('sends the file as it is with %s', async (_, acceptEncoding) => {
    const res = await get(entry, acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fileOf(entry))).toBe(true);
  });

  it('sends a font as it is: woff2 is compressed inside, so the build writes no sibling', async () => {
    const res = await get(font, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fileOf(font))).toBe(true);
  });

  it('precompresses index.html sent for a client route too, kept fresh', async () => {
    for (const url of ['/', '/workouts']) {
      const br = await get(url, 'br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.headers['content-type'], url).toMatch(/text\/html/);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).equals(fileOf('index.html')), url).toBe(true);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).equals(fileOf('index.html')), url).toBe(true);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.rawPayload.equals(fileOf('index.html')), url).toBe(true);
    }
  });

  it('caches hashed assets for a year, immutable, in every encoding; the HTML is revalidated', async () => {
    for (const encoding of [undefined, 'gzip', 'br']) {
      for (const url of [entry, font]) {
        const res = await get(url, encoding);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe(
          'public, max-age=31536000, immutable',
        );
      }
      for (const url of ['/', '/index.html', '/progress']) {
        const res = await get(url, encoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
    }
  });

  it('serves the service worker and the web manifest compressed, always revalidated (issue 28)', async () => {
    // Their names never change between releases: an immutable sw.js would hold installed apps
    // on an old version for a year.
    for (const [url, type] of [
      ['/sw.js', /javascript/],
      ['/manifest.webmanifest', /application\/manifest\+json/],
    ] as const) {
      for (const encoding of [undefined, 'gzip', 'br']) {
        const res = await get(url, encoding);
        expect(res.statusCode, `${url} ${encoding}`).toBe(200);
        expect(res.headers['content-type'], url).toMatch(type);
        expect(res.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
        if (encoding) expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
      }
    }
    // The worker precaches the app's page and its entry script, not the sign-in page.
    const sw = fileOf('sw.js').toString('utf8');
    expect(sw).toContain('"url":"index.html"');
    expect(sw).toContain(`"url":"${entry.slice(1)}"`);
    expect(sw).not.toContain('"url":"login.html"');
  });

  it('keeps the document policies on pages and off assets, where nosniff stays', async () => {
    for (const url of [entry, font]) {
      const res = await get(url, 'br');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    for (const url of ['/', '/workouts']) {
      const res = await get(url, 'br');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['permissions-policy'], url).toContain('microphone=(self)');
    }
  });

  it('serves pages that run no inline script, under a policy that would refuse one (issue 16 §5)', async () => {
    for (const url of ['/', '/login.html']) {
      const res = await get(url);
      const html = res.body;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
      // Every <script> is one of the build's files, with nothing between its tags.
      expect(scripts.length, url).toBeGreaterThan(0);
      expect(html.match(/<script\b/gi)?.length, url).toBe(scripts.length);
      for (const [, attributes, body] of scripts) {
        expect(attributes, url).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
        expect(body!.trim(), url).toBe('');
      }
      // Nor handlers in attributes or javascript: links, which script-src-attr 'none' refuses.
      expect(html, url).not.toMatch(/\son[a-z]+\s*=|javascript:/i);
      const policy = String(res.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
      expect(scriptSrc, url).toBe("'self'");
    }
  });

  it('answers a missing asset with a JSON 404, never the page as JavaScript', async () => {
    const res = await get('/assets/x.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /assets/x.js' });
  });

  it('does not serve the compressed siblings under their own names', async () => {
    // They exist on disk (the build wrote them), but only ever answer for their file's own URL.
    for (const sibling of [`${entry}.br`, `${entry}.gz`]) {
      expect(existsSync(path.join(CLIENT_DIST, sibling)), sibling).toBe(true);
      const res = await get(sibling, 'br, gzip');
      expect(res.statusCode, sibling).toBe(404);
      expect(res.json(), sibling).toEqual({ message: `Not found: GET ${sibling}` });
    }
    // Outside /assets/ an unknown path is a client route, so the app page (whose router shows
    // its 'Page Not Found') answers, never the sibling's compressed bytes.
    const res = await get('/index.html.br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(fileOf('index.html'))).toBe(true);
  });

  it('serves /login.html as the sign-in file it is (never the app page), precompressed too', async () => {
    // As before issue 9 (tests/api/route-matrix.ts: 200): the file is part of the build. The
    // client plugin only keeps the path from falling back to the app page when it is missing.
    const res = await get('/login.html', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).equals(fileOf('login.html'))).toBe(true);
    const login = await get('/api/login', 'br');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/text\/html/);
  });
});

if (!built) {
  describe('the built client, precompressed', () => {
    it.skip(skipWhy, () => {});
  });
}
