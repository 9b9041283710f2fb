// Speech on unseen commands (issue 15 §4): every line of the held-out set
// (tests/voice/heldout/commands.jsonl) read aloud by every synthesiser under every condition
// (clean, pink noise at 15 dB SNR, an 8 kHz telephone line), sent as a WAV through
// POST /api/transcribe of the real app with the offline engine (2 recognisers, 2 requests at a
// time), interpreted and judged by the corpus rules. Prints a Markdown table of commands right and
// word error rate per synthesiser × condition, with the typed (no speech) accuracy and the points
// each condition costs against clean; then the development corpus, clean, by the same
// synthesisers as an independent check. Raw results: .tmp/voice-heldout.json (line indexes and
// what was heard, never the lines). Figures only: no held-out line is printed.
//   npx tsx bench/voice-heldout.bench.ts [--voices slt,espeak] [--conditions clean,tel8k]
//     [--limit N] (every k-th line, N of them)  [--no-dev] (skip the dev corpus check)
//     [--set FILE] (another file in the corpus format instead of the held-out set)
//     [--typed] (the synthesiser reads each line as typed, "3x10 … lbs", instead of a person)
//     [--limit2 N] [--no-set2] (the second held-out set, tests/voice/heldout2, when it exists)
//     [--no-frontend] (the recogniser without its front end, audio/frontend.ts)
// Each condition's "asked / wrote wrong": commands the server would ask "did you say…?" about
// (needsConfirmation), and wrong interpretations it would act on as a write or removal.
// Cost: about 0.27 CPU s a recording. The whole set is 12 990 recordings plus 830 of the dev
// corpus: 63 minutes with an empty WAV cache on 2 cores that other test runs shared (2026-11-24),
// about 30 on 2 idle ones. `--voices slt,espeak-f3,festival-ked --limit 40`: under a minute.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildVoiceModel } from '../scripts/voice-model/build';
import { buildApp } from '../src/server/app';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { PocketsphinxEngine } from '../src/server/features/voice/stt/pocketsphinx';
import { corpusPath, haveCorpus, loadCorpus } from '../tests/unit/voice-judge';
import {
  accuracy,
  everyKth,
  haveFile,
  HELDOUT,
  jobsFor,
  loadLines,
  mapLimit,
  pct,
  runJob,
  tally,
  transcriber,
  typedCell,
  wer,
  type Cell,
  type Heard,
  type Trial,
} from '../tests/voice/speech-eval';
import {
  CONDITIONS,
  isCondition,
  isVoice,
  missingTools,
  VOICES,
  voiceLabel,
  type Condition,
  type Voice,
} from '../tests/voice/synth';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The second held-out set (issue 31: questions, suggestions with minutes, acts). */
const HELDOUT2 = path.join(ROOT, 'tests/voice/heldout2/commands.jsonl');
const RESULTS = path.join(ROOT, '.tmp/voice-heldout.json');
/** Recognisers and requests at once: the machine has 2 cores. */
const PARALLEL = 2;

const { values: opts } = parseArgs({
  options: {
    voices: { type: 'string' },
    conditions: { type: 'string' },
    limit: { type: 'string' },
    'no-dev': { type: 'boolean', default: false },
    set: { type: 'string' },
    typed: { type: 'boolean', default: false },
    /** The second held-out set (issue 31), measured after the first when it exists. */
    set2: { type: 'string' },
    /** Lines of the second set (every k-th), and its conditions (default: the same). */
    limit2: { type: 'string' },
    'no-set2': { type: 'boolean', default: false },
    /** The recogniser without its front end (audio/frontend.ts), to measure what it does. */
    'no-frontend': { type: 'boolean', default: false },
  },
});

function list<T extends string>(arg: string | undefined, all: readonly T[], ok: (s: string) => s is T) {
  if (!arg) return [...all];
  const names = arg.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = names.filter((n) => !ok(n));
  if (bad.length) throw new Error(`unknown ${bad.join(', ')}; choose from ${all.join(', ')}`);
  return names as T[];
} // prettier-ignore

const voices: Voice[] = list(opts.voices, VOICES, isVoice);
const conditions: Condition[] = list(opts.conditions, CONDITIONS, isCondition);
const limit = opts.limit ? Number(opts.limit) : Infinity;
const setFile = opts.set ? path.resolve(opts.set) : HELDOUT;
const set2File = opts.set2 ? path.resolve(opts.set2) : HELDOUT2;
const limit2 = opts.limit2 ? Number(opts.limit2) : limit;

const say = (line: string) => console.log(line);
if (!haveFile(setFile)) {
  say(`voice-heldout bench: ${path.relative(ROOT, setFile)} does not exist; nothing measured`);
  process.exit(0);
}
const missing = await missingTools(voices, conditions);
if (missing.length) {
  say(`voice-heldout bench: missing ${missing.join(', ')} (npm run setup:test); nothing measured`);
  process.exit(0);
}
const built = await buildVoiceModel({ log: say });
if (built.status === 'skipped') {
  say(`voice-heldout bench: ${built.reason}`);
  process.exit(0);
}

