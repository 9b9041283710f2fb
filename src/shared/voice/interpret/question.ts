// What a question about the user's own training asks (issue 31 §2): its topic (a total, a record,
// the streak, a leaderboard place, the level, the plan, a goal's pace), and the exercise, kind of
// exercise, period, measure, distance, board and goal it names. Only read once intents.ts has
// judged the sentence a progress question (`isProgressQuestion`, the gate) or one of the forms
// below that it lets through (`isStreakKeeping`, `isPlanQuestion`). A plain "how am I getting on"
// names none of these: its topic is 'summary' (the whole summary, as before; the server reads an
// absent question the same way). Every check_progress the interpreter gives carries a question,
// as the second held-out set judges them (tests/voice/heldout2/README.md).
//
// The topic is decided in a fixed order, each rule commented where it is tested: words that name
// one thing of the record win over the general forms of asking ("how many", "my best").
import { exerciseById } from '../../exercises/catalogue';
import type { LeaderboardType } from '../../leaderboard-types';
import type { DistanceUnit } from '../../units';
import type { QuestionMeasure, QuestionPeriod, VoiceQuestion } from '../schema';
import { FOCUS_TYPES } from './lexicon';
import { formatNumber, type Token } from './tokens';

/** The sentence as the question forms read it: normalised words, no commas or full stops. */
const sentenceOf = (words: readonly string[]) =>
  words.filter((w) => w !== ',' && w !== '.').join(' ');

// ---------------------------------------------------------------------------------------------
// Periods.

/** Phrases of a span a total counts, longest first where one contains another. */
const PERIOD_PHRASES: readonly (readonly [RegExp, QuestionPeriod])[] = [
  [/\b(last|past|previous) (seven|7) days\b/, 'this_week'],
  [/\b(last|past|previous) (thirty|30) days\b/, 'this_month'],
  [/\b(last|past|previous) week\b|\bthe week before\b/, 'last_week'],
  [/\b(last|past|previous) month\b/, 'last_month'],
  [/\b(this|the|current|my) week\b|\bthis weeks\b|\bweekly\b|\bso far this week\b/, 'this_week'],
  [/\b(this|the|current|my) month\b|\bthis months\b|\bmonthly\b/, 'this_month'],
  [/\b(this|the|current|my) year\b|\bthis years\b|\byearly\b|\bso far this year\b/, 'this_year'],
  [/\b(yesterday|yesterdays|last night)\b/, 'yesterday'],
  [/\b(today|todays|tonight|tonights|this morning|this afternoon|this evening)\b/, 'today'],
  [
    /\b(all time|of all time|ever|in total|total|overall|lifetime|so far|since i started|since i joined|altogether|all together)\b/,
    'all_time',
  ],
];

/** The span a question counts, when it names one. */
export function periodOf(sentence: string): QuestionPeriod | undefined {
  for (const [re, period] of PERIOD_PHRASES) if (re.test(sentence)) return period;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// What is asked about: an exercise from the catalogue (as the logs read it), or a kind of one.

interface Named {
  exerciseId?: string;
  exercise?: string;
  workoutType?: VoiceQuestion['workoutType'];
}

/** Words the tokenizer reads as an exercise that, in a question, are about the record instead. */
const NOT_AN_EXERCISE = new Set(['lift', 'lifts', 'lifted', 'lifting', 'workout', 'workouts']);

function namedExercise(tokens: readonly Token[], words: readonly string[]): Named {
  for (const t of tokens) {
    if (t.k !== 'ex') continue;
    const said = words.slice(t.start, t.end).join(' ');
    if (NOT_AN_EXERCISE.has(said)) continue;
    // "walk me through my week", "run through my numbers": a way of asking, not an exercise.
    if (/^(walk|run|talk)$/.test(said) && /^(me|us|through)$/.test(words[t.end] ?? '')) continue;
    const e = exerciseById(t.id);
    // A generic entry ("cardio", "workout") names a kind of training, read below, not one exercise.
    if (e && !e.generic) return { exerciseId: e.id, exercise: e.name };
  }
  for (const w of words) {
    const type = FOCUS_TYPES[w];
    // "lifting" is a kind of training here ("how much lifting this week"); "running" an exercise.
    if (type && w !== 'running') return { workoutType: type as Named['workoutType'] };
  }
  return {};
}

// ---------------------------------------------------------------------------------------------
// Distances: "fastest 5k", "my best mile", "fastest half marathon".

interface Distance {
  distance: number;
  distanceUnit: DistanceUnit;
}

function saidDistance(tokens: readonly Token[], words: readonly string[]): Distance | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.k === 'num' && next?.k === 'unit' && next.u.dim === 'distance') {
      const factor = next.u.factor;
      return { distance: t.v * factor, distanceUnit: next.u.unit };
    }
  }
  // A distance said as a word, alone: "my fastest mile", "my best marathon", "half marathon".
  const s = sentenceOf(words);
  if (/\bhalf marathon\b/.test(s)) return { distance: 21.0975, distanceUnit: 'km' };
  if (/\bmarathon\b/.test(s)) return { distance: 42.195, distanceUnit: 'km' };
  if (
    /\b(fastest|best|quickest|record|pb|pr) (a )?mile\b|\bmile (time|pace|record|pb|pr)\b/.test(s)
  )
    return { distance: 1, distanceUnit: 'miles' };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Topics.

