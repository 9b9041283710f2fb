// What a log did not use (issue 15 §3): a reply that names only what was logged lets a wrong log
// pass unseen when the recogniser or the grammar dropped part of the sentence ("i did ten of
// yoga" logs Yoga and silently loses "ten"). The parts of the sentence that carried a number or
// a word the log did not use are reported back ("I didn't catch the part about …").
import { FILLERS, LOAD_NOUNS, LOG_VERBS, SET_LIST_CUES, WEIGHT_CUES } from './lexicon';
import type { Item, QItem } from './quantities';

/**
 * Words a log may leave unused without losing anything the user meant to record: grammar,
 * fillers, logging verbs, where and how it felt. Any other unused word is reported.
 */
const HARMLESS = new Set<string>([
  ...FILLERS.flatMap((f) => f.split(' ')),
  ...LOG_VERBS.flatMap((v) => v.split(' ')),
  ...WEIGHT_CUES,
  ...LOAD_NOUNS,
  // "a drop set of …", "a pyramid of …": how the sets one by one were said.
  ...SET_LIST_CUES.flatMap((c) => c.split(' ')),
  // prettier-ignore
  ...[
    'i', 'im', 'ive', 'me', 'my', 'we', 'our', 'you', 'it', 'a', 'an', 'the', 'this', 'that',
    'some', 'of', 'for', 'in', 'on', 'to', 'from', 'by', 'into', 'up', 'down', 'over', 'around',
    'about', 'roughly', 'approximately', 'nearly', 'almost', 'like', 'total', 'straight', 'all',
    'more', 'another', 'again', 'is', 'was', 'were', 'be', 'been', 'am', 'have', 'has', 'just',
    'now', 'today', 'tonight', 'morning', 'afternoon', 'evening', 'night', 'earlier', 'later',
    'gym', 'home', 'park', 'outside', 'indoors', 'outdoors', 'track', 'pool', 'trail', 'class',
    'session', 'workout', 'training', 'quick', 'easy', 'light', 'hard', 'good', 'great', 'nice',
    'solid', 'tough', 'felt', 'feel', 'feeling', 'worth', 'whole', 'entire', 'full',
    'too', 'as', 'lot', 'lots', 'after', 'before', 'during', 'post', 'pre',
  ],
]);

type Unused = Extract<Item, { k: 'word' }> | QItem;

/** Runs of unused words and numbers, between what was used, trimmed of harmless words. */
function runs(items: readonly Item[], ignored: ReadonlySet<number>): Unused[][] {
  const out: Unused[][] = [[]];
  for (const it of items) {
    const unused = it.k === 'word' || (it.k === 'q' && ignored.has(it.start));
    if (unused) out[out.length - 1]!.push(it);
    else if (out[out.length - 1]!.length > 0) out.push([]);
  }
  const harmless = (it: Unused) => it.k === 'word' && HARMLESS.has(it.w);
  return out
    .map((run) => {
      let a = 0;
      let b = run.length;
      while (a < b && harmless(run[a]!)) a++;
      while (b > a && harmless(run[b - 1]!)) b--;
      return run.slice(a, b);
    })
    .filter((run) => run.length > 0);
}

/**
 * The parts of a logged sentence that were not used, as said: `items` are what the log was read
 * from, `ignored` the quantities it could not place, `words` the sentence the spans index.
 */
export function unusedParts(
  items: readonly Item[],
  ignored: ReadonlySet<number>,
  words: readonly string[],
): string[] {
  return runs(items, ignored).map((run) =>
    words.slice(run[0]!.start, run[run.length - 1]!.end).join(' '),
  );
}
