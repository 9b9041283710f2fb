import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/**
 * The real entry point as `npm run serve` runs it (src/server/main.ts under tsx), for tests about
 * the process itself: restarts, signals, faults. The process's own log lines are the signals
 * tests wait on; the ceilings only stop a hung test.
 */

export async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await once(srv, 'listening');
  const { port } = srv.address() as { port: number };
  srv.close();
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/**
 * Starts the server with `env` over the test's environment: the embedded database unless
 * `DATABASE_URL` is given, no speech engine. `wrap` runs it under another command (e.g. a shell
 * that sets a resource limit first): it receives the argument list and returns the one to spawn.
 */
export function startServer(
  env: Record<string, string>,
  wrap: (argv: string[]) => string[] = (argv) => argv,
): ServerProcess {
  const [command, ...args] = wrap([process.execPath, '--import', 'tsx', 'src/server/main.ts']) as [
    string,
    ...string[],
  ];
  const child = spawn(command, args, {
    env: { ...process.env, LOG_LEVEL: 'info', DATABASE_URL: '', STT_ENGINE: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return { child, output: () => output };
}

/** Resolves once the process prints a line matching `pattern`; rejects if it exits first. */
export function waitForOutput(server: ServerProcess, pattern: RegExp, ceilingMs = 60_000) {
  const { child } = server;
  return new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!pattern.test(server.output())) return;
      done();
      resolve();
    };
    const exited = (code: number | null, signal: string | null) => {
      done();
      reject(new Error(`server exited with ${code ?? signal}:\n${server.output()}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${pattern} in ${ceilingMs} ms:\n${server.output()}`));
    }, ceilingMs);
    const done = () => {
      clearTimeout(timer);
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      child.off('exit', exited);
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.on('exit', exited);
    check();
  });
}

/** The process's own "ready" line is the signal that it listens. */
export const waitReady = (server: ServerProcess, ceilingMs = 60_000) =>
  waitForOutput(server, /Joey Fit ready on/, ceilingMs);

/** Sends `signal` and waits for the exit; answers the exit code (null when killed). */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, 'exit');
  child.kill(signal);
  const [code] = await exited;
  return code as number | null;
}
