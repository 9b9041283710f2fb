import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point as `npm run serve` runs it, on the embedded database in a temp DATA_DIR.
// Only in the PGlite project: it is about the embedded default, and costs a few seconds.
const embedded = process.env.TEST_DB_KIND !== 'pg';
const dataDir = mkdtempSync(path.join(tmpdir(), 'joeyfit-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function waitReady(base: string, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  return code as number;
}

describe.runIf(embedded)('the server process', () => {
  it('keeps accounts across a restart and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const first = start(env);
    await waitReady(base, first.child);
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'persistent', password: 'kept across restarts' }),
    });
    expect(reg.status).toBe(200);
    const cookie = reg.headers.get('set-cookie')!.split(';')[0]!;
    expect(await stop(first.child)).toBe(0);

    const second = start(env);
    await waitReady(base, second.child);
    const me = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe('persistent');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'persistent', password: 'kept across restarts' }),
    });
    expect(login.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
  }, 60_000);

  it('refuses to start with bad configuration and says which variable is wrong', async () => {
    const bad = start({ PORT: 'eighty', DATA_DIR: dataDir });
    const [code] = await once(bad.child, 'exit');
    expect(code).toBe(1);
    expect(bad.output()).toContain('Invalid configuration:');
    expect(bad.output()).toContain('PORT:');
  }, 30_000);
});
