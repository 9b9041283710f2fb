// Choosing among what the recogniser almost heard (issue 15 §2): the engine's n-best hypotheses
// arrive best-first with their path scores, and each is scored by how well the interpreter
// understands it (a scored parse), so "walked for forty five minutes" can win over "wod for forty
// five minutes" when the recogniser heard both. The engine's score difference is the price of
// leaving its first choice: a much less likely hypothesis must be understood much better.
import { parseSessionCommand } from '../../session/commands';
import { parseLiveCommand } from '../../session/live-commands';
import { classifyIntent } from './classifier';
import { ACTION_OF } from './decide';
import { interpret } from './interpret';
import { normalizeWords } from './normalize';

export interface Hypothesis {
  text: string;
  /**
   * The engine's score for the hypothesis, natural log, higher is better; only differences
   * between hypotheses of one utterance mean anything.
   */
  score: number;
}

/**
 * How many nats of the engine's score one whole unit of understanding is worth. Pocketsphinx's
 * n-best scores of one utterance differ by 18 nats at the median between the first two and 86
 * at the 90th percentile (80 utterances of flite speech). Chosen on the hand-written tuning set
 * (tests/voice/tuning, never the held-out set) typed and read by flite slt, flite kal16 and
 * espeak-ng: of 447 commands the engine's first choice got 329, 335 and 133 right; choosing at
 * 40 nats 338, 341, 144; at 100 nats 344, 347, 148; from 100 to 300 it hardly moves, and with
 * no regard for the score at all it falls back to 322, 320, 147.
 */
export const NATS_PER_UNDERSTANDING = 100;

/** An unclear sentence (the reply asks for other words) is understood a little. */
const UNCLEAR = 0.2;

/**
 * How well the interpreter understands a text, 0–1: nothing for an error, otherwise the mean of
 * the share of words it used (a log reports the words it did not) and the classifier's belief in
 * the action taken, so a garbled hypothesis the grammar happens to read as a goal scores low.
 * POST /api/transcribe also hears the hands-free session's commands ("skip", "I did ten") with
 * the same prompt, so a whole session command is fully understood: without that, "skipping" (an
 * exercise) would win over the "skip" the recogniser heard first. A live workout's commands
 * (issue 27: "did eight at one eighty five", "skip rest") are fully understood the same way.
 */
export function understanding(text: string, now: Date, timeZone: string): number {
  const words = normalizeWords(text).filter((w) => w !== ',' && w !== '.');
  if (words.length === 0) return 0;
  if (parseSessionCommand(text) || parseLiveCommand(text)) return 1;
  const result = interpret(text, now, timeZone);
  if (result.action === 'error') return result.unclear ? UNCLEAR : 0;
  const belief =
    classifyIntent(words).ranked.find((r) => ACTION_OF[r.intent] === result.action)?.p ?? 0;
  const unused =
    result.action === 'log_workout'
      ? (result.unused ?? []).flatMap((part) => part.split(' ')).length
      : 0;
  return ((words.length - Math.min(unused, words.length)) / words.length + belief) / 2;
}

/**
 * The index of the hypothesis to use: the best understanding less the engine's score given up
 * for it. The engine's first choice wins ties.
 */
export function chooseHypothesis(
  hypotheses: readonly Hypothesis[],
  now: Date,
  timeZone: string,
  natsPerUnderstanding = NATS_PER_UNDERSTANDING,
): number {
  if (hypotheses.length <= 1) return 0;
  const top = hypotheses[0]!.score;
  let best = 0;
  let bestValue = -Infinity;
  for (const [i, h] of hypotheses.entries()) {
    const given = Math.max(0, top - h.score) / natsPerUnderstanding;
    const value = understanding(h.text, now, timeZone) - given;
    if (value > bestValue) {
      best = i;
      bestValue = value;
    }
  }
  return best;
}
