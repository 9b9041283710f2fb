// Measuring speech end to end, shared by the speech tests and bench/voice-heldout.bench.ts: a
// corpus line is read aloud, synthesised under a condition, sent as a WAV through
// POST /api/transcribe, and the text interpreted and judged by the corpus rules
// (../shared/voice/README.md). Only public paths: the route and `interpret`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { speak } from '../../scripts/voice-model/corpus';
import { CONFIRMED_ACTIONS, needsConfirmation } from '../../src/shared/voice/interpret/confidence';
import { understanding } from '../../src/shared/voice/interpret/hypotheses';
import { interpret } from '../../src/shared/voice/interpret/interpret';
import { toWords } from '../../src/shared/voice/interpret/normalize';
import { spokenWords } from '../../src/shared/voice/interpret/spoken';
import { signUpIn } from '../setup/test-app';
import { judge, JUDGE_NOW, JUDGE_ZONE, type CorpusLine } from '../unit/voice-judge';
import { multipart, synthesize, type Condition, type Voice } from './synth';

/** The same fixed "now" and zone as the corpus tests, for goal deadlines. */
export const NOW = JUDGE_NOW;
export const ZONE = JUDGE_ZONE;

/** The held-out set (issue 15): measured only, never read line by line into code or docs. */
export const HELDOUT = path.resolve(import.meta.dirname, 'heldout/commands.jsonl');

export const PROMPT = 'Fitness commands: sets, reps, weights in pounds or kg';

export function loadLines(file: string): CorpusLine[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as CorpusLine);
}
export const haveFile = (file: string) => existsSync(file);

/** Every k-th line, starting in the middle of the first stride, so the sample spans the file. */
export function everyKth<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const k = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(k / 2 + i * k)]!);
}

/** Word-level edit distance. */
export function editDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
} // prettier-ignore

/** Runs `fn` over `items` with at most `n` at a time; results in the items' order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  n: number,
  fn: (x: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/** The words a recogniser's text holds, for WER (digits or symbols it may add are not words). */
export const heardWords = (text: string) => toWords(text).filter((w) => /^[a-z]/.test(w));

/** One line, by one synthesiser, under one condition. */
export interface Job {
  /** Which set and which line of it (an index, never the text: held-out lines stay out of logs). */
  set: string;
  index: number;
  line: CorpusLine;
  voice: Voice;
  condition: Condition;
  /**
   * Who reads the line: a person ("225 lbs" → "two hundred twenty five pounds", the default), or
   * the synthesiser reading the typed text itself ("… l b s", "one zero zero zero zero"), as
   * commands typed for a screen reader or a voice assistant reach a recogniser.
   */
  reading?: 'person' | 'typed';
}

export interface Trial {
  set: string;
  index: number;
  voice: Voice;
  condition: Condition;
  heard: string;
  words: number;
  wordErrors: number;
  /** Why the interpretation fails the line; null when right. */
  problem: string | null;
  /** The engine's confidence, as POST /api/transcribe answered it. */
  confidence: number;
  /**
   * Whether the server would ask "did you say…?" instead of acting (needsConfirmation: a write
   * or removal heard with too little confidence), and whether it would write or remove anything.
   */
  asked: boolean;
  writes: boolean;
}

/** What POST /api/transcribe answered: the text and the engine's confidence in it. */
export interface Heard {
  text: string;
  confidence: number;
}

/**
 * A function that sends a WAV through POST /api/transcribe as one user (living in ZONE, as the
 * judging assumes) and answers with the text. The app's per-user limits must let as many of this
 * user's requests run at once as the caller sends.
 */
export async function transcriber(app: FastifyInstance) {
  const me = await signUpIn({ app }, ZONE);
  return async (file: string): Promise<Heard> => {
    const { payload, headers } = await multipart({
      audio: { bytes: readFileSync(file), type: 'audio/wav', name: 'command.wav' },
      prompt: PROMPT,
    });
    const res = await me.as({ method: 'POST', url: '/api/transcribe', payload, headers });
    if (res.statusCode !== 200) {
      throw new Error(`POST /api/transcribe answered ${res.statusCode}: ${res.body}`);
    }
    const body = res.json() as { transcription?: Heard };
    return body.transcription ?? { text: '', confidence: 0 };
  };
}

/** Speaks, recognises and judges one job. */
export async function runJob(
  job: Job,
  recognise: (file: string) => Promise<Heard>,
): Promise<Trial> {
  // What is said: a person reading the line aloud, or the synthesiser reading it as typed (then
  // the words it says are those of spokenWords' synthesiser reading, the reference for the WER).
  const typed = job.reading === 'typed';
  const spoken = typed ? spokenWords(toWords(job.line.text), 'synthesiser') : speak(job.line.text);
  const file = await synthesize(typed ? job.line.text : spoken.join(' '), job.voice, job.condition);
  const { text: heard, confidence } = await recognise(file);
  const result = interpret(heard, NOW, ZONE);
  const asked = needsConfirmation({
    confidence,
    understanding: understanding(heard, NOW, ZONE),
    action: result.action,
  });
  return {
    set: job.set,
    index: job.index,
    voice: job.voice,
    condition: job.condition,
    heard,
    words: spoken.length,
    wordErrors: editDistance(spoken, heardWords(heard)),
    problem: judge(job.line, result),
    confidence,
    asked,
    writes: !asked && CONFIRMED_ACTIONS.has(result.action),
  };
}

/** The jobs of every line × synthesiser × condition, lines innermost. */
export function jobsFor(
  set: string,
  lines: readonly { index: number; line: CorpusLine }[],
  voices: readonly Voice[],
  conditions: readonly Condition[],
  reading: Job['reading'] = 'person',
): Job[] {
  return voices.flatMap((voice) =>
    conditions.flatMap((condition) =>
      lines.map(({ index, line }) => ({ set, index, line, voice, condition, reading })),
    ),
  );
}

export interface Cell {
  n: number;
  right: number;
  words: number;
  wordErrors: number;
  /** Asked "did you say…?" (right or wrong), and wrong ones acted on as writes. */
  asked: number;
  wroteWrong: number;
}

export function tally(trials: readonly Trial[]): Cell {
  return trials.reduce(
    (c, t) => ({
      n: c.n + 1,
      right: c.right + (t.problem ? 0 : 1),
      words: c.words + t.words,
      wordErrors: c.wordErrors + t.wordErrors,
      asked: c.asked + (t.asked ? 1 : 0),
      wroteWrong: c.wroteWrong + (t.writes && t.problem ? 1 : 0),
    }),
    { n: 0, right: 0, words: 0, wordErrors: 0, asked: 0, wroteWrong: 0 },
  );
}

/** The share of the lines the interpreter gets right from the typed text (no speech). */
export function typedCell(lines: readonly CorpusLine[]): Cell {
  const right = lines.filter((l) => !judge(l, interpret(l.text, NOW, ZONE))).length;
  return { n: lines.length, right, words: 0, wordErrors: 0, asked: 0, wroteWrong: 0 };
}

export const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
export const accuracy = (c: Cell) => (c.n ? c.right / c.n : 0);
export const wer = (c: Cell) => (c.words ? c.wordErrors / c.words : 0);
