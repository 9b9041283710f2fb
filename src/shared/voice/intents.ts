// The actions that are recognised by their phrasing rather than by numbers: check_progress,
// get_suggestion, end_session (SPEC §3 Voice command result). Each is a small grammar of word
// classes (what a user's record is made of, the verbs of asking for something, the ways to stop
// or say goodbye) and question forms, so phrasings nobody listed are understood too. Patterns run
// on the normalised sentence: lower-case, no apostrophes ("whats", "thats", "im"), fillers gone.
// Every word class is exported: the speech model's vocabulary holds their words (vocabulary.ts).
import { FOCUS_AREAS, FOCUS_TYPES } from './lexicon';
import type { SuggestionFocus } from './schema';

/** One alternation group of words or phrases, longest first so "bye bye" wins over "bye". */
const alt = (words: readonly string[]) =>
  `(?:${[...words].sort((a, b) => b.length - a.length).join('|')})`;
const wordsRe = (words: readonly string[]) => new RegExp(`\\b${alt(words)}\\b`);

/** What the user's own record is made of (SPEC §3 progression, Progress page, goals). */
export const RECORD_WORDS: readonly string[] = [
  'progress', 'streak', 'streaks', 'level', 'xp', 'experience', 'points', 'score', 'stats',
  'statistics', 'numbers', 'rank', 'ranking', 'standing', 'position', 'place', 'title', 'total',
  'totals', 'summary', 'recap', 'rundown', 'history', 'record', 'records', 'best', 'pb', 'pr',
  'max', 'fastest', 'longest', 'heaviest', 'goal', 'goals', 'target', 'targets', 'workouts',
  'sessions', 'activity', 'leaderboard',
]; // prettier-ignore
/** Record words that make a sentence about the record wherever they stand. */
const STANDALONE_RECORD = wordsRe(['streak', 'streaks', 'xp', 'leaderboard', 'ranking']);
/** Words that open a question about, or a request to see, something. */
export const ASKING_WORDS: readonly string[] = [
  'what', 'whats', 'which', 'where', 'when', 'how', 'hows', 'show', 'tell', 'give', 'read',
  'check', 'see', 'view', 'pull up', 'list', 'display', 'recap', 'review', 'update', 'report',
]; // prettier-ignore
/** "how am I getting on", "how have I been progressing". */
export const HOW_STATES: readonly string[] = [
  'doing', 'going', 'progressing', 'tracking', 'getting on', 'coming along',
]; // prettier-ignore
/** "how many…", "how far…", "how close…". */
export const HOW_MEASURES: readonly string[] = [
  'many', 'much', 'far', 'long', 'often', 'close', 'fast', 'heavy',
]; // prettier-ignore
/** Things counted in the record: "how many workouts", "how much xp". */
export const COUNTED_WORDS: readonly string[] = [
  'workouts', 'exercises', 'minutes', 'hours', 'miles', 'kilometers', 'calories', 'sessions',
  'points', 'xp',
]; // prettier-ignore
/** A question of achievement: "did I hit…", "have I finished…". */
export const ACHIEVED_WORDS: readonly string[] = [
  'hit', 'reach', 'reached', 'meet', 'met', 'make', 'made', 'complete', 'completed', 'finish',
  'finished', 'beat', 'beaten', 'break', 'broke', 'broken', 'done',
]; // prettier-ignore
/** How a user can stand against a plan or others: "am I on track", "am I ahead". */
export const STANDING_WORDS: readonly string[] = [
  'on track', 'on pace', 'on target', 'ahead', 'behind', 'improving', 'progressing', 'winning',
  'leading', 'in the top', 'getting better', 'getting any better', 'getting stronger',
  'getting any stronger', 'getting fitter', 'getting faster',
]; // prettier-ignore
/** Words of asking for advice: such a sentence is a suggestion even when it names the record. */
export const ADVICE_WORDS: readonly string[] = [
  'suggest', 'suggests', 'suggestion', 'suggestions', 'recommend', 'recommends',
  'recommendation', 'recommendations', 'advise', 'advice', 'idea', 'ideas', 'tip', 'tips',
  'alternative', 'alternatives', 'options', 'inspiration', 'propose',
]; // prettier-ignore
const ADVICE = wordsRe(ADVICE_WORDS);
const ASKS_ADVICE = new RegExp(`${ADVICE.source}|\\b(should|could|would|can i)\\b`);
/** Sentences opening a goal ("my goal is to…", "I want to get my streak to 30"). */
const GOAL_OPENING =
  /^(i want|i wanna|id like|i would like|i need to|i plan|i hope|im going to|set|create|make|new|help me|my (goal|target|aim) is)\b/;

