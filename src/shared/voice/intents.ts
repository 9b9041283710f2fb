// The actions that are recognised by their phrasing rather than by numbers: check_progress,
// get_suggestion, end_session (SPEC §3 Voice command result). Patterns run on the normalised
// sentence (lower-case, no apostrophes: "whats", "thats", "im").
import { FOCUS_AREAS, FOCUS_TYPES } from './lexicon';
import type { SuggestionFocus } from './schema';

const WORKOUT_WORDS = '(workouts?|exercises?|routines?|training|sessions?|plan|moves?|activity)';

/** Questions about the user's own record (streak, level, counts, goals). */
export const PROGRESS_PATTERNS: readonly RegExp[] = [
  /\bhow (am|m|have) i (been )?(doing|going|progressing|tracking|getting on)\b/,
  /\bhows? (my|it) (progress|week|month|going|streak|training)\b/,
  /\b(my|check|show|see|view|track|about) (overall |weekly |monthly )?progress\b/,
  /\bprogress (report|update|so far)\b/,
  /\bstreak\b/,
  /\b(what|which) level\b/,
  /\blevel am i\b/,
  /\bmy (level|xp|stats|statistics|rank|ranking|points|history|totals?|summary)\b/,
  /\bhow much (xp|experience)\b/,
  /\bhow (many|much|far|long|often)\b.*\b(did|have|do|had|am|was) i\b/,
  /\bhow (many|much) (workouts|exercises|minutes|miles|calories|sessions)\b/,
  /\bhow close am i\b/,
  /\b(did|have) i (hit|reach|reached|meet|met|make|made|complete|completed|beat|beaten)\b/,
  /\b(am i|are we) on (track|pace)\b/,
  /\b(show|tell|give) me (my|how)\b/,
  /\bwhat (did|have) i (do|done|log|logged)\b/,
  /\b(my|weekly|monthly) (report|recap|summary)\b/,
  /\bwhere am i (at|with)\b/,
];

/** Requests for something to do. */
export const SUGGESTION_PATTERNS: readonly RegExp[] = [
  /\bsuggest/,
  /\brecommend/,
  /\bideas?\b/,
  /\bwhat should i (do|work|train|try|focus)\b/,
  /\bwhat (can|could) i do\b/,
  new RegExp(
    `\\b(what|which) (${WORKOUT_WORDS.slice(1, -1)})\\b.*\\b(should|can|could|do you|would)\\b`,
  ),
  new RegExp(`\\bgive me (a|an|some|another) (\\w+ ){0,2}${WORKOUT_WORDS}`),
  new RegExp(`\\b(plan|pick|choose|find) (me )?(a|an|my|some) (\\w+ )?${WORKOUT_WORDS}`),
  new RegExp(`\\b(good|best|quick|new) (\\w+ ){0,2}${WORKOUT_WORDS} (for|to|idea)\\b`),
  new RegExp(`\\b(good|best) (\\w+ )?${WORKOUT_WORDS}\\b`),
  /\b(any|some) (tips|advice)\b/,
  /\bwhats next\b|\bwhat next\b|\bwhat now\b/,
  new RegExp(`\\bi need (a|an|some) (\\w+ )?${WORKOUT_WORDS}\\b`),
  /\bhelp me (pick|choose|find|plan)\b/,
  /\b(what|which) (\w+ ){0,2}(workouts?|exercises?|stretch(es)?|moves?)\b.*\b(good|best|help)\b/,
  /\bhow (can|do|should|could) i (improve|get better|build|strengthen|train|work on)\b/,
];

/** Ways to end the voice session; they match the whole sentence once politeness is dropped. */
export const END_PHRASES: readonly string[] = [
  'stop', 'end', 'quit', 'exit', 'cancel', 'close', 'done', 'finish', 'finished', 'bye',
  'goodbye', 'good bye', 'bye bye', 'see you', 'see you later', 'see ya', 'later', 'good night',
  'goodnight', 'end session', 'end the session', 'end voice session', 'stop session',
  'stop listening', 'stop recording', 'close session', 'close the session', 'exit session',
  'thats all', 'that is all', 'thats it', 'that is it', 'thats all i need', 'thatll be all',
  'that will be all', 'im done', 'i am done', 'were done', 'we are done', 'im finished',
  'i am finished', 'all done', 'nothing else', 'no thanks', 'no thank you', 'talk later',
  'talk to you later', 'catch you later', 'sign off', 'signing off', 'over and out', 'im good',
]; // prettier-ignore
const END_SET = new Set(END_PHRASES);
/** Trailing words that do not change an ending: "that's all for now", "goodbye Joey thanks". */
const END_TAIL =
  /( (for now|for today|for the day|for tonight|now|then|today|thanks|thank you|bye|goodbye))+$/;
const POLITE = /\b(thanks|thank you|cheers)\b/g;
const END_IN_SHORT = new RegExp(
  '\\b(end|stop|close|exit|quit|finish)( the| this| my| our| voice)* ' +
    '(session|conversation|chat|listening|recording)\\b|\\bgoodbye\\b|\\b(thats|that is) enough\\b|' +
    '\\b(were|we are|im|i am) (done|finished|good)( here| now| for (now|today))?$',
);

export function isEndSession(sentence: string): boolean {
  if (END_SET.has(sentence)) return true;
  const s = sentence.replace(POLITE, ' ').replace(/\s+/g, ' ').trim();
  if (!s) return false;
  if (END_SET.has(s) || END_SET.has(s.replace(END_TAIL, ''))) return true;
  // "ok stop", "please end the session now": an end phrase within a short sentence.
  return s.split(' ').length <= 6 && END_IN_SHORT.test(s);
}

export const isProgressQuestion = (s: string) => PROGRESS_PATTERNS.some((p) => p.test(s));
export const isSuggestionRequest = (s: string) => SUGGESTION_PATTERNS.some((p) => p.test(s));

/** "recommend an exercise for my back" → back; "suggest a cardio workout" → cardio. */
export function suggestionFocus(words: readonly string[]): SuggestionFocus {
  const focus: SuggestionFocus = {};
  for (let i = 0; i < words.length; i++) {
    const two = `${words[i]} ${words[i + 1] ?? ''}`;
    const area = FOCUS_AREAS[two] ? two : FOCUS_AREAS[words[i]!] ? words[i]! : undefined;
    if (area && !focus.area) {
      focus.area = area;
      focus.muscles = [...FOCUS_AREAS[area]!];
    }
    const type = FOCUS_TYPES[words[i]!];
    if (type && !focus.workoutType) focus.workoutType = type;
  }
  return focus;
}
