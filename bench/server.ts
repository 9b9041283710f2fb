// The server as the benches run it: a process of its own on a free port, so the load generated
// here never shares the server's event loop. tests/api/mixed-load.test.ts starts it the same way.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { freePort } from '../tests/setup/server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The built server (`npm run build`). */
export const ENTRY = path.join(ROOT, 'dist/server/main.js');

export interface ServerProcess {
  base: string;
  pid: number;
  /** Everything the server wrote (its last 64 kB). */
  output(): string;
  /** The exit code if the server stopped on its own. */
  exited(): number | null;
  /** SIGTERM, then SIGKILL after 15 s; the exit code. */
  stop(): Promise<number | null>;
}

export interface StartOptions {
  /** Over the production defaults below: DATA_DIR or DATABASE_URL, limits, LOG_LEVEL… */
  env: Record<string, string>;
  /** After `node`: the built entry unless given (the source under tsx, for a test). */
  args?: string[];
  /** How long `/readyz` may take to answer 200 before the start counts as failed. */
  readyCeilingMs?: number;
  /** Called with each whole line the server writes to stdout (its JSON log lines). */
  onLine?: (line: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the server in production mode with a fresh session secret, behind a trusted loopback
 * proxy (clients may set X-Forwarded-For), on the embedded database unless `env` names
 * DATABASE_URL, and waits for `/readyz`.
 */
export async function startServer({
  env,
  args = [ENTRY],
  readyCeilingMs = 120_000,
  onLine,
}: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'loopback',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let pending = '';
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-65_536));
  child.stdout.on('data', (d: Buffer) => {
    keep(d);
    if (!onLine) return;
    const lines = (pending + d.toString()).split('\n');
    pending = lines.pop()!;
    lines.forEach(onLine);
  });
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    base,
    pid: child.pid!,
    output: () => output,
    exited: () => child.exitCode ?? (child.signalCode ? -1 : null),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(kill);
      return child.exitCode;
    },
  };
  const started = Date.now();
  for (;;) {
    if (server.exited() !== null) {
      throw new Error(`the server exited with ${server.exited()}:\n${output}`);
    }
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    if (Date.now() - started > readyCeilingMs) {
      await server.stop();
      throw new Error(`the server was not ready in ${readyCeilingMs} ms:\n${output}`);
    }
    await sleep(100);
  }
}