const RECORD = alt(RECORD_WORDS);
const PROGRESS_PATTERNS: readonly RegExp[] = [
  // "how am I getting on", "how have I been doing": any "-ing" asks how one stands.
  new RegExp(`\\bhow (am|m|have) i (been )?(${alt(HOW_STATES)}|\\w+ing)\\b`),
  // "how is my week going", "how's my running goal coming along"
  /\bhow(s| is| are| was| were| has| have)( \w+)? my\b/,
  // "how many minutes did I…", "how far have I…", "how long is my…"
  new RegExp(`\\bhow ${alt(HOW_MEASURES)}\\b.*\\b(i|my|me|ive|im)\\b`),
  new RegExp(`\\bhow (many|much) ${alt(COUNTED_WORDS)}\\b`),
  // "what are my numbers", "give me my weekly summary", "list my recent workouts"
  new RegExp(`\\b${alt(ASKING_WORDS)}\\b.*\\bmy ((\\w+ ){0,2}${RECORD}|week|month|year)\\b`),
  // "what workout did I do on Monday", "when did I last swim"
  /\b(what|which|when|where|how)\b.*\b(did|have|had) i\b/,
  // "what rank am I", "what title have I unlocked"
  /\b(what|which) (\w+ )?(level|rank|title|place|position)\b/,
  /\b(level|rank|place) am i\b/,
  new RegExp(`\\b(am i|are we) ${alt(STANDING_WORDS)}\\b`),
  new RegExp(`\\b(did|have|has) (i|my)\\b.*\\b${alt(ACHIEVED_WORDS)}\\b`),
  // A question about one's own past: "did I train yesterday", "is my streak still alive".
  /^(did|have) i\b/,
  /^(is|are|has|have) my\b/,
  /\bwhat (did|have) i (do|done|log|logged|lift|lifted|run)\b/,
  /\b(my|i) last\b/,
  /\bwhere (do i stand|am i at|am i with|am i)\b/,
  /\bcompare\b/,
  /\b(progress|status) (report|update|check)\b/,
  /\b(weekly|monthly|daily) (report|recap|summary|update)\b/,
];

export function isProgressQuestion(sentence: string): boolean {
  if (ASKS_ADVICE.test(sentence) || GOAL_OPENING.test(sentence)) return false;
  return STANDALONE_RECORD.test(sentence) || PROGRESS_PATTERNS.some((p) => p.test(sentence));
}

/** What a user asks to be given: a workout, a routine, some moves, something. */
export const PLAN_WORDS: readonly string[] = [
  'workout', 'workouts', 'exercise', 'exercises', 'routine', 'routines', 'session', 'sessions',
  'plan', 'plans', 'program', 'programme', 'move', 'moves', 'stretch', 'stretches', 'drill',
  'drills', 'circuit', 'circuits', 'flow', 'work', 'training', 'something', 'anything',
]; // prettier-ignore
/** Verbs of asking to be given one: "build me a…", "I need a…", "surprise me with a…". */
export const REQUEST_VERBS: readonly string[] = [
  'give', 'get', 'find', 'show', 'plan', 'pick', 'choose', 'build', 'make', 'put together',
  'design', 'create', 'prepare', 'need', 'want', 'could use', 'surprise me with', 'send',
  'do you have',
]; // prettier-ignore
/** What makes a move worth doing: "which stretches help…", "what is good for…". */
export const BENEFIT_WORDS: readonly string[] = [
  'good', 'best', 'better', 'quick', 'easy', 'hard', 'effective', 'help', 'helps', 'work',
  'works', 'target', 'targets', 'hit', 'hits', 'strengthen', 'build', 'builds', 'improve', 'for',
]; // prettier-ignore

const PLAN = alt(PLAN_WORDS);
const SUGGESTION_PATTERNS: readonly RegExp[] = [
  ADVICE,
  /\bwhat( else)? (should|could|can|shall|would) (i|we|you|my)\b/,
  /\bwhat to (do|train|work|try|focus)\b/,
  /\bshould (i|we)\b/,
  // "how can I run faster", "how do I get stronger legs", "how should I warm up"
  /\bhow (can|do|should|could|would) (i|we)\b/,
  // A thing must follow ("a hard leg workout"), not a verb phrase: "I want to log a workout" and
  // "create a goal to exercise more" are not requests.
  new RegExp(
    `\\b${alt(REQUEST_VERBS)} ((me|us) )?((a|an|some|another|my|the|one|new) ((?!to )\\w+ ){0,3}${PLAN}|something|anything)\\b`,
  ),
  new RegExp(`\\b(what|whats|which)\\b (\\w+ ){0,2}${PLAN}\\b.*\\b${alt(BENEFIT_WORDS)}\\b`),
  /\b(what|whats|which)\b.*\b(good|best|quick|easy|effective)\b/,
  /\bhelp me (pick|choose|find|plan|decide|build|design)\b/,
  /\b(whats|what) (next|now|the plan)\b/,
];

export const isSuggestionRequest = (s: string) => SUGGESTION_PATTERNS.some((p) => p.test(s));

