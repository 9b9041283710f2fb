// How sure a command must be before it is acted on (issue 31 §4: "confidence that asks did you
// say…? instead of logging a guess below a threshold"), and how a device recogniser's confidence
// becomes a score for the n-best chooser (issue 31 §1: its alternatives are "fed to the same
// n-best chooser the server uses", hypotheses.ts). Pure: the server decides with them, and the
// speech helpers calibrate the constants on the tuning set.
import type { VoiceAction } from '../schema';
import type { Hypothesis } from './hypotheses';

/**
 * Below this recogniser confidence (0–1) a write or a destructive act is not carried out: the
 * answer asks "did you say …?". Calibrated with WEAK_UNDERSTANDING and CONFIRM_BELOW_WEAK on the
 * tuning set spoken (tests/voice/tuning, 45 lines × flite slt, awb, kal16, festival slt HTS,
 * espeak-ng, clean and in pink noise at 15 dB, after the front end; bench/voice-frontend.bench.ts):
 * of 267 writes the engine's confidence (POST /api/transcribe's) and the chosen hypothesis'
 * understanding gave, as asked-right / asked-wrong / wrote-right / wrote-wrong:
 *   never asking             0 /  0 / 152 / 115
 *   0.5, 0.7 under 0.5       8 / 34 / 144 /  81   (the first values)
 *   0.6 alone               17 / 57 / 135 /  58
 *   0.6, 0.7 under 0.8      19 / 66 / 133 /  49   (these)
 *   0.65 alone              23 / 69 / 129 /  46
 *   0.7 alone               36 / 79 / 116 /  36
 * These turn 57 % of the wrong writes into questions and ask about 12.5 % of the right ones
 * (clean: 17 of 45 wrong, 7 of 87 right; in noise: 49 of 70 wrong, 12 of 65 right). Higher
 * thresholds buy about one caught wrong write per right one asked about.
 */
export const CONFIRM_BELOW = 0.6;

/**
 * A sentence the interpreter understands less than fully (`understanding` in hypotheses.ts, 0–1,
 * under this) is asked about up to a higher confidence, CONFIRM_BELOW_WEAK: a guess built on a
 * guess. Under 0.5 almost no spoken write falls; under 0.8 the rule catches 9 more wrong writes
 * for 2 more right ones asked about (tuning set, as above).
 */
export const WEAK_UNDERSTANDING = 0.8;
export const CONFIRM_BELOW_WEAK = 0.7;

/**
 * What writes or removes something (a log, a weigh-in, a goal, a set added to the live workout,
 * an undo): only these are asked about. Questions, suggestions and starting a workout change
 * nothing a "no" would have to take back. Deleting a workout is not here because its answer is
 * already a question naming the workout ("Delete “Push Day” from today? Say yes…"): asking "did
 * you say…?" before it would ask twice.
 */
export const CONFIRMED_ACTIONS: ReadonlySet<VoiceAction> = new Set<VoiceAction>([
  'log_workout',
  'log_weight',
  'set_goal',
  'add_set',
  'undo',
]);

export interface ConfirmationFacts {
  /** The recogniser's confidence in the words acted on; absent for typed text. */
  confidence?: number;
  /** How well the interpreter understood those words (hypotheses.ts `understanding`), 0–1. */
  understanding: number;
  /** What the words were read as. */
  action: VoiceAction;
}

/**
 * Whether to ask "did you say …?" before acting: a spoken (confidence given) write or destructive
 * act heard with confidence under CONFIRM_BELOW, or under CONFIRM_BELOW_WEAK when poorly
 * understood. Typed text never asks; nor does a command already confirmed (the caller's check).
 */
export function needsConfirmation({ confidence, understanding, action }: ConfirmationFacts) {
  if (confidence === undefined || !CONFIRMED_ACTIONS.has(action)) return false;
  const below = understanding < WEAK_UNDERSTANDING ? CONFIRM_BELOW_WEAK : CONFIRM_BELOW;
  return confidence < below;
}

/**
 * Nats of engine score per unit of ln(confidence) (hypotheses.ts scores are natural logs, and
 * NATS_PER_UNDERSTANDING = 100 nats buy one whole unit of understanding). With 25, an
 * alternative the device was half as sure of (ln 2 ≈ 0.69 → 17 nats) must be understood 0.17
 * better to win; one it gave 0.1 against the first's 0.9 (ln 9 ≈ 2.2 → 55 nats), 0.55 better,
 * i.e. only when the first is barely understood at all. Device confidences are coarse (browsers
 * round them, and often give none for alternatives), so they weigh less than pocketsphinx's
 * path scores do per nat.
 */
export const NATS_PER_LN_CONFIDENCE = 25;

/** A confidence this low or none at all is taken as unknown (browsers send 0 for "not given"). */
export const CONFIDENCE_FLOOR = 0.01;

/**
 * Nats given up per place down the list for an alternative with no confidence of its own: the
 * device's order is all that is known of it.
 */
export const NATS_PER_PLACE = 10;

/**
 * A device recogniser's confidence as an engine score for `chooseHypothesis`:
 * ln(max(confidence, CONFIDENCE_FLOOR)) × NATS_PER_LN_CONFIDENCE; with none (or 0) given, its
 * place in the device's list costs NATS_PER_PLACE nats a place.
 */
export function deviceScore(confidence: number | undefined, place: number): number {
  if (confidence === undefined || confidence <= 0) return -NATS_PER_PLACE * place;
  return Math.log(Math.max(confidence, CONFIDENCE_FLOOR)) * NATS_PER_LN_CONFIDENCE;
}

/** What the device heard: its first choice and its alternatives, best first. */
export interface DeviceHearing {
  text: string;
  confidence?: number;
  alternatives?: readonly { text: string; confidence?: number }[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The device's hearing as hypotheses for `chooseHypothesis`: `text` first (with its confidence,
 * or the confidence its alternative entry gave), then each other alternative once, in the
 * device's order. Each keeps the confidence it came with, for the asking rule.
 */
export function deviceHypotheses(
  heard: DeviceHearing,
): (Hypothesis & { confidence: number | undefined })[] {
  const alternatives = heard.alternatives ?? [];
  const own = heard.confidence ?? alternatives.find((a) => same(a.text, heard.text))?.confidence;
  const list = [{ text: heard.text, confidence: own }];
  for (const a of alternatives) {
    if (!list.some((h) => same(h.text, a.text)))
      list.push({ text: a.text, confidence: a.confidence });
  }
  return list.map((h, place) => ({ ...h, score: deviceScore(h.confidence, place) }));
}
