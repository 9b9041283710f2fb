// The actions that are recognised by their phrasing rather than by numbers: check_progress,
// get_suggestion, end_session (SPEC §3 Voice command result). Each is a small grammar of word
// classes (what a user's record is made of, the verbs of asking for something, the ways to stop
// or say goodbye) and question forms, so phrasings nobody listed are understood too. Patterns run
// on the normalised sentence: lower-case, no apostrophes ("whats", "thats", "im"), fillers gone.
// Every word class is exported: the speech model's vocabulary holds their words (vocabulary.ts).
import { FOCUS_AREAS, FOCUS_TYPES } from './lexicon';
import type { SuggestionFocus } from '../schema';

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
/**
 * More words of the progress classes, kept apart because the intent classifier
 * (classifier/paraphrases.ts) samples its training sentences from the lists above.
 */
export const MORE_RECORD_WORDS: readonly string[] = [
  'mileage', 'distance', 'volume', 'tonnage', 'pace', 'average', 'averages', 'tally', 'count',
]; // prettier-ignore
export const MORE_ASKING_WORDS: readonly string[] = [
  'summarize', 'summarise', 'sum up', 'go over', 'run through', 'walk me through',
  'catch me up on', 'remind me of',
]; // prettier-ignore
/** "am I close to my goal", "am I nearly there". */
export const MORE_STANDING_WORDS: readonly string[] = [
  'close', 'closer', 'near', 'nearly there', 'almost there', 'getting close', 'getting closer',
]; // prettier-ignore
/** "any progress on my goals", "any news on my streak": the record asked about with "any". */
export const ANY_NEWS_WORDS: readonly string[] = [
  'progress', 'update', 'updates', 'news', 'improvement', 'improvements', 'new records', 'new prs',
  'new pbs',
]; // prettier-ignore
const ADVICE = wordsRe(ADVICE_WORDS);
const ASKS_ADVICE = new RegExp(`${ADVICE.source}|\\b(should|could|would|can i)\\b`);
/** Sentences opening a goal ("my goal is to…", "I want to get my streak to 30"). */
const GOAL_OPENING =
  /^(i want|i wanna|id like|i would like|i need to|i plan|i hope|im going to|set|create|make|new|help me|my (goal|target|aim) is)\b/;