/** The real app on an in-memory database, as createTestApp builds it (which needs vitest). */
async function startApp() {
  const database = await openDatabase({ dataDir: null });
  await migrateDatabase(database);
  const engine = new PocketsphinxEngine({ size: PARALLEL, frontEnd: !opts['no-frontend'] });
  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'test', SIGNUP_LIMIT: '100000' }),
    database,
    sessionSecret: 'bench-session-secret-that-is-long-enough-0123456789',
    clientDir: '/nonexistent-client-dir',
    // One user sends every recording, two at a time: no per-minute cap, two places.
    speech: { engine, concurrency: PARALLEL, maxQueue: 2 * PARALLEL, perUser: { active: PARALLEL, perMinute: Infinity } }, // prettier-ignore
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Runs the jobs two at a time, saying how far it has got every 10 %. */
async function measure(name: string, jobs: Parameters<typeof runJob>[0][], recognise: (f: string) => Promise<Heard>) {
  const started = performance.now();
  let done = 0;
  const trials = await mapLimit(jobs, PARALLEL, async (job) => {
    const t = await runJob(job, recognise);
    if (++done % Math.max(1, Math.ceil(jobs.length / 10)) === 0 || done === jobs.length) {
      process.stderr.write(`  ${name}: ${done}/${jobs.length} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    }
    return t;
  });
  return { trials, seconds: (performance.now() - started) / 1000 };
} // prettier-ignore

const cellText = (c: Cell) => `${pct(accuracy(c))} (${c.right}/${c.n})`;
const points = (x: number) => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(1)}`;

function heldoutTable(trials: readonly Trial[], typed: Cell): string[] {
  const cell = (v: Voice | null, c: Condition) =>
    tally(trials.filter((t) => (v === null || t.voice === v) && t.condition === c));
  const others = conditions.filter((c) => c !== 'clean');
  const lost = conditions.includes('clean') ? others : [];
  const header = [
    'synthesiser',
    ...conditions.flatMap((c) => [`${c} right`, `${c} WER`, `${c} asked / wrote wrong`]),
    ...lost.map((c) => `lost ${c} (points)`),
  ];
  const row = (name: string, v: Voice | null) => {
    const cells = conditions.map((c) => cell(v, c));
    const clean = cell(v, 'clean');
    return [
      name,
      ...cells.flatMap((c) => [cellText(c), pct(wer(c)), `${c.asked} / ${c.wroteWrong}`]),
      ...lost.map((c) => points(accuracy(clean) - accuracy(cell(v, c)))),
    ];
  };
  const rows = [
    ['typed text (no speech)', ...conditions.flatMap(() => [cellText(typed), '–', '–']), ...lost.map(() => '–')], // prettier-ignore
    ...voices.map((v) => row(voiceLabel(v), v)),
    row(`**all ${voices.length}**`, null),
  ];
  return markdown([header, ...rows]);
}

function markdown(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(3, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((s, i) => s.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)];
}

const runStarted = performance.now();
const all = loadLines(setFile).map((line, index) => ({ index, line }));
const lines = Number.isFinite(limit) ? everyKth(all, limit) : all;
const server = await startApp();
try {
  const recognise = await transcriber(server.app);
  const heldout = await measure(
    'held-out',
    jobsFor('heldout', lines, voices, conditions, opts.typed ? 'typed' : 'person'),
    recognise,
  );
  const typed = typedCell(lines.map((l) => l.line));
  say(
    `\nHeld-out set: ${lines.length} of ${all.length} lines × ${voices.length} synthesisers × ` +
      `${conditions.length} conditions = ${heldout.trials.length} recordings, ${heldout.seconds.toFixed(0)} s`,
  );
  say(heldoutTable(heldout.trials, typed).join('\n'));

  // The second held-out set, when there is one: the same synthesisers and conditions.
  let second: { trials: Trial[]; seconds: number; lines: number } | null = null;
  if (!opts['no-set2'] && !opts.set && haveFile(set2File)) {
    const all2 = loadLines(set2File).map((line, index) => ({ index, line }));
    const lines2 = Number.isFinite(limit2) ? everyKth(all2, limit2) : all2;
    const run2 = await measure('held-out 2', jobsFor('heldout2', lines2, voices, conditions), recognise); // prettier-ignore
    second = { ...run2, lines: lines2.length };
    say(
      `\nSecond held-out set (${path.relative(ROOT, set2File)}): ${lines2.length} of ${all2.length} ` +
        `lines, ${run2.trials.length} recordings, ${run2.seconds.toFixed(0)} s`,
    );
    say(heldoutTable(run2.trials, typedCell(lines2.map((l) => l.line))).join('\n'));
  }

  let dev: { trials: Trial[]; seconds: number } | null = null;
  if (!opts['no-dev'] && haveCorpus) {
    const devAll = loadCorpus().map((line, index) => ({ index, line }));
    const devLines = Number.isFinite(limit) ? everyKth(devAll, limit) : devAll;
    dev = await measure('dev', jobsFor('dev', devLines, voices, ['clean']), recognise);
    const typedDev = typedCell(devLines.map((l) => l.line));
    say(
      `\nDevelopment corpus (${path.relative(ROOT, corpusPath)}), clean, an independent check: ` +
        `${devLines.length} lines, ${dev.seconds.toFixed(0)} s`,
    );
    const rows = [
      ['synthesiser', 'clean right', 'clean WER'],
      ['typed text (no speech)', cellText(typedDev), '–'],
      ...[...voices, null].map((v) => {
        const c = tally(dev!.trials.filter((t) => v === null || t.voice === v));
        return [v ? voiceLabel(v) : `**all ${voices.length}**`, cellText(c), pct(wer(c))];
      }),
    ];
    say(markdown(rows).join('\n'));
  }
  const seconds = (performance.now() - runStarted) / 1000;
  say(`\nvoice-heldout bench: ${seconds.toFixed(0)} s in all`);
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(
    RESULTS,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        set: path.relative(ROOT, setFile),
        voices,
        conditions,
        lines: lines.length,
        seconds,
        typed,
        frontEnd: !opts['no-frontend'],
        heldout: heldout.trials,
        heldout2: second,
        dev: dev?.trials ?? null,
      },
      null,
      2,
    ),
  );
  say(`raw results: ${path.relative(ROOT, RESULTS)}`);
} finally {
  await server.close();
}
