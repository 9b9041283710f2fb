// Tuning the recogniser's front end and confidence (issue 31 §4) on the TUNING set
// (tests/voice/tuning/commands.jsonl, the set rules may be tuned on; never the held-out sets):
// each line read aloud by a few synthesisers, clean and in noise, run through front-end variants
// (src/server/features/voice/audio/frontend.ts) in this process, then the offline recogniser
// (the PCM path of the same recogniser processes the server uses), the n-best choice and the
// interpreter, and judged. Prints commands right per variant × synthesiser × condition; with
// --confidence, the table of "did you say…?" thresholds (asked-right, asked-wrong, wrote-right,
// wrote-wrong) over the engine's confidence and the chosen hypothesis' understanding.
// Raw results: .tmp/voice-frontend.json.
//   npx tsx bench/voice-frontend.bench.ts [--voices slt,awb,festival-slt] [--conditions clean,noise15]
//     [--limit 60] [--variants none,ep,dn,dnep] [--set FILE] [--confidence]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { speak } from '../scripts/voice-model/corpus';
import { buildVoiceModel } from '../scripts/voice-model/build';
import { frontEnd, type FrontEndOptions } from '../src/server/features/voice/audio/frontend';
import { wavTo16kMono } from '../src/server/features/voice/audio/wav';
import { PocketsphinxEngine } from '../src/server/features/voice/stt/pocketsphinx';
import { chooseHypothesis, understanding } from '../src/shared/voice/interpret/hypotheses';
import { interpret } from '../src/shared/voice/interpret/interpret';
import { judge } from '../tests/unit/voice-judge';
import { everyKth, loadLines, mapLimit, NOW, ZONE } from '../tests/voice/speech-eval';
import { CONDITIONS, isCondition, isVoice, synthesize, VOICES, voiceLabel, type Condition, type Voice } from '../tests/voice/synth'; // prettier-ignore

const ROOT = path.resolve(import.meta.dirname, '..');
const PARALLEL = 2;

/** Front-end variants by name (`none`: the samples as they are). */
export const VARIANTS: Record<string, FrontEndOptions> = {
  none: {},
  hp: { highPassHz: 100 },
  ep: { endpoint: {} },
  dn: { denoise: {} },
  dnep: { denoise: {}, endpoint: {} },
  dn2ep: { denoise: { overSubtract: 2 }, endpoint: {} },
  dnf05ep: { denoise: { floor: 0.05 }, endpoint: {} },
  dnf2ep: { denoise: { floor: 0.2 }, endpoint: {} },
  dnf3ep: { denoise: { floor: 0.3 }, endpoint: {} },
  dn2: { denoise: { overSubtract: 2 } },
  dnf2: { denoise: { floor: 0.2 } },
  hpdnep: { highPassHz: 100, denoise: {}, endpoint: {} },
  dnf05: { denoise: { floor: 0.05 } },
  dn1024: { denoise: { size: 1024 } },
  dnq2: { denoise: { quietShare: 0.2 } },
  dn15: { denoise: { overSubtract: 1.5 } },
  dns95: { denoise: { smoothing: 0.95 } },
  dn07: { denoise: { overSubtract: 0.7 } },
};

const { values: opts } = parseArgs({
  options: {
    voices: { type: 'string', default: 'slt,awb,festival-slt' },
    conditions: { type: 'string', default: 'clean,noise15' },
    limit: { type: 'string', default: '60' },
    variants: { type: 'string', default: 'none,dnep' },
    set: { type: 'string', default: path.join(ROOT, 'tests/voice/tuning/commands.jsonl') },
    confidence: { type: 'boolean', default: false },
    /** Decoder arguments, space-separated (e.g. "-remove_noise no"). */
    args: { type: 'string', default: '' },
  },
});
const pick = <T extends string>(s: string, ok: (x: string) => x is T) =>
  s.split(',').map((x) => {
    if (!ok(x)) throw new Error(`unknown ${x}`);
    return x;
  });
const voices = pick(opts.voices, isVoice);
const conditions = pick(opts.conditions, isCondition);
const variants = opts.variants.split(',');
for (const v of variants) if (!VARIANTS[v]) throw new Error(`unknown variant ${v}`);
if (/heldout/.test(opts.set)) throw new Error('tune on the tuning set only');

