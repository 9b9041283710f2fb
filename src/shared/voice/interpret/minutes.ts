// The time a user says they have for a workout (issue 31 §2): "I have fifteen minutes, what can I
// do", "got half an hour", "a quick 10 minute workout idea". The suggestion is asked for one that
// fits (`focus.minutes`). A time said as done ("I did 15 minutes", "got 20 minutes of running in")
// is a log, never this: `offersTime` only takes a sentence that has the time and asks nothing else.
import { readQuantities, type Item } from './quantities';
import type { Token } from './tokens';

/** The longest time a suggestion takes (suggestionFocusSchema.minutes). */
const MAX_MINUTES = 600;

/** The whole minutes of the first time said, or undefined. "half an hour" → 30. */
export function saidMinutes(tokens: readonly Token[]): number | undefined {
  const items: Item[] = readQuantities(tokens);
  for (const it of items) {
    if (it.k === 'q' && it.q === 'duration') {
      const minutes = Math.round(it.seconds / 60);
      if (minutes >= 1 && minutes <= MAX_MINUTES) return minutes;
    }
  }
  return undefined;
}

/** "I have", "I've got", "got", "I only have", "with": the time is offered, not reported. */
const HAVING =
  '(i (only |just )?(have|got|ve got|have got)|ive (only |just )?got|(only |just )?got|(only |just )?have|i can (spare|give you|do)|i can only (spare|do)|with (only |just )?|theres|there is|i have about|ive about)';
/** What may follow the time: nothing, a when, or asking what to do with it. */
const TAIL =
  '( (left|free|spare|to spare|to kill|available|before work|before dinner|before my meeting|at lunch|today|tonight|this morning|now|for a workout|to train|to work out|for training|for exercise))*' +
  '( (what|whats|any|anything|something|ideas|suggestions|got|give|can|could|should|how|help|options)\\b.*)?';
const OFFER_RE = new RegExp(
  `^${HAVING} (about |around |like |roughly |maybe |only |just |a spare |an? )?(\\w+ ){1,4}?(minutes?|mins?|hours?|hrs?|half hour|hour)${TAIL}$`,
);

/** True when the sentence offers a time to train ("got half an hour") rather than logging one. */
export function offersTime(sentence: string, tokens: readonly Token[]): boolean {
  if (tokens.some((t) => t.k === 'ex')) return false;
  if (/\b(did|done|spent|ran|went|finished|completed|logged|log|record|of)\b/.test(sentence))
    return false;
  return OFFER_RE.test(sentence) && saidMinutes(tokens) !== undefined;
}