/** Verbs that stop something, and what the voice session may be called. */
export const STOP_VERBS: readonly string[] = [
  'stop', 'end', 'quit', 'exit', 'close', 'cancel', 'finish', 'leave', 'turn off', 'switch off',
  'shut down', 'shut off', 'wrap up',
]; // prettier-ignore
export const SESSION_WORDS: readonly string[] = [
  'session', 'conversation', 'chat', 'voice', 'mode', 'listening', 'recording', 'mic',
  'microphone', 'app', 'this', 'it',
]; // prettier-ignore
export const FAREWELLS: readonly string[] = [
  'bye', 'bye bye', 'goodbye', 'good bye', 'see you', 'see ya', 'see you later', 'see you soon',
  'see you tomorrow', 'see you next time', 'later', 'good night', 'goodnight', 'night',
  'take care', 'catch you later', 'talk later', 'talk soon', 'talk to you later', 'ciao',
  'cheerio', 'over and out', 'signing off', 'sign off',
]; // prettier-ignore
/** Statements that nothing more is wanted, as subject, verb and what is finished. */
export const THATS: readonly string[] = [
  'thats', 'that is', 'that will be', 'thatll be', 'that does it',
]; // prettier-ignore
export const THATS_WHAT: readonly string[] = [
  'all', 'it', 'everything', 'enough', 'all i need', 'all i needed',
]; // prettier-ignore
export const WE_ARE: readonly string[] = ['im', 'i am', 'were', 'we are'];
export const DONE_WORDS: readonly string[] = [
  'done', 'finished', 'good', 'set', 'out', 'through', 'all set', 'all done',
]; // prettier-ignore
export const LETS: readonly string[] = [
  'lets', 'let us', 'we can', 'you can', 'i can', 'we should',
]; // prettier-ignore
export const STOPPING_PHRASES: readonly string[] = [
  'stop', 'finish', 'end', 'quit', 'wrap up', 'wrap it up', 'call it a day', 'call it a night',
]; // prettier-ignore
export const NOTHING_MORE: readonly string[] = [
  'nothing else', 'nothing more', 'no more', 'never mind', 'nevermind', 'thatll do',
  'that will do', 'all done', 'all set', 'all good', 'call it a day',
]; // prettier-ignore
/** Words that may come before or after an ending without changing it. */
export const END_LEADS: readonly string[] = [
  'no', 'yes', 'yeah', 'yep', 'nope', 'right', 'cool', 'great', 'perfect', 'awesome', 'fine',
  'i think',
]; // prettier-ignore
export const END_TAILS: readonly string[] = [
  'for now', 'for today', 'for the day', 'for tonight', 'now', 'then', 'today', 'tonight', 'here',
  'there', 'again', 'mate', 'buddy',
]; // prettier-ignore

const STOPPING = `${alt(STOP_VERBS)}(( the| this| my| our)* ${alt(SESSION_WORDS)})*`;
const COMPLETION =
  `${alt(THATS)}( ${alt(THATS_WHAT)})?|${alt(WE_ARE)} ${alt(DONE_WORDS)}|` +
  `${alt(LETS)}( just)? ${alt(STOPPING_PHRASES)}|${alt(NOTHING_MORE)}`;
const END_FORM = `(${STOPPING}|${alt(FAREWELLS)}|${COMPLETION})`;
const LEAD = `(${alt(END_LEADS)} )*`;
const TAIL = `( ${alt(END_TAILS)})*`;
/** A whole sentence of endings: "no that's it", "we're done here, see you". */
const END_SENTENCE = new RegExp(`^${LEAD}${END_FORM}${TAIL}( ${END_FORM}${TAIL})*$`);
/** A short sentence that closes with an ending: "alright I think we're done here". */
const ENDS_WITH = new RegExp(`(^| )(${STOPPING}|goodbye|good bye|bye|${COMPLETION})${TAIL}$`);
const POLITE = /\b(thanks|thank you|cheers)\b/g;

export function isEndSession(sentence: string): boolean {
  const s = sentence.replace(POLITE, ' ').replace(/\s+/g, ' ').trim();
  if (!s) return false;
  return END_SENTENCE.test(s) || (s.split(' ').length <= 6 && ENDS_WITH.test(s));
}

/** Every word class of this grammar, for the speech model's vocabulary. */
export const INTENT_WORDS: readonly string[] = [
  RECORD_WORDS, ASKING_WORDS, HOW_STATES, HOW_MEASURES, COUNTED_WORDS, ACHIEVED_WORDS,
  STANDING_WORDS, ADVICE_WORDS, PLAN_WORDS, REQUEST_VERBS, BENEFIT_WORDS, STOP_VERBS,
  SESSION_WORDS, FAREWELLS, THATS, THATS_WHAT, WE_ARE, DONE_WORDS, LETS, STOPPING_PHRASES,
  NOTHING_MORE, END_LEADS, END_TAILS,
].flat(); // prettier-ignore

/** "recommend a stretch for my shoulders" → shoulders; "any cardio ideas" → cardio. */
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