const built = await buildVoiceModel();
if (built.status === 'skipped') throw new Error(built.reason);
const engine = new PocketsphinxEngine({
  size: PARALLEL,
  // The variants are applied here; the recogniser's own front end is off.
  frontEnd: false,
  decoderArgs: opts.args.split(' ').filter(Boolean),
});
const all = loadLines(opts.set).map((line, index) => ({ index, line }));
const lines = everyKth(all, Number(opts.limit));

interface Row {
  index: number;
  voice: Voice;
  condition: Condition;
  variant: string;
  heard: string;
  confidence: number;
  understanding: number;
  action: string;
  right: boolean;
}
const jobs = voices.flatMap((voice) =>
  conditions.flatMap((condition) => lines.map((l) => ({ ...l, voice, condition }))),
);
const started = performance.now();
let done = 0;
const rows = (
  await mapLimit(jobs, PARALLEL, async (job) => {
    const file = await synthesize(speak(job.line.text).join(' '), job.voice, job.condition);
    const { pcm } = wavTo16kMono(readFileSync(file));
    const out: Row[] = [];
    for (const variant of variants) {
      const r = await engine.run({ pcm: frontEnd(pcm, VARIANTS[variant]) });
      const alts = r.alternatives ?? [];
      const text = alts.length > 1 ? alts[chooseHypothesis(alts, NOW, ZONE)]!.text : r.text;
      const result = interpret(text, NOW, ZONE);
      out.push({
        index: job.index,
        voice: job.voice,
        condition: job.condition,
        variant,
        heard: text,
        confidence: r.confidence,
        understanding: understanding(text, NOW, ZONE),
        action: result.action,
        right: !judge(job.line, result),
      });
    }
    if (++done % Math.ceil(jobs.length / 5) === 0) {
      process.stderr.write(`  ${done}/${jobs.length} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`); // prettier-ignore
    }
    return out;
  })
).flat();
await engine.close();

console.log(`tuning set, ${lines.length} lines; ${((performance.now() - started) / 1000).toFixed(0)} s`); // prettier-ignore
console.log(`| variant | ${voices.flatMap((v) => conditions.map((c) => `${voiceLabel(v)} ${c}`)).join(' | ')} | total clean | total noisy |`); // prettier-ignore
for (const variant of variants) {
  const mine = rows.filter((r) => r.variant === variant);
  const count = (f: (r: Row) => boolean) => mine.filter((r) => f(r) && r.right).length;
  const cells = voices.flatMap((v) => conditions.map((c) => count((r) => r.voice === v && r.condition === c))); // prettier-ignore
  console.log(`| ${variant} | ${cells.join(' | ')} | ${count((r) => r.condition === 'clean')} | ${count((r) => r.condition !== 'clean')} |`); // prettier-ignore
}

if (opts.confidence) {
  // Writes are what a wrong interpretation costs; the threshold table over a few scores.
  const scores: Record<string, (r: Row) => number> = {
    confidence: (r) => r.confidence,
    understanding: (r) => r.understanding,
    product: (r) => r.confidence * r.understanding,
    mean: (r) => (r.confidence + r.understanding) / 2,
  };
  for (const variant of variants) {
    const mine = rows.filter((r) => r.variant === variant && r.action !== 'error');
    console.log(`\n${variant}: ${mine.length} answered (not error); wrong ${mine.filter((r) => !r.right).length}`); // prettier-ignore
    for (const [name, score] of Object.entries(scores)) {
      console.log(`  ${name}: threshold | asked-right | asked-wrong | wrote-right | wrote-wrong`);
      for (const t of [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
        const asked = mine.filter((r) => score(r) < t);
        const wrote = mine.filter((r) => score(r) >= t);
        const ar = asked.filter((r) => r.right).length;
        const wr = wrote.filter((r) => r.right).length;
        console.log(`    ${t.toFixed(2)} | ${ar} | ${asked.length - ar} | ${wr} | ${wrote.length - wr}`); // prettier-ignore
      }
    }
  }
}
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
writeFileSync(path.join(ROOT, '.tmp/voice-frontend.json'), JSON.stringify(rows, null, 1));
void CONDITIONS;
void VOICES;