/**
 * Forms of asking about the record that intents.ts does not take as questions because they say
 * no "I" or "my": "how many push-ups this week", "fastest 5k", "most pull-ups in a set". Advice
 * ("how many push-ups should I do") and statements ("my best bench is 225") are not.
 */
const RECORD_OPENING =
  /^((whats|what is|what was|tell me) the (most|heaviest|fastest|longest|furthest|biggest|quickest|farthest)\b|how (many|much|far|long|often)|(whats |what is |what was |tell me )?(my )?(all time |personal |current )?(heaviest|fastest|quickest|best|longest|furthest|biggest|max|pb|pr|personal best|personal record|most|one rep max|total|totals))\b/;
export function isRecordQuestion(
  sentence: string,
  tokens: readonly Token[],
  words: readonly string[],
): boolean {
  if (!RECORD_OPENING.test(sentence)) return false;
  if (
    /\b(should|could|would|can i|is|was|were|are|will|to)\b/.test(
      sentence.replace(/^(what is|what was) /, ''),
    )
  )
    return false;
  // It must name something of one's training: "how many calories in a banana" does not.
  const named = namedExercise(tokens, words);
  const distance = tokens.some((t) => t.k === 'unit' && t.u.dim === 'distance');
  return (
    named.exerciseId !== undefined ||
    named.workoutType !== undefined ||
    distance ||
    periodOf(sentence) !== undefined
  );
}

/** "how do I keep my streak", "what keeps my streak alive": asked about the streak, not advice. */
const STREAK_KEEPING =
  /\b(keep|keeping|save|saving|maintain|protect|extend|continue|lose|losing|break|breaking)\b.*\bstreak\b|\bstreak\b.*\b(alive|going|safe)\b/;
export const isStreakKeeping = (sentence: string) =>
  STREAK_KEEPING.test(sentence) &&
  // Asking what to do for it ("what should I do to keep my streak") is advice, as intents.ts reads.
  !/\b(should|could|would|suggest|suggestion|recommend|idea|ideas|workout|exercise)\b/.test(
    sentence,
  );

/** "what's on my plan today", "what's my next routine", "what's next on my program". */
const PLAN_QUESTION = new RegExp(
  '\\b(what|whats|which|show|tell me|read|remind me|when)\\b.*\\b(' +
    '(on|in|from|according to) (my|the|todays|this weeks|tomorrows) (plan|program|programme|schedule|training plan|workout plan)|' +
    'my (plan|program|programme|schedule|training plan|workout plan)( say| says)?( for)?( today| this week| tomorrow| next)?$|' +
    'my next (routine|workout|session|training|day|lift|run)|' +
    'next (routine|workout|session) (on|in|from) my (plan|program|programme|schedule)|' +
    '(routine|workout|session|training) (is )?(next|up next|scheduled|planned|on for today|up today|up for today|due)|' +
    '(todays|tomorrows|tonights) (routine|workout|session|training|plan)|' +
    // "What's the plan for today" asks for a suggestion, as before issue 31: only "my" plan is the plan.
    'my (routine|workout|session|training|plan) for (today|tomorrow|tonight)|' +
    '(scheduled|planned|lined up|on the agenda|on deck|up next)|' +
    'am i (supposed|meant|scheduled|due) to|' +
    'my (routine|workout|session|training) (today|tomorrow|tonight)$' +
    ')\\b',
);
/** "Will I hit 100 miles by June", "am I gonna make my goal": asked, never a new goal. */
export const isGoalPaceQuestion = (sentence: string) =>
  /^(will i|am i going to|am i gonna|im i gonna|can i still|do i still|is my)\b.*\b(hit|make|reach|get to|meet|finish|on track|on pace)\b/.test(
    sentence,
  ) || /^am i (on track|on pace|on target|on schedule|ahead|behind)\b/.test(sentence);

