// Speech on unseen commands (issue 15 §4): a fixed sample of the held-out set
// (tests/voice/heldout/commands.jsonl, every k-th line) read aloud by every synthesiser clean, and
// by one voice of each synthesiser family under pink noise at 15 dB SNR and over an 8 kHz
// telephone line, sent as a WAV through POST /api/transcribe with the real offline engine,
// interpreted and judged by the corpus rules. Each cell must keep at least its floor of commands
// right. Every synthesiser under every condition, on the whole set, is measured by
// `npm run bench:voice` (bench/voice-heldout.bench.ts); this is its guard, sized for CI.
// No held-out line is printed: only counts, and failures by line number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVoiceModel } from '../../scripts/voice-model/build';
import { PocketsphinxEngine } from '../../src/server/features/voice/stt/pocketsphinx';
import { createTestApp, type TestApp } from '../setup/test-app';
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
  wer,
  type Trial,
} from './speech-eval';
import { missingTools, VOICES, voiceLabel, type Condition, type Voice } from './synth';

/** Lines in the sample, the same for every cell. */
const SAMPLE = 8;
/** Recognisers and requests at once: the machine has 2 cores. */
const PARALLEL = 2;
/**
 * Noise and the telephone line, each for one voice of each synthesiser family: espeak-ng over the
 * telephone is right on almost nothing (16–22 % of the whole set), where a floor would guard
 * nothing, so flite rms takes its place there. The bench measures every pair.
 */
const ROUGH: [Voice, Condition][] = [
  ['slt', 'noise15'],
  ['espeak', 'noise15'],
  ['festival-slt', 'noise15'],
  ['slt', 'tel8k'],
  ['rms', 'tel8k'],
  ['festival-slt', 'tel8k'],
];

/**
 * Commands right out of SAMPLE, per cell: what was measured on 2026-11-24 on this sample (with
 * the n-best choice of issue 15 §2 and the classifier's paraphrases in the speech model) less a
 * margin of 2 commands, but never below 1 where one was right. Measured clean: slt 8, rms 8,
 * awb 8, kal16 7, espeak 5, espeak-gb 1, espeak-f3 4, festival kal 7, ked 8, slt 8; noise15:
 * slt 1, espeak 6, festival slt 4; tel8k: slt 6–7, rms 8, festival slt 6–7 (two runs: the
 * recogniser's running estimate of the channel carries over between a worker's utterances, so
 * the order in which two workers take the lines moves a cell by one).
 * Raised from measurements on 2026-11-28, after the recogniser's front end (issue 31,
 * audio/frontend.ts), two runs: noise15 slt 5 and 6 (floor 1 → 3), festival slt 6 and 7 (2 → 4);
 * espeak 6 (unchanged). Clean and tel8k cells were as before or one lower (awb 7, espeak-f3 3),
 * so their floors stay.
 * The first grid (every synthesiser in every condition, 12 lines) took 90 s on an idle fresh
 * clone and 211 s on a loaded one; this one asks for 128 recognitions instead of 360.
 */
const FLOORS: Record<Voice, Partial<Record<Condition, number>>> = {
  slt: { clean: 6, noise15: 3, tel8k: 4 },
  rms: { clean: 6, tel8k: 6 },
  awb: { clean: 6 },
  kal16: { clean: 5 },
  espeak: { clean: 3, noise15: 4 },
  'espeak-gb': { clean: 1 },
  'espeak-f3': { clean: 2 },
  'festival-kal': { clean: 5 },
  'festival-ked': { clean: 6 },
  'festival-slt': { clean: 6, noise15: 4, tel8k: 4 },
};

/** The cells of the grid: every synthesiser clean, then ROUGH. */
const CELLS: [Voice, Condition][] = [
  ...VOICES.map((v): [Voice, Condition] => [v, 'clean']),
  ...ROUGH,
];

const missing = [
  !haveFile(HELDOUT) && 'tests/voice/heldout/commands.jsonl',
  !haveFile('/usr/share/pocketsphinx/model/en-us/en-us') && 'Debian pocketsphinx-en-us',
  ...(await missingTools(VOICES, ['clean', 'noise15', 'tel8k'])),
].filter(Boolean);

/** Every synthesiser × condition speaks the sample; the trials, and a table of them printed. */
async function measure(app: TestApp['app']): Promise<Trial[]> {
  const lines = everyKth(
    loadLines(HELDOUT).map((line, index) => ({ index, line })),
    SAMPLE,
  );
  const recognise = await transcriber(app);
  const jobs = CELLS.flatMap(([v, c]) => jobsFor('heldout', lines, [v], [c]));
  const trials = await mapLimit(jobs, PARALLEL, (job) => runJob(job, recognise));
  const rows = CELLS.map(([v, c]) => {
    const cell = tally(trials.filter((x) => x.voice === v && x.condition === c));
    return `| ${voiceLabel(v)} | ${c} | ${cell.right}/${cell.n} (${pct(accuracy(cell))}) | ${pct(wer(cell))} | ${FLOORS[v][c]} |`; // prettier-ignore
  });
  console.log(
    [
      `held-out speech, ${lines.length} lines (every k-th) per cell:`,
      '| synthesiser | condition | right | WER | floor |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
  return trials;
}

describe.skipIf(missing.length > 0)('speech on the held-out set, by synthesiser and condition', () => {
  let t: TestApp;
  let trials: Trial[] = [];

  beforeAll(async () => {
    const built = await buildVoiceModel();
    if (built.status === 'skipped') throw new Error(built.reason);
    t = await createTestApp({
      speech: {
        engine: new PocketsphinxEngine({ size: PARALLEL }),
        concurrency: PARALLEL,
        maxQueue: 2 * PARALLEL,
        // One user sends every recording, two at a time: no per-minute cap, two places.
        perUser: { active: PARALLEL, perMinute: Infinity },
      },
    });
    trials = await measure(t.app);
  }, 1_200_000); // a generous ceiling: under a minute on 2 idle cores with no cached WAV
  afterAll(() => t?.close());

  for (const [voice, condition] of CELLS) {
    const floor = FLOORS[voice][condition] ?? SAMPLE;
    it(`${voiceLabel(voice)}, ${condition}: at least ${floor} of ${SAMPLE} commands right`, () => {
      const mine = trials.filter((x) => x.voice === voice && x.condition === condition);
      expect(mine).toHaveLength(SAMPLE);
      // Misses by line number and cause, never the line itself.
      const misses = mine.filter((x) => x.problem).map((x) => `line ${x.index + 1}: ${x.problem}`);
      expect(mine.length - misses.length, misses.join('\n')).toBeGreaterThanOrEqual(floor);
    });
  }
}); // prettier-ignore

if (missing.length > 0) {
  describe('speech on the held-out set', () => {
    it.skip(`skipped: missing ${missing.join(', ')} (npm run setup:test installs them)`, () => {});
  });
}
