// autocannon in a process of its own, so the load generator never competes with the event loop
// it measures; shared by the benches.
import { spawn } from 'node:child_process';
import path from 'node:path';

const AUTOCANNON = path.resolve(import.meta.dirname, '../node_modules/autocannon/autocannon.js');

/** BENCH_SECONDS (default 5) sets each run's length. */
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 32;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Answers 304 (Not Modified), which `non2xx` counts too. */
  notModified: number;
  /** Requests that got no answer within autocannon's 10 s timeout (or lost their connection). */
  errors: number;
}

/** Loads `url` with CONNECTIONS connections for SECONDS; autocannon's JSON summary, read. */
export function autocannon(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(SECONDS), url];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code} for ${url}`));
      const r = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number; max: number };
        non2xx: number;
        '3xx': number;
        errors: number;
      };
      resolve({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        non2xx: r.non2xx,
        notModified: r['3xx'],
        errors: r.errors,
      });
    });
  });
}
