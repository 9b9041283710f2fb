// The recogniser's n-best list as the interpreter reads it (issue 15 §2): pocketsphinx's A*
// search over the lattice yields the same words many times (other word timings, other
// pronunciations, fillers in between), on its own score scale. These pure functions turn what
// it yields into a short list of distinct texts, best first, the 1-best always first.
import type { Hypothesis } from '../../../../shared/voice/interpret/hypotheses';

/** Distinct hypotheses kept. */
export const MAX_ALTERNATIVES = 10;

/**
 * Search scores are in the decoder's log base raised to 2^SENSCR_SHIFT (10): acoustic and
 * language scores are shifted right by ten bits before they are added (ps_lattice.c, ngram_search.c).
 */
const SENSCR_SHIFT = 10;

/** A path score in natural log: score × 2^SENSCR_SHIFT × ln(log base). */
export function scoreToLn(score: number, logBase: number): number {
  return score * 2 ** SENSCR_SHIFT * Math.log(logBase);
}

/**
 * The words of a hypothesis without what is not speech: sentence marks and silence (`<s>`,
 * `</s>`, `<sil>`), fillers (`[NOISE]`, `++BREATH++`) and pronunciation variants (`walked(2)`).
 */
export function cleanHypothesis(raw: string): string {
  return raw
    .split(/\s+/)
    .filter((w) => w && !/^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(w))
    .map((w) => w.replace(/\(\d+\)$/, ''))
    .join(' ');
}

/**
 * Distinct cleaned texts from the A* paths (as yielded, with their scores in natural log), best
 * score first, at most `max`. The 1-best (ps_get_hyp, from the best-path search, whose score is
 * on another scale) comes first whatever the A* order, with at least the best path score: it is
 * the engine's choice, and chooseHypothesis measures the others from it.
 */
export function collectAlternatives(
  oneBest: string,
  paths: readonly Hypothesis[],
  max = MAX_ALTERNATIVES,
): Hypothesis[] {
  const first = cleanHypothesis(oneBest);
  if (!first) return [];
  const best = new Map<string, number>();
  for (const p of paths) {
    const text = cleanHypothesis(p.text);
    const seen = best.get(text);
    if (text && (seen === undefined || p.score > seen)) best.set(text, p.score);
  }
  const top = Math.max(-Infinity, ...best.values());
  const own = best.get(first) ?? top;
  best.delete(first);
  const rest = [...best.entries()]
    .map(([text, score]) => ({ text, score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, max - 1);
  return [{ text: first, score: Number.isFinite(top) ? Math.max(own, top) : 0 }, ...rest];
}
