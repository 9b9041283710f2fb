import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServer as start,
  stopServer as stop,
  waitReady,
} from '../setup/server-process';

// The real entry point as `npm run serve` runs it, on the embedded database in a temp DATA_DIR.
// Only in the PGlite project: it is about the embedded default, and costs a few seconds.
const embedded = process.env.TEST_DB_KIND !== 'pg';

describe.runIf(embedded)('the server process', () => {
  // Made in a hook, which a skipped suite does not run, so the PostgreSQL project leaves none.
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-data-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts across a restart and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = start(env);
    await waitReady(first);
    // An empty DATA_DIR starts from the build's migrated image, not a fresh cluster (issue 7 §1).
    expect(first.output()).toContain("copied from the build's image");
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'persistent', password: 'kept across restarts' }),
    });
    expect(reg.status).toBe(200);
    const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
    // Every body is read before the server stops: an unread one can surface undici's late
    // "terminated" outside any promise when the server closes the connection.
    await reg.text();
    expect(await stop(first.child)).toBe(0);

    const second = start(env);
    await waitReady(second);
    expect(second.output()).not.toContain('first start');
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe('persistent');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'persistent', password: 'kept across restarts' }),
    });
    expect(login.status).toBe(200);
    await login.text();
    expect(await stop(second.child)).toBe(0);
  }, 150_000);

  it('refuses to start with bad configuration and says which variable is wrong', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: dataDir });
    const [code] = await once(bad.child, 'exit');
    expect(code).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:');
    expect(bad.output()).toContain('PORT:');
  }, 60_000);

  it('refuses a production-like start that no payment provider can charge, in one line (issue 25 §2)', async () => {
    const bad = start({ PUBLIC_URL: 'https://fit.example.com', DATA_DIR: dataDir });
    const [code] = await once(bad.child, 'exit');
    expect(code).toBe(1);
    const lines = bad.output().trim().split('\n');
    expect(lines).toEqual([
      'Invalid configuration:',
      expect.stringMatching(
        /^ {2}BILLING_MODE: must be set: PUBLIC_URL is https:\/\/fit\.example\.com and no payment provider is configured; .*BILLING_MODE=sandbox .*BILLING_MODE=off/,
      ),
    ]);
  }, 60_000);
});