/** "What am I training today", "what do I have on for tomorrow": the day's planned routine. */
const PLAN_DAY_QUESTION =
  /^what (am i (doing|training|lifting|running|hitting)|(do|have) i (got |have )?(on|scheduled|planned)?( for)?) (today|tomorrow|tonight|next)$/;

/** A question of the plan; advice ("what should my next workout be") stays a suggestion. */
export const isPlanQuestion = (sentence: string) =>
  (PLAN_QUESTION.test(sentence) || PLAN_DAY_QUESTION.test(sentence)) &&
  !/\b(should|could|would|suggest|recommend)\b/.test(sentence) &&
  // "what's a good workout for today" asks for one: the plan's is "my" or "the" one.
  !/\b(a|an|some|good|best|quick|easy|fun|different|new|another)\b/.test(sentence);

const RANK_WORDS =
  /\b(leaderboard|leaderboards|leader board|board|rank|ranked|ranking|rankings|place|position|standing|where do i stand|in the top|(compared|compare|stack up|measure up) (me )?(to|with|against) (everyone|others|other people|my friends|the others|everybody))\b/;
const LEVEL_WORDS =
  /\b(level|levels|xp|experience|points|title|level up|next title)\b|\bexperience points\b/;
const GOAL_PACE =
  /\b(on track|on pace|on target|on schedule|ahead|behind|going to (hit|make|reach|meet)|gonna (hit|make|reach|meet)|will i (hit|make|reach|meet)|close|closer|near|nearly|far|left|to go|percent|percentage)\b/;
const GOAL_WORDS = /\b(goal|goals|target|targets)\b/;
const RECORD_WORDS =
  /\b(best|pb|pbs|pr|prs|personal best|personal record|record|records|max|heaviest|fastest|quickest|longest|furthest|farthest|biggest|most|one rep max|1 rep max)\b/;
const TOTAL_WORDS =
  /\b(how (many|much|far|long|often)|total|totals|count|number of|tally|mileage|volume|tonnage|add up)\b/;

/** The leaderboard a rank question names; absent: every board. */
function boardOf(sentence: string): LeaderboardType | undefined {
  if (/\b(weekly|this week|this weeks|week)\b/.test(sentence)) return 'weekly_xp';
  if (/\bstreak\b/.test(sentence)) return 'streak';
  if (/\blevel\b/.test(sentence)) return 'level';
  if (/\b(xp|experience|points)\b/.test(sentence)) return 'xp';
  return undefined;
}

/** What a record measures, from its words and the exercise. */
function recordMeasure(
  sentence: string,
  named: Named,
  distance: Distance | undefined,
): QuestionMeasure | undefined {
  if (/\b(fastest|quickest|pace|speed)\b/.test(sentence)) return 'pace';
  if (/\b(heaviest|max|one rep max|1 rep max|weight)\b/.test(sentence)) return 'weight';
  if (/\bmost\b.*\b(in (a|one) (set|go)|in a row|at once|reps?)\b/.test(sentence)) return 'reps';
  if (/\b(longest|furthest|farthest)\b/.test(sentence)) {
    const e = named.exerciseId ? exerciseById(named.exerciseId) : undefined;
    if (/\b(time|hold|minutes|seconds)\b/.test(sentence) || e?.measure === 'duration')
      return 'duration';
    return 'distance';
  }
  if (distance) return 'pace';
  const e = named.exerciseId ? exerciseById(named.exerciseId) : undefined;
  if (!e) return undefined;
  if (e.measure === 'distance') return 'distance';
  if (e.measure === 'duration') return 'duration';
  return e.type === 'strength' && !/\b(reps|in a set)\b/.test(sentence) ? 'weight' : 'reps';
}

