// Interpretation time per voice command (issue 4: p50 under 2 ms), over the development corpus
// when it is beside the repo and over generated commands always. Prints a Markdown table for
// docs/BENCHMARKS.md. Run: npx tsx bench/voice-interpret.bench.ts
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { interpret, warmUpInterpreter } from '../src/shared/voice/interpret/interpret';
import { generateCommands } from '../src/shared/voice/interpret/classifier/templates';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
/** Issue 4: interpretation p50 under 2 ms. */
const P50_LIMIT_MS = 2;
const NOW = new Date();
const ZONE = 'America/New_York';

const corpusPath = path.resolve(import.meta.dirname, '../../shared/voice/dev-commands.jsonl');
const corpus = existsSync(corpusPath)
  ? readFileSync(corpusPath, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => (JSON.parse(l) as { text: string }).text)
  : [];
const generated = generateCommands(500, 1).map((c) => c.text);
/**
 * The longest text POST /api/voice-command takes (500 characters), full of cue words: before the
 * deadline parser was bounded (issue 7 §5) one of these held the event loop for up to 120 ms.
 */
const MAX_TEXT = 500;
const hostile = ['on 1 ', 'by 1 ', 'on june ', 'next ', 'until the '].map((unit) =>
  `goal ${unit.repeat(MAX_TEXT)}`.slice(0, MAX_TEXT),
);
/** Issue 7 §5: at most 5 ms each (judged on the median: the maximum is the machine's noise). */
const HOSTILE_LIMIT_MS = 5;

warmUpInterpreter();

function measure(texts: readonly string[]) {
  for (const t of texts) interpret(t, NOW, ZONE); // warm-up: JIT and chrono's first parse
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const t of texts) {
      const start = performance.now();
      interpret(t, NOW, ZONE);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.floor(p * (times.length - 1))]!;
  return { n: times.length, p50: q(0.5), p99: q(0.99), max: q(1) };
}

const rows: [string, ReturnType<typeof measure>][] = [];
if (corpus.length > 0)
  rows.push([`development corpus (${corpus.length} commands)`, measure(corpus)]);
else console.log(`(corpus not found at ${corpusPath}; generated commands only)`);
rows.push([`generated commands (${generated.length})`, measure(generated)]);
const worst = measure(hostile);
rows.push([`500 characters of cue words (${hostile.length} texts)`, worst]);

console.log('| commands | runs | p50 ms | p99 ms | max ms |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, r] of rows) {
  const f = (v: number) => v.toFixed(3);
  console.log(`| ${name} | ${r.n} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} |`);
}

const slow = rows.filter(([, r]) => r.p50 >= P50_LIMIT_MS);
console.log(
  slow.length ? `FAIL: p50 at or over ${P50_LIMIT_MS} ms` : `ok: p50 under ${P50_LIMIT_MS} ms`,
);
const hostileSlow = worst.p50 > HOSTILE_LIMIT_MS;
console.log(
  hostileSlow
    ? `FAIL: 500-character texts p50 ${worst.p50.toFixed(2)} ms (limit ${HOSTILE_LIMIT_MS} ms)`
    : `ok: 500-character texts p50 under ${HOSTILE_LIMIT_MS} ms`,
);
if (slow.length || hostileSlow) process.exitCode = 1;