const RECORD = alt([...RECORD_WORDS, ...MORE_RECORD_WORDS]);
const ASKING = alt([...ASKING_WORDS, ...MORE_ASKING_WORDS]);
/** "how am I", and as normalised without apostrophes "how im", "how ive". */
const HOW_I = '(am i|m i|have i|im|ive|i am|i have)';
const PROGRESS_PATTERNS: readonly RegExp[] = [
  // "how am I getting on", "how have I been doing": any "-ing" asks how one stands.
  // Not "how am I going to…", which asks for a way to do something.
  new RegExp(`\\bhow ${HOW_I} (been )?(${alt(HOW_STATES)}|\\w+ing)\\b(?! to\\b)`),
  // "how is my week going", "how's my running goal coming along"
  /\bhow(s| is| are| was| were| has| have)( \w+)? my\b/,
  // "how many minutes did I…", "how far have I…", "how long is my…"
  new RegExp(`\\bhow ${alt(HOW_MEASURES)}\\b.*\\b(i|my|me|ive|im)\\b`),
  new RegExp(`\\bhow (many|much) ${alt(COUNTED_WORDS)}\\b`),
  // "what are my numbers", "give me my weekly summary", "list my recent workouts"
  new RegExp(`\\b${ASKING}\\b.*\\bmy ((\\w+ ){0,2}${RECORD}|week|month|year)\\b`),
  new RegExp(`(^| )any ${alt(ANY_NEWS_WORDS)}\\b`),
  // "what workout did I do on Monday", "when did I last swim"
  /\b(what|which|when|where|how)\b.*\b(did|have|had) i\b/,
  // "what rank am I", "what title have I unlocked"
  /\b(what|which) (\w+ )?(level|rank|title|place|position)\b/,
  /\b(level|rank|place) am i\b/,
  new RegExp(`\\b(am i|are we) ${alt([...STANDING_WORDS, ...MORE_STANDING_WORDS])}\\b`),
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

// More words of the suggestion classes, kept apart because the intent classifier
// (classifier/paraphrases.ts) samples its training sentences from the lists above.
/** What a day or split of training is named after: "a push day", "an upper body split". */
export const DAY_KINDS: readonly string[] = [
  ...Object.keys(FOCUS_AREAS), ...Object.keys(FOCUS_TYPES), 'push', 'pull', 'leg', 'upper',
  'lower', 'rest', 'recovery', 'active recovery', 'easy', 'hard', 'heavy', 'light',
]; // prettier-ignore
/** What a user may want "something" to be: "something easy", "anything fun for tonight". */
export const WANTED_KINDS: readonly string[] = [
  'easy', 'light', 'quick', 'short', 'fun', 'new', 'different', 'hard', 'tough', 'gentle',
  'intense', 'relaxing', 'challenging', 'low impact', 'fresh', 'for',
]; // prettier-ignore
/** Verbs of changing a routine: "switch things up", "mix up my training". */
export const CHANGE_VERBS: readonly string[] = [
  'switch', 'mix', 'shake', 'change', 'spice', 'freshen', 'vary',
]; // prettier-ignore
const PLAN = `(${alt(PLAN_WORDS)}|${alt(DAY_KINDS)} (day|split))`;
const CHANGED = '(things|it|everything|my (\\w+ ){0,2}(routine|training|workouts?|program|plan))';
const SUGGESTION_PATTERNS: readonly RegExp[] = [
  ADVICE,
  // "what should I do", "what do you think I should do", "what workout can I do".
  /\bwhat( \w+){0,4} (should|could|can|shall|would) (i|we|you|my)\b/,
  // "got any leg exercises for me", "have you got any…", "do you have any…".
  new RegExp(`^((you|have you) )?(got|have) any ((?!to )\\w+ ){0,3}${PLAN}\\b`),
  new RegExp(`^(something|anything) (\\w+ )?${alt(WANTED_KINDS)}\\b`),
  new RegExp(`\\b${alt(CHANGE_VERBS)} (up ${CHANGED}|${CHANGED} up)\\b`),
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

/** A question opening with a question word about something of the user's: "what's my …". */
const ABOUT_MINE = /^(what|whats|which|how|hows|where|when|wheres)\b.*\bmy\b/;
/**
 * A question about something of the user's that says no number ("what's my running pace this
 * month") asks about the record, so it is never a log even when it names an exercise. The
 * caller passes whether the sentence said a quantity: "what's my 5k time" is still a question,
 * but the caller may choose to let a sentence with numbers be read by the log grammar.
 */
export const isQuestionAboutMine = (sentence: string, saysNumber: boolean) =>
  !saysNumber && ABOUT_MINE.test(sentence);

/** Verbs that stop something, and what the voice session may be called. */
export const STOP_VERBS: readonly string[] = [
  'stop', 'end', 'quit', 'exit', 'close', 'cancel', 'finish', 'leave', 'turn off', 'switch off',
  'shut down', 'shut off', 'wrap up',
]; // prettier-ignore
/** "wrap it up", "finish up", "close out the workout": a stop verb's particle changes nothing. */
export const STOP_PARTICLES: readonly string[] = ['up', 'out', 'off'];
/** What may stand between a stop verb and its particle: "wrap it up", "shut things off". */
const PARTICLE_OBJECTS = ['it', 'things', 'everything', 'this'];
export const SESSION_WORDS: readonly string[] = [
  'session', 'conversation', 'chat', 'voice', 'mode', 'listening', 'recording', 'mic',
  'microphone', 'app', 'this', 'it',
]; // prettier-ignore
/**
 * What the user is doing, as the thing stopped ("end my training", "stop tracking") or finished
 * ("workout complete", "done training for today"): the app's session is the workout.
 */
export const ACTIVITY_NOUNS: readonly string[] = [
  'workout', 'training', 'tracking', 'exercise', 'exercising', 'working out', 'logging',
]; // prettier-ignore
/** Words that say a session or workout has come to its end: "session over". */
export const OVER_WORDS: readonly string[] = [
  'over', 'complete', 'completed', 'done', 'finished', 'ended',
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
/** Done-words that end a sentence on their own, without a subject: "done", "all finished". */
const BARE_DONE = ['done', 'finished', 'through'];
export const LETS: readonly string[] = [
  'lets', 'let us', 'we can', 'you can', 'i can', 'we should',
]; // prettier-ignore
export const STOPPING_PHRASES: readonly string[] = [
  'stop', 'finish', 'end', 'quit', 'wrap up', 'wrap it up', 'call it a day', 'call it a night',
]; // prettier-ignore
/** Idioms for stopping: "I'm calling it", "we're calling it a night". */
export const CALLING_IT: readonly string[] = [
  'calling it', 'calling it a day', 'calling it a night', 'calling it quits', 'call it quits',
]; // prettier-ignore
/** A stop verb as the last word of a short sentence: "I'm wiped, ending now". */
export const STOPPING_NOW: readonly string[] = [
  'ending', 'stopping', 'finishing', 'quitting', 'wrapping up', 'signing out', 'logging off',
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
/**
 * More words of the same classes, kept apart from the lists above because the intent
 * classifier (classifier/paraphrases.ts) samples its training sentences from those.
 */
export const MORE_STOP_VERBS: readonly string[] = ['wrap'];
export const MORE_THATS_WHAT: readonly string[] = ['a wrap'];
export const MORE_END_LEADS: readonly string[] = ['go ahead and', 'you can', 'lets', 'time to'];
export const END_TAILS: readonly string[] = [
  'for now', 'for today', 'for the day', 'for tonight', 'now', 'then', 'today', 'tonight', 'here',
  'there', 'again', 'mate', 'buddy',
]; // prettier-ignore

const DET = '(the|this|my|our|todays|tonights)';
const ACTIVITY = alt(ACTIVITY_NOUNS);
const STOPPING =
  `${alt([...STOP_VERBS, ...MORE_STOP_VERBS])}( ${alt(PARTICLE_OBJECTS)})?( ${alt(STOP_PARTICLES)})?` +
  `(( ${DET})* (${alt(SESSION_WORDS)}|${ACTIVITY}))*`;
/** "workout complete", "the session is over"; not "it" or "this" ("knocked it over"). */
const SESSION_NOUNS = SESSION_WORDS.filter((w) => w !== 'it' && w !== 'this');
const OVER = `(${DET} )?(${alt(SESSION_NOUNS)}|${ACTIVITY})( is| has)? ${alt(OVER_WORDS)}`;
/** "I'm done training", "we're all finished with the workout". */
const WE_ARE_DONE = `${alt(WE_ARE)}( all)? ${alt(DONE_WORDS)}(( with)?( ${DET})* ${ACTIVITY})?`;
const COMPLETION =
  `${alt(THATS)}( ${alt([...THATS_WHAT, ...MORE_THATS_WHAT])})?|${alt(THATS)} (me|us) ${alt(DONE_WORDS)}|${WE_ARE_DONE}|` +
  `${alt(LETS)}( just)? ${alt(STOPPING_PHRASES)}|${alt(NOTHING_MORE)}|` +
  `(${alt(WE_ARE)} )?${alt(CALLING_IT)}|${OVER}`;
/** Only a whole sentence: "done, thanks" ends, "I got it done" does not. */
const END_FORM = `(${STOPPING}|${alt(FAREWELLS)}|${COMPLETION}|(all )?${alt(BARE_DONE)})`;
const LEAD = `(${alt([...END_LEADS, ...MORE_END_LEADS])} )*`;
const TAIL = `( ${alt(END_TAILS)})*`;
/** A whole sentence of endings: "no that's it", "we're done here, see you". */
const END_SENTENCE = new RegExp(`^${LEAD}${END_FORM}${TAIL}( ${END_FORM}${TAIL})*$`);
/** A short sentence that closes with an ending: "alright I think we're done here". */
const ENDS_WITH = new RegExp(
  `(^| )((${STOPPING}|goodbye|good bye|bye|${COMPLETION})${TAIL}|` +
    // A bare "ending" needs its "now": "the film was ending" is no goodbye.
    `${alt(STOPPING_NOW)}( ${alt(END_TAILS)})+)$`,
);
const POLITE = /\b(thanks|thank you|cheers)\b/g;

export function isEndSession(sentence: string): boolean {
  const s = sentence.replace(POLITE, ' ').replace(/\s+/g, ' ').trim();
  if (!s) return false;
  return END_SENTENCE.test(s) || (s.split(' ').length <= 6 && ENDS_WITH.test(s));
}

/** Every word class of this grammar, for the speech model's vocabulary. */
export const INTENT_WORDS: readonly string[] = [
  RECORD_WORDS, ASKING_WORDS, HOW_STATES, HOW_MEASURES, COUNTED_WORDS, ACHIEVED_WORDS,
  STANDING_WORDS, ADVICE_WORDS, PLAN_WORDS, REQUEST_VERBS, BENEFIT_WORDS, MORE_RECORD_WORDS,
  MORE_ASKING_WORDS, MORE_STANDING_WORDS, ANY_NEWS_WORDS, DAY_KINDS, WANTED_KINDS, CHANGE_VERBS,
  STOP_VERBS,
  MORE_STOP_VERBS, MORE_THATS_WHAT, MORE_END_LEADS, STOP_PARTICLES, SESSION_WORDS, ACTIVITY_NOUNS, OVER_WORDS, FAREWELLS, THATS, THATS_WHAT,
  WE_ARE, DONE_WORDS, LETS, STOPPING_PHRASES, CALLING_IT, STOPPING_NOW, NOTHING_MORE, END_LEADS,
  END_TAILS,
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