/** What a total counts, from its words and the exercise. */
function totalMeasure(sentence: string, named: Named): QuestionMeasure | undefined {
  if (/\b(workouts|sessions|times|days|often|trained|worked out|exercised)\b/.test(sentence))
    return 'workouts';
  if (/\bsets\b/.test(sentence)) return 'sets';
  if (/\b(reps|repetitions)\b/.test(sentence)) return 'reps';
  if (
    /\b(far|miles|kilometers|kilometres|km|meters|metres|distance|mileage|yards)\b/.test(sentence)
  )
    return 'distance';
  if (/\b(long|minutes|hours|time)\b/.test(sentence)) return 'duration';
  if (/\b(volume|tonnage|weight|pounds|kilos|lifted|lift)\b/.test(sentence)) return 'volume';
  const e = named.exerciseId ? exerciseById(named.exerciseId) : undefined;
  if (e) {
    if (e.measure === 'distance') return 'distance';
    if (e.measure === 'duration') return 'duration';
    return 'reps';
  }
  if (named.workoutType) return 'duration';
  return undefined;
}

/** Words that only frame a goal: dropped from the goal's words. */
const GOAL_FRAME = new Set([
  'my', 'the', 'a', 'an', 'goal', 'goals', 'target', 'targets', 'to', 'for', 'of', 'on', 'with',
  'hit', 'hitting', 'reach', 'reaching', 'make', 'making', 'meet', 'meeting', 'get', 'getting',
  'am', 'i', 'im', 'is', 'it', 'how', 'close', 'closer', 'far', 'near', 'track', 'pace',
  'on track', 'ahead', 'behind', 'going', 'gonna', 'will', 'be', 'am', 'from', 'towards', 'toward',
  'this', 'month', 'week', 'year', 'by', 'end', 'left', 'go', 'still', 'ok', 'okay', 'doing',
  'progress', 'there', 'whats', 'what', 'where', 'with', 'current', 'new', 'schedule', 'target',
]); // prettier-ignore

/**
 * The words that name the goal asked about: "am I on track for 100 miles" → "100 miles", "how close
 * am I to my bench goal" → "bench". Numbers as digits, so they meet a goal's title and target.
 */
function goalWords(tokens: readonly Token[], words: readonly string[]): string | undefined {
  const out: string[] = [];
  for (const t of tokens) {
    if (t.k === 'num') out.push(formatNumber(t.v));
    else if (t.k === 'sep') continue;
    else {
      const said = words.slice(t.start, t.end);
      for (const w of said) if (!GOAL_FRAME.has(w)) out.push(w);
    }
  }
  // Only what names the goal: after the last frame word of the question form.
  const text = out.join(' ').trim();
  return text.length > 0 ? text : undefined;
}

/** The part of the sentence after the words that ask how one stands. */
function goalPart(tokens: readonly Token[], words: readonly string[]): Token[] {
  const lead = words.findIndex((w, i) =>
    [
      'for',
      'to',
      'on',
      'with',
      'towards',
      'toward',
      'from',
      'of',
      'hit',
      'make',
      'reach',
      'meet',
    ].includes(w)
      ? i > 0
      : /^(goal|goals|target|targets)$/.test(w),
  );
  if (lead < 0) return [];
  // "my bench goal": the words before "goal" that follow "my" name it too.
  const goalAt = words.findIndex((w) => /^(goal|goals|target|targets)$/.test(w));
  const myAt = goalAt > 0 ? words.lastIndexOf('my', goalAt) : -1;
  const from = myAt >= 0 && myAt < goalAt ? Math.min(myAt, lead) : lead;
  // A deadline said after it is the goal's, not its name: "by June", "before summer".
  const by = words.findIndex((w, i) => i > from && (w === 'by' || w === 'before' || w === 'in'));
  return tokens.filter((t) => t.start >= from && (by < 0 || t.start < by));
}

/**
 * What a question about the user's own training asks; topic 'summary' for the whole summary
 * ("how am I getting on"). `words`: normalised (normalize.ts); `tokens`: the slot grammar's.
 */
