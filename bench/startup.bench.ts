// Start-up time of the built server (issue 7 §1: a first start on an empty DATA_DIR serves
// /readyz in ≤ 2 s on an idle machine). Spawns `node dist/server/main.js` as `npm run serve`
// does and times spawn → first 200 from /readyz: a first start (copied from the build's database
// image), a restart, and a first start with the image moved aside (what every first start cost
// before the image existed).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DB_IMAGE_DIR, imageIsCurrent } from '../src/server/db/image';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ENTRY = path.resolve(import.meta.dirname, '../dist/server/main.js');
if (!existsSync(ENTRY) || !imageIsCurrent()) {
  throw new Error('run `npm run build` first: the bench starts the built server and its image');
}

async function timeToReady(dataDir: string, port: number): Promise<number> {
  // Each start from a quiet disk: the previous run's writes would otherwise be flushed during it.
  execFileSync('sync');
  const started = performance.now();
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
} // prettier-ignore

/** A first start as it was before the image: the image is moved aside for the run. */
async function withoutImage<T>(fn: () => Promise<T>): Promise<T> {
  const aside = `${DB_IMAGE_DIR}.bench-aside`;
  renameSync(DB_IMAGE_DIR, aside);
  try {
    return await fn();
  } finally {
    renameSync(aside, DB_IMAGE_DIR);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: [string, number[]][] = [
  ['first start, empty `DATA_DIR` (copy of the image)', []],
  ['restart on the same `DATA_DIR`', []],
  ['first start without the image (creating + migrating the cluster)', []],
];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(path.join(tmpdir(), 'joeyfit-startup-'));
  try {
    rows[0]![1].push(await timeToReady(dir, 5600 + i));
    rows[1]![1].push(await timeToReady(dir, 5600 + i));
    const slow = path.join(dir, 'slow');
    rows[2]![1].push(await withoutImage(() => timeToReady(slow, 5600 + i)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const base = median(rows[0]![1]);
console.log(`\nStart-up to the first 200 from /readyz, ${RUNS} runs, median (all runs)\n`);
console.log('| start | median ms | vs first start | runs ms |\n| --- | --- | --- | --- |');
for (const [name, ms] of rows) {
  const all = ms.map((m) => Math.round(m)).join(', ');
  console.log(
    `| ${name} | ${Math.round(median(ms))} | ${(median(ms) / base).toFixed(2)} | ${all} |`,
  );
}
