// Sentences the intent classifier must never train on, so that what is measured on them stays a
// measure of phrasings it has not seen (issue 15 §1): the hand-written phrasings of its own tests
// (held-out.ts), and the lines of the evaluation sets (the development corpus beside the repo and
// tests/voice/heldout) that the paraphrase generators happen to produce. Those are short, common
// sentences a grammar of farewells or requests cannot help making; their text never enters the
// code (tests/unit/corpus-leak.test.ts), so they are known here only by a hash of their
// normalised words. That test lists a new one's hash when a generator change produces it.
import { HELD_OUT } from './held-out';

/** 32-bit FNV-1a of a sentence key (index.ts `sentenceKey`), as an unsigned number. */
export function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** keyHash of each evaluation line the generators produced; see the header. */
const EVALUATION_LINES: ReadonlySet<number> = new Set([
  472197907, 1137946820, 1188507472, 1379580329, 1449690338, 1993418138, 2813181491, 2926860153,
  3411225317, 3464312597, 3649609552, 3940348442,
]);

/** A predicate on sentence keys: true for a sentence never to train on. */
export function unseenFilter(keyOf: (text: string) => string): (key: string) => boolean {
  const held = new Set(Object.values(HELD_OUT).flatMap((xs) => xs.map(keyOf)));
  return (key) => held.has(key) || EVALUATION_LINES.has(keyHash(key));
}