export function readQuestion(words: readonly string[], tokens: readonly Token[]): VoiceQuestion {
  const sentence = sentenceOf(words);
  const period = periodOf(sentence);
  const named = namedExercise(tokens, words);
  const withPeriod = period ? { period } : {};

  // 1. The plan and the next routine: "what's on my plan today", "what's my next routine".
  if (isPlanQuestion(sentence)) return { topic: 'plan', ...withPeriod };

  // 2. A leaderboard place: "where am I on the leaderboard", "my rank on the weekly board". Before
  // the streak and level, which name boards here ("my place on the streak board").
  if (RANK_WORDS.test(sentence) && !/\b(take|took|first|second|third) place\b/.test(sentence)) {
    const board = boardOf(sentence);
    return { topic: 'rank', ...(board ? { board } : {}) };
  }

  // 3. A goal's pace: "am I on track for 100 miles", "how close am I to my bench goal". Before
  // totals: "how far am I from my goal" is no distance. A goal named with how it goes ("how's my
  // goal going") asks its pace; only a list of them ("what are my goals") is the summary.
  // Nearness to a level or XP is the level topic: only words of a goal make it a goal's pace.
  const aboutLevel = LEVEL_WORDS.test(sentence) && !GOAL_WORDS.test(sentence);
  if (
    !aboutLevel &&
    ((GOAL_PACE.test(sentence) &&
      (GOAL_WORDS.test(sentence) ||
        /\b(on track|on pace|on target|on schedule) (for|to)\b/.test(sentence))) ||
      /\bhow (close|far|near|far off|far away) (am i|im|i am)\b/.test(sentence) ||
      /\b(going to|gonna|will i|can i still|do i still) (hit|make|reach|get to|meet|finish|do|run)\b.*\b(by|before|this|goal|target)\b/.test(
        sentence,
      ) ||
      (GOAL_WORDS.test(sentence) &&
        !/\b(what|which) (are|is) my goals?\b|\b(list|show|read) (me )?(all )?my goals\b|\bmy goals$/.test(
          sentence,
        )))
  ) {
    const goal = goalWords(goalPart(tokens, words), words);
    return { topic: 'goal_pace', ...(goal ? { goal } : {}) };
  }
  if (
    GOAL_WORDS.test(sentence) &&
    /\b(did|have) i (hit|reach|reached|met|meet|made|make|finish|finished|complete|completed)\b/.test(
      sentence,
    )
  ) {
    const goal = goalWords(goalPart(tokens, words), words);
    return { topic: 'goal_pace', ...(goal ? { goal } : {}) };
  }

  // 4. The streak: "how long is the streak", "how do I keep my streak", "how many days in a row".
  if (/\bstreaks?\b|\bdays in a row\b|\bstraight days\b/.test(sentence)) {
    return { topic: 'streak' };
  }

  // 5. The level and XP: "which level have I reached", "how much XP do I need".
  if (LEVEL_WORDS.test(sentence)) return { topic: 'level' };

  // 6. A record: "my heaviest bench", "fastest 5k", "most pull-ups in a set".
  if (RECORD_WORDS.test(sentence) && !/\b(most|best) (days|weeks|active)\b/.test(sentence)) {
    const distance = saidDistance(tokens, words);
    const measure = recordMeasure(sentence, named, distance);
    const exercise =
      !named.exerciseId && !named.workoutType && distance
        ? { exerciseId: 'running', exercise: exerciseById('running')!.name }
        : named;
    return {
      topic: 'record',
      ...exercise,
      ...(measure ? { measure } : {}),
      ...(distance ?? {}),
      ...(period && period !== 'all_time' ? { period } : {}),
    };
  }

  // 7. A total over a period: "how many push-ups this week", "how far did I run this month".
  const asksTotal = TOTAL_WORDS.test(sentence);
  const namesSomething = named.exerciseId !== undefined || named.workoutType !== undefined;
  if (asksTotal || (namesSomething && period)) {
    const measure = totalMeasure(sentence, named);
    if (asksTotal || measure) {
      return { topic: 'total', ...named, ...(measure ? { measure } : {}), ...withPeriod };
    }
  }

  // 9. Anything else: the summary, of a period when one was said ("how was my week").
  return period && period !== 'all_time' ? { topic: 'summary', period } : { topic: 'summary' };
}
