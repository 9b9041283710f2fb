// Offline speech recognition cost (issue 4 §2): CPU seconds per second of audio with the decoder
// kept loaded, time per utterance, the recogniser's start-up, and how the pool behaves under a
// burst (queue and quota_exceeded). Speech is synthesised with flite from generated commands.
// Prints Markdown tables for docs/BENCHMARKS.md.  Run: npx tsx bench/voice-stt.bench.ts
//   BENCH_UTTERANCES=60  utterances per voice (default 40)
import { readFileSync } from 'node:fs';
import { buildVoiceModel } from '../scripts/voice-model/build';
import { speak } from '../scripts/voice-model/corpus';
import { wavTo16kMono } from '../src/server/features/voice/audio/wav';
import { PocketsphinxEngine } from '../src/server/features/voice/stt/pocketsphinx';
import { Limiter, OverloadedError } from '../src/server/features/voice/stt/limiter';
import { generateCommands } from '../src/shared/voice/interpret/classifier/templates';
import { hasCommand, synthesize } from '../tests/voice/synth';

const N = Number(process.env.BENCH_UTTERANCES ?? 40);
const VOICES = ['slt', 'rms'] as const;

if (!(await hasCommand('flite'))) {
  console.log('voice-stt bench: flite is not installed (npm run setup:test); nothing measured');
  process.exit(0);
}
const built = await buildVoiceModel({ log: (l) => console.log(l) });
if (built.status === 'skipped') {
  console.log(`voice-stt bench: ${built.reason}`);
  process.exit(0);
}

const texts = generateCommands(N, 2024).map((c) => speak(c.text).join(' '));
const samples: Int16Array[] = [];
for (const voice of VOICES) {
  for (const t of texts) samples.push(wavTo16kMono(readFileSync(await synthesize(t, voice))).pcm);
}
const audioSeconds = samples.reduce((s, p) => s + p.length / 16_000, 0);

const engine = new PocketsphinxEngine({ size: 1 });
let started = performance.now();
const availability = await engine.available();
if (!availability.ok) throw new Error(availability.reason);
const startupMs = performance.now() - started;

// Serial: one utterance at a time, as a single user sees it.
const wall: number[] = [];
let cpuMs = 0;
for (const pcm of samples) {
  const t0 = performance.now();
  const r = await engine.run({ pcm });
  wall.push(performance.now() - t0);
  cpuMs += r.cpuMs;
}
wall.sort((a, b) => a - b);
const q = (p: number) => wall[Math.floor(p * (wall.length - 1))]!;

// A burst: every utterance at once against one recogniser and a queue of 4.
const limiter = new Limiter(1, 4);
started = performance.now();
const burst = await Promise.all(
  samples.map((pcm) =>
    limiter
      .run(() => engine.run({ pcm }))
      .then(
        () => 'ok' as const,
        (e: unknown) => (e instanceof OverloadedError ? ('refused' as const) : ('error' as const)),
      ),
  ),
);
const burstMs = performance.now() - started;
await engine.close();

const f = (v: number, d = 0) => v.toFixed(d);
console.log(
  `\n${samples.length} utterances (${VOICES.join(', ')}), ${f(audioSeconds, 1)} s of audio`,
);
console.log('| measure | value |');
console.log('| --- | ---: |');
console.log(`| recogniser start (process + model load) | ${f(startupMs)} ms |`);
console.log(`| CPU s per audio s (decoder only) | ${f(cpuMs / 1000 / audioSeconds, 3)} |`);
console.log(`| mean utterance length | ${f(audioSeconds / samples.length, 2)} s |`);
console.log(
  `| time per utterance p50 / p95 / max | ${f(q(0.5))} / ${f(q(0.95))} / ${f(q(1))} ms |`,
);
console.log(
  `| burst of ${samples.length} at once, 1 recogniser, queue 4 | ` +
    `${burst.filter((b) => b === 'ok').length} answered, ` +
    `${burst.filter((b) => b === 'refused').length} refused (quota_exceeded), ` +
    `${burst.filter((b) => b === 'error').length} errors, ${f(burstMs)} ms |`,
);
