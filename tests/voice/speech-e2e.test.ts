// Speech end to end (issue 4, "Measured"): every line of ../shared/voice/dev-commands.jsonl is
// spoken by flite (voices slt, rms, awb, kal16), sent as a WAV through
// POST /api/transcribe with the real offline engine, and the text is interpreted and judged by
// the corpus rules. Prints word error rate and command accuracy per voice; the goal is at least
// 95 % of commands right on the flite voices. Synthesised WAVs are cached under .tmp/voice-wav/.
// Other synthesisers (espeak-ng, festival), noise and telephone lines are measured on the held-out
// set (heldout-speech.test.ts); this file is the development corpus's independent check.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVoiceModel } from '../../scripts/voice-model/build';
import { speak } from '../../scripts/voice-model/corpus';
import { PocketsphinxEngine } from '../../src/server/features/voice/stt/pocketsphinx';
import { interpret } from '../../src/shared/voice/interpret/interpret';
import { toWords } from '../../src/shared/voice/interpret/normalize';
import { createTestApp, signUp, type TestApp } from '../setup/test-app';
import { judge, type CorpusLine } from '../unit/voice-judge';
import { editDistance, mapLimit } from './speech-eval';
import { FLITE_VOICES, hasCommand, multipart, synthesize, type Voice } from './synth';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORPUS = path.resolve(ROOT, '../shared/voice/dev-commands.jsonl');
const RESULTS = path.join(ROOT, '.tmp/speech-e2e.json');
// Issue 4's goal. Measured 96.7 % (321/332, 2026-11-24; 316/332 before issue 15) with a model
// trained on no corpus line; the 97.3 % before issue 7 came from example sentences that held
// corpus lines. docs/BENCHMARKS.md has the per-voice figures.
const GOAL = 0.95;
// The same fixed "now" as the corpus test, for goal deadlines.
const NOW = new Date('2025-03-14T15:00:00Z');
const ZONE = 'America/New_York';
const VOICES: readonly Voice[] = FLITE_VOICES;

const missing = [
  !existsSync(CORPUS) && `${CORPUS} (it sits beside the repo in CI)`,
  !existsSync('/usr/share/pocketsphinx/model/en-us/en-us') && 'Debian pocketsphinx-en-us',
  !(await hasCommand('flite')) && 'flite',
  !(await hasCommand('sox')) && 'sox',
].filter(Boolean);

interface VoiceResult {
  voice: Voice;
  utterances: number;
  words: number;
  wordErrors: number;
  commandsRight: number;
  audioSeconds: number;
  cpuSeconds: number;
  p50Ms: number;
  failures: string[];
}

describe.skipIf(missing.length > 0)('speech end to end: dev corpus through /api/transcribe', () => {
  let t: TestApp;
  let engine: PocketsphinxEngine;
  const results: VoiceResult[] = [];

  beforeAll(async () => {
    const built = await buildVoiceModel();
    if (built.status === 'skipped') throw new Error(built.reason);
    engine = new PocketsphinxEngine({ size: 1 });
    // One user sends every recording in turn: the per-minute limit would stop a real one at 20.
    t = await createTestApp({
      speech: { engine, concurrency: 1, maxQueue: 4, perUser: { active: 1, perMinute: Infinity } },
    });
  }, 180_000);
  afterAll(() => t?.close());

  it(`gets at least ${GOAL * 100} % of commands right on the flite voices`, async () => {
    const lines = readFileSync(CORPUS, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as CorpusLine);
    // What a person says reading the line aloud ("225 lbs" → two hundred twenty five pounds).
    const spoken = lines.map((l) => speak(l.text));
    const jobs = VOICES.flatMap((voice) =>
      spoken.map((words) => ({ voice, text: words.join(' ') })),
    );
    const files = await mapLimit(jobs, 2, (j) => synthesize(j.text, j.voice));
    const me = await signUp(t);

    for (const [v, voice] of VOICES.entries()) {
      const r: VoiceResult = {
          voice, utterances: lines.length, words: 0, wordErrors: 0, commandsRight: 0,
          audioSeconds: 0, cpuSeconds: 0, p50Ms: 0, failures: [],
        }; // prettier-ignore
      const before = { ...engine.usage };
      const times: number[] = [];
      for (const [i, line] of lines.entries()) {
        const wav = readFileSync(files[v * lines.length + i]!);
        const { payload, headers } = await multipart({
          audio: { bytes: wav, type: 'audio/wav', name: 'command.wav' },
          prompt: 'Fitness commands: sets, reps, weights in pounds or kg',
        });
        const started = performance.now();
        const res = await me.as({ method: 'POST', url: '/api/transcribe', payload, headers });
        expect(res.statusCode, res.body).toBe(200);
        times.push(performance.now() - started);
        const body = res.json() as { success: boolean; transcription?: { text: string } };
        const text = body.transcription?.text ?? '';
        const ref = spoken[i]!;
        r.words += ref.length;
        r.wordErrors += editDistance(
          ref,
          toWords(text).filter((w) => /^[a-z]/.test(w)),
        );
        const problem = judge(line, interpret(text, NOW, ZONE));
        if (problem) r.failures.push(`"${ref.join(' ')}" → "${text}": ${problem}`);
        else r.commandsRight++;
      }
      r.audioSeconds = engine.usage.audioSeconds - before.audioSeconds;
      r.cpuSeconds = (engine.usage.cpuMs - before.cpuMs) / 1000;
      times.sort((a, b) => a - b);
      r.p50Ms = times[Math.floor(times.length / 2)]!;
      results.push(r);
    }

    const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
    const rows = results.map(
      (r) =>
        `| ${r.voice.padEnd(6)} | ${String(r.utterances).padStart(3)} | ${pct(r.wordErrors / r.words).padStart(7)} | ` +
        `${String(r.commandsRight).padStart(3)}/${r.utterances} ${pct(r.commandsRight / r.utterances).padStart(7)} | ` +
        `${(r.cpuSeconds / r.audioSeconds).toFixed(3)} | ${r.p50Ms.toFixed(0).padStart(4)} ms |`,
    );
    const fliteRight = results.reduce((s, r) => s + r.commandsRight, 0);
    const fliteTotal = results.reduce((s, r) => s + r.utterances, 0);
    console.log(
      [
        'speech end to end (dev corpus, pocketsphinx + domain model):',
        '| voice  |   n |     WER | commands right     | CPU s / audio s | p50 request |',
        '| ------ | --- | ------- | ------------------ | --------------- | ----------- |',
        ...rows,
        `flite voices together: ${fliteRight}/${fliteTotal} = ${pct(fliteRight / fliteTotal)} (goal ${pct(GOAL)})`,
        ...results.flatMap((r) => r.failures.map((f) => `  ${r.voice}: ${f}`)),
      ].join('\n'),
    );
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));

    expect(fliteRight / fliteTotal).toBeGreaterThanOrEqual(GOAL);
    // No single flite voice may fall far behind the others.
    for (const r of results)
      expect(r.commandsRight / r.utterances, r.voice).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});

if (missing.length > 0) {
  describe('speech end to end', () => {
    it.skip(`skipped: missing ${missing.join(', ')} (npm run setup:test installs them)`, () => {});
  });
}
