// Labelled training sentences for the intent classifier (issue 15 §1), generated compositionally:
// the logging, weigh-in and goal commands of the slot grammar's own templates (templates.ts), put
// in more frames; and for the intents recognised by phrasing, templates over the word classes of
// intents.ts and lexicon.ts plus a few of how people ask, stop and chat. Every draw comes from one
// seeded generator, so the training set, and the model trained on it, is the same on every start.
// Nothing here comes from the development corpus or the held-out set; the few short sentences the
// generators make that are also lines of those sets are dropped by unseen.ts
// (tests/unit/corpus-leak.test.ts checks).
import { EXERCISES } from '../../../exercises/catalogue';
import { createRng } from '../../../seeded-random';
import {
  ACHIEVED_WORDS,
  ADVICE_WORDS,
  ASKING_WORDS,
  BENEFIT_WORDS,
  COUNTED_WORDS,
  DONE_WORDS,
  END_LEADS,
  END_TAILS,
  FAREWELLS,
  HOW_STATES,
  LETS,
  NOTHING_MORE,
  PLAN_WORDS,
  RECORD_WORDS,
  SESSION_WORDS,
  STANDING_WORDS,
  STOP_VERBS,
  STOPPING_PHRASES,
  THATS,
  THATS_WHAT,
  WE_ARE,
} from '../intents';
import {
  FOCUS_AREAS,
  FOCUS_TYPES,
  GOAL_OPENERS,
  MONTH_NAMES,
  WEEKDAY_NAMES,
  WISH_MARKERS,
} from '../lexicon';
import { numberToWords, pluralPhrase, weightToGymWords } from '../spoken';
import {
  generateCommands,
  GOAL_TEMPLATES,
  LOG_TEMPLATES,
  SET_LIST_TEMPLATES,
  WEIGH_IN_TEMPLATES,
} from './templates';
import { expand, pick, type Rng, type Slots } from './grammar';

export const INTENT_CLASSES = [
  'log',
  'weigh_in',
  'goal',
  'progress',
  'suggestion',
  'end',
  'other',
] as const;
export type IntentClass = (typeof INTENT_CLASSES)[number];

export interface Labelled {
  text: string;
  intent: IntentClass;
}

const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
/** Speech writes numbers as words, typing as digits. */
const say = (rng: Rng, n: number) => (rng() < 0.75 ? numberToWords(n) : String(n));
const spoken = (s: string) => s.toLowerCase().replace(/-/g, ' ').replace(/'/g, '');

const specific = EXERCISES.filter((e) => !e.generic);
const namesOf = (e: (typeof EXERCISES)[number]) => [e.name, ...e.synonyms].map(spoken);
const WITH_VERBS = specific.filter((e) => e.verbs.length > 0);
const OUTINGS = specific.filter((e) => e.measure !== 'reps');

// ---------------------------------------------------------------------------------------------
// Slots shared by every class.

const DAYS_PAST = [
  'yesterday', 'today', 'this morning', 'last night', 'earlier', 'this week', 'last week',
  'this month', 'last month', 'this year', 'so far', 'lately', 'recently', 'on $weekday',
  'last $weekday', 'in $month', 'over the weekend', 'the other day', 'since $month',
]; // prettier-ignore
const DAYS_FUTURE = [
  'today', 'tomorrow', 'tonight', 'this afternoon', 'this evening', 'next', 'now', 'on $weekday',
  'this weekend', 'next week', 'later', 'in the morning', 'first thing tomorrow',
]; // prettier-ignore
const AREAS = Object.keys(FOCUS_AREAS);
const TYPES = Object.keys(FOCUS_TYPES);

const SHARED: Slots = {
  n: (rng) => say(rng, pick(rng, [2, 3, 4, 5, 8, 10, 12, 15, 20, 25, 30, 45, 50, 60, 100, 150])),
  big: (rng) => say(rng, int(rng, 2, 400)),
  ex: (rng) => {
    const name = pick(rng, namesOf(pick(rng, specific)));
    return rng() < 0.5 ? pluralPhrase(name) : name;
  },
  exverb: (rng) => spoken(pick(rng, pick(rng, WITH_VERBS).verbs)),
  weekday: WEEKDAY_NAMES,
  month: MONTH_NAMES,
  past: DAYS_PAST,
  future: DAYS_FUTURE,
  area: AREAS,
  type: TYPES,
  record: RECORD_WORDS,
  plan: PLAN_WORDS.filter((w) => !['something', 'anything', 'work', 'flow'].includes(w)),
  advice: ADVICE_WORDS,
  unit: ['minutes', 'seconds', 'hours', 'miles', 'pounds', 'kilos', 'reps', 'sets', 'km'],
  polite: [
    'can you', 'could you', 'would you', 'please', 'will you', 'i need you to', 'go ahead and',
  ], // prettier-ignore
  name: ['joey', 'coach', 'mate', 'buddy', 'pal'],
  hey: ['hey joey', 'ok coach', 'so', 'um', 'right', 'alright', 'hi', 'yo', 'hey'],
};

/** `template` with an optional greeting or filler before it, as people open a request. */
const lead = (template: string) => `[$hey ]${template}`;

type Template = string;
type Generator = (rng: Rng) => string;

/** A class's sentences: templates (expanded with `slots`) and functions, drawn evenly. */
function fromTemplates(templates: readonly (Template | Generator)[], slots: Slots): Generator {
  const all = { ...SHARED, ...slots };
  return (rng) => {
    const t = pick(rng, templates);
    return typeof t === 'function' ? t(rng) : expand(lead(t), rng, all);
  };
}

// ---------------------------------------------------------------------------------------------
// Logs: the slot grammar's own templates, and the same parts in other frames.

const LOG_FRAMES_NOUN = [
  'log', 'add', 'record', 'put down', 'save', 'track', 'enter', 'note down', 'i did', 'just did',
  'i just finished', 'got through', 'i managed', 'crushed', 'smashed out', 'knocked out', 'i got in',
  'for today', 'todays workout was', 'i have done', 'can you log', 'could you add', 'please record',
  'i want to log', 'id like to add', 'mark down', 'put in', 'write down', 'update my log with',
]; // prettier-ignore
const LOG_FRAMES_VERB = [
  'i', 'just', 'i just', 'earlier i', 'this morning i', 'yesterday i', 'note that i', 'log that i',
  'put down that i', 'record that i', 'guess what i', 'so i', 'i actually', 'today i', 'we',
]; // prettier-ignore

/** What one goes for or has, by its noun ("a run", "a bike ride"), not its gerund. */
function outingNoun(rng: Rng): string {
  const names = namesOf(pick(rng, OUTINGS));
  return pick(rng, names.filter((n) => !/ing$/.test(n)).concat(names.slice(0, 1)));
}

let logs: readonly string[] | undefined;
/** The slot grammar's own log commands, as the speech model is trained on them. */
function generatedLogs(): readonly string[] {
  logs ??= generateCommands(400, 15)
    .filter((c) => c.action === 'log_workout')
    .map((c) => c.text);
  return logs;
}

function logPart(rng: Rng): { text: string; verb: boolean } {
  const part = rng() < 0.85 ? pick(rng, LOG_TEMPLATES)(rng) : pick(rng, SET_LIST_TEMPLATES)(rng);
  return { text: part.text, verb: !!part.verb };
}

const LOG_GENERATORS: readonly (Template | Generator)[] = [
  (rng) => pick(rng, generatedLogs()),
  (rng) => {
    const parts = Array.from({ length: pick(rng, [1, 1, 1, 2, 2, 3]) }, () => logPart(rng));
    // Often bare: "four sets of eight lunges" is how a log is usually said.
    const frame = rng() < 0.4 ? '' : pick(rng, parts[0]!.verb ? LOG_FRAMES_VERB : LOG_FRAMES_NOUN);
    const joined = parts
      .map((p) => p.text)
      .join(pick(rng, [' and ', ', ', ' then ', ' plus ', ' and after that ', ' followed by ']));
    const day = rng() < 0.2 ? ` ${expand('$past', rng, SHARED)}` : '';
    return `${frame} ${joined}${day}`.trim();
  },
  // Without numbers: the slot grammar logs the exercise itself.
  '{i|just|i just|today i|we} {went for|did|had|finished|got in|squeezed in} a [quick|long|short|good|hard|easy|decent] $exnoun [$past]',
  '{did|i did|got in|i got some|just did} some $ex [$past]',
  '{just finished|i finished|done with|i wrapped up|completed} my $ex [session|workout|class] [$past]',
  '$ex [$past]',
  '{i|we|just} {went on|went for|did|had|did a} a [long|short|quick|easy|hard] $exnoun [,] {about|around|roughly|nearly|just over|almost} $n {miles|km|kilometers|minutes|hours}',
  '{i|just|earlier i} $exverb [$past]',
  '{log|record|add} {a|my|todays} {workout|session|training session|gym session} [$past]',
  '{i|just} {trained|hit|did} $area [$past]',
  '{i|just|we} worked out [$past]',
  '{i did|hit|smashed} {$area|$area day|a $area session} [$past]',
];

// ---------------------------------------------------------------------------------------------
// Weigh-ins.

function bodyWeight(rng: Rng): string {
  const kg = rng() < 0.3;
  const whole = kg ? int(rng, 50, 125) : int(rng, 105, 280);
  const tenth = rng() < 0.2 ? int(rng, 1, 9) : 0;
  const gym = !kg && rng() < 0.35 ? weightToGymWords(whole) : null;
  const n = gym
    ? `${gym}${tenth ? ` point ${numberToWords(tenth)}` : ''}`
    : say(rng, tenth ? whole + tenth / 10 : whole);
  const unit = kg
    ? pick(rng, [' kilos', ' kilograms', ' kg'])
    : pick(rng, [' pounds', ' lbs', '', '']);
  return `${n}${unit}`;
}

const WEIGH_SLOTS: Slots = {
  bw: bodyWeight,
  wday: ['today', 'this morning', 'yesterday', 'last night', 'this week', 'on $weekday'],
  logverb: ['log', 'record', 'save', 'enter', 'add', 'put down', 'track', 'note', 'update'],
};

const WEIGH_GENERATORS: readonly (Template | Generator)[] = [
  (rng) => pick(rng, WEIGH_IN_TEMPLATES)(rng).text,
  (rng) => pick(rng, WEIGH_IN_TEMPLATES)(rng).text,
  '{i weigh|i weighed|i weighed in at|weighed in at|i came in at|i hit|im at|i am at|im|i was} $bw [$wday]',
  '[$wday] {the scale|my scale|the scales} {says|said|shows|showed|reads|read|was at|hit} $bw',
  'my {weight|body weight|bodyweight} {is|was|came out at|is at|was at|today is|this morning was} $bw',
  '{$polite|} $logverb {my|a|todays|this mornings|the} {weight|body weight|weigh in|bodyweight} {of|as|at|,|} $bw',
  '{weighed myself|got on the scale|stepped on the scales|did my weigh in} [$wday] {and it was|and got|,|it said|and i was} $bw',
  '{new|todays|morning|weekly} {weigh in|weight|body weight} [is] $bw',
  '{im|i am|i was} {down|up} to $bw [$wday]',
  '$wday i {weighed|was|weighed in at|came in at} $bw',
  '{weight|body weight|weigh in} [$wday] $bw',
];

// ---------------------------------------------------------------------------------------------
// Goals.

const GOAL_SLOTS: Slots = {
  opener: [
    ...GOAL_OPENERS,
    ...WISH_MARKERS.filter((w) => !['i will', 'ill', 'be able to'].includes(w)),
    'set a goal to',
    'set me a goal to',
    'i want to be able to',
    'id love to be able to',
    'my goal for this year is to',
    'my new target is to',
    'can you set a goal for me to',
    'add a goal to',
    'i would like to set a goal to',
    'the plan is to',
  ],
  deadline: [
    'by $month',
    'by the end of the {month|year|summer}',
    'this {month|year|summer}',
    'in $n {weeks|months}',
    'before {christmas|summer|my wedding|the holidays|the race|my birthday}',
    'by next {month|year}',
    'within $n {weeks|months}',
    'by $weekday',
  ],
  target: [
    '{lose|drop|shed|cut|get rid of} $n {pounds|kilos|kg|lbs}',
    '{gain|put on|build|pack on} $n {pounds|kilos|kg} [of muscle]',
    '{run|walk|cycle|swim|row|hike|ride} $big {miles|kilometers|km}',
    '{do|hit|reach|manage} $big $ex [{in a row|in one set|a day|every day|without stopping}]',
    '$ex $big {pounds|kilos}',
    '{work out|train|exercise|go to the gym|hit the gym|go running} $n {times|days} a week',
    '{run|swim|row|cycle} {a 5k|a mile|a marathon|a half marathon|a 10k|two miles} {in under|under|in less than} $n minutes',
    '{get down to|weigh|get to|get up to|reach} $big {pounds|kilos}',
    '{walk|do|hit} $big steps {a day|every day|daily}',
    '{exercise|stretch|do yoga|meditate|train} for $n minutes {a day|every day|each week|a week}',
    '{get|keep} my streak {to|going for|up to} $n days',
  ],
};

const GOAL_GENERATORS: readonly (Template | Generator)[] = [
  (rng) => pick(rng, GOAL_TEMPLATES)(rng).text,
  (rng) => pick(rng, GOAL_TEMPLATES)(rng).text,
  '$opener $target [$deadline]',
  '$opener $target [$deadline]',
  '[$deadline] i {want|need|plan|hope|intend} to $target',
  '{set|create|make|add} {a|me a|my|a new} {goal|target|challenge} {of|to|for} $target [$deadline]',
  'my {goal|target|aim|objective} {is|for the year is|this month is} {to|} $target [$deadline]',
  '{new goal|new target|goal|target|challenge} {:|,|} $target [$deadline]',
  '{im aiming for|aiming for|im shooting for|im going for} $target [$deadline]',
  'challenge me to $target [$deadline]',
  '{i want|id like|i wanna} to {get fit|lose weight|get stronger|build muscle|run a marathon} {by|before} $month',
];

// ---------------------------------------------------------------------------------------------
// Progress: questions and requests about the user's own record.

const PROGRESS_SLOTS: Slots = {
  show: [
    ...ASKING_WORDS.filter((w) => !/^(what|whats|which|where|when|how|hows)$/.test(w)),
    'show me',
    'tell me',
    'give me',
    'read me',
    'read out',
    'bring up',
    'let me see',
    'i want to see',
    'id like to see',
    'can i see',
    'can i get',
    'let me hear',
  ],
  fillin: [
    'fill me in on', 'update me on', 'walk me through', 'talk me through', 'tell me about',
    'remind me of', 'what about', 'go over', 'run through',
  ], // prettier-ignore
  overview: [
    'an update', 'a rundown', 'a breakdown', 'an overview', 'the numbers', 'the stats', 'a summary',
    'the details',
  ], // prettier-ignore
  period: ['week', 'month', 'year', 'training', 'workouts', 'sessions', 'running', 'lifting'],
  mine: ['my', 'my current', 'my latest', 'my total', 'my weekly', 'my monthly', 'my overall'],
  state: [...HOW_STATES, 'shaping up', 'holding up', 'performing', 'measuring up'],
  standing: STANDING_WORDS,
  achieved: ACHIEVED_WORDS,
  counted: [...COUNTED_WORDS, 'reps', 'sets', 'steps', 'days', 'kilos', 'pounds', 'laps'],
  done: [
    'done', 'logged', 'completed', 'finished', 'managed', 'burned', 'covered', 'clocked', 'put in',
  ], // prettier-ignore
  goalish: [
    'goal', 'goals', 'target', 'targets', '$ex goal', 'running goal', 'weight goal', 'plan',
  ], // prettier-ignore
  others: [
    'my friends', 'everyone', 'other people', 'the others', 'last week', 'last month', 'last year',
  ], // prettier-ignore
};

const PROGRESS_GENERATORS: readonly (Template | Generator)[] = [
  '{what|whats|what is|what are} $mine $record [$past]',
  '$show $mine $record [$past]',
  '$show {how|what} {im doing|ive done|i did|i logged|my week looks like|ive achieved}',
  'how {is|s|are|was|has} my $record {going|looking|coming along|doing|shaping up} [$past]',
  'hows my {week|month|year|training|$ex|running|lifting} {going|looking|been}',
  'how {am|have} i {been|} $state [with my $goalish] [$past]',
  'how {many|much} $counted {did|have} i $done [$past]',
  'how {many|much} $ex {did|have} i {done|do|managed} [$past]',
  'how {far|long|often|much} {did|have} i $exverb [$past]',
  'how {many times|often} {did|have} i {$exverb|worked out|trained|been to the gym} [$past]',
  'how {close|near|far} am i {to|from} {my|hitting my|reaching my} $goalish',
  'am i $standing [compared to $others|with my $goalish|this week]',
  '{did|have} i $achieved my $goalish [$past]',
  '{did|have} i {work out|worked out|train|trained|exercise|exercised|$exverb} [$past]',
  '{what|which} $plan {did|have} i {do|done|log|logged|finish|finished} [$past]',
  'what {did|have} i {do|done|log|logged|lift|lifted|run|achieve|achieved} [$past]',
  'when {did|was} {i last|my last} {$exverb|workout|$ex|session|run}',
  'what {level|rank|place|position|title} {am i|have i reached|am i at|do i have} [now|on the leaderboard]',
  'where {do i stand|am i|do i rank|am i ranked} [on the leaderboard|among $others|this week]',
  '{is|are|has|have} my $record {still alive|going up|improving|getting better|changed} [$past]',
  '{compare|how does} {this week|this month|my week|my month} {to|with|compare to} {last week|last month|$others}',
  '{give me|can i have|i want} {a|my} {progress|status|weekly|monthly} {report|update|summary|recap|check}',
  '{whats|what is|tell me} my {best|longest|fastest|heaviest|biggest} $ex',
  '{what|whats|how much} {is|was} my {personal best|pb|pr|max|record} {on|for|at} $ex',
  '{have i been|am i} {slacking|skipping workouts|consistent|lazy|on a roll} [$past]',
  '{how consistent|how active|how busy} {have i been|was i} [$past]',
  '{any|how much} progress {on|with} my $goalish',
  '$fillin my {$record|$period|$goalish} [$past]',
  '{give me|i want|can i have|id like} $overview {on|of|for} my {$record|$period|$goalish} [$past]',
  'how {much|far} {is left|do i have left|more do i need|to go} {on|for|to reach|to hit|until} {my $goalish|the next level|the next rank}',
  'how {much|many} {xp|points|experience} {do i need|until|to go|left} {for|until|to reach|to get to} the next {level|rank|title}',
  'what {percent|percentage|fraction|part|proportion} of my $goalish {is|are|have i} {done|complete|finished|met}',
  '{let me know|i want to know|can you tell me|tell me|do you know} {how im doing|how many $counted i have $done|where i stand|if i $achieved my $goalish|what i did $past}',
  'how {is|s} it going with my $goalish',
  'what {does|did} my {week|month|training|year} look like [so far]',
];

// ---------------------------------------------------------------------------------------------
// Suggestions: asking what to do.

const SUGGESTION_SLOTS: Slots = {
  adj: [
    'quick', 'short', 'long', 'hard', 'easy', 'good', 'fun', 'new', 'different', 'gentle', 'tough',
    'beginner', 'home', 'gym', 'full body', '$n minute', 'no equipment', 'low impact',
  ], // prettier-ignore
  kind: ['$type', '$area', '$adj', '$adj $type', '$adj $area'],
  planthing: [
    'workout', 'routine', 'session', 'plan', 'circuit', 'program', 'stretch', 'exercise', 'warm up',
    'cool down', 'drill', 'set of moves',
  ], // prettier-ignore
  train: ['do', 'train', 'work on', 'focus on', 'try', 'hit', 'work', 'go for'],
  better: [
    'get stronger', 'build bigger $area', 'lose belly fat', 'improve my $ex', 'run faster',
    'get better at $ex', 'warm up', 'cool down', 'recover faster', 'get more flexible',
    'build endurance', 'tone my $area', 'avoid injury', 'fix my posture', 'get a six pack',
  ], // prettier-ignore
  choice: ['$ex', '$type', '$area', 'rest', 'a run', 'weights', 'a swim', 'yoga'],
  sore: ['sore', 'tight', 'aching', 'stiff', 'tired', 'killing me'],
  benefit: BENEFIT_WORDS.filter((w) => w !== 'for').concat(['burn', 'burns']),
};

const SUGGESTION_GENERATORS: readonly (Template | Generator)[] = [
  'what {should|could|can|shall} i $train [$future]',
  'what {do you think|would you say|do you reckon|would you suggest} i should $train [$future]',
  '{any|got any|do you have any|have you got any|i need some|i could use some} {$advice|thoughts|pointers} {for|on} {a $planthing|my $area|what to $train|$type|$kind $planthing} [$future]',
  '[$polite] {give|get|find|build|make|design|put together|create|plan|write|suggest|come up with|think of|sort out|draft} [me] a [$kind] $planthing [for $future|for my $area|for me]',
  '{got|have you got|do you have|you got} {anything|something|any ideas|ideas|any tips|any moves} for {my $area|$sore $area|$type|a $kind $planthing|$future}',
  '{what|which} $plan {$benefit} {the most calories|my $area|$area|fat|the $area} [best|the most]',
  '{what|which} {moves|stretches|exercises} {help|work|are good} {with|for} {$area pain|a sore $area|$sore $area|my $area}',
  'i {need|want|could use|would like|would love|fancy} a [$kind] $planthing [for $future|for my $area]',
  '{what|whats|what is} a good [$kind] $planthing [for my $area|for beginners|to do $future|for $type]',
  '{what|which} {exercises|moves|stretches|workouts|drills} {are good|work best|help|are best|would help} {for|with} {my $area|$type|$sore $area|building muscle|weight loss}',
  '{how can|how do|how should|whats the best way for|what can} i $better',
  '{should|can} i {do|go for|try} $choice or $choice [$future]',
  'is it {better|smarter|ok|a good idea} to {do|train|try} $choice {before|after|instead of} $choice',
  'should i {rest|take a day off|train|work out|skip the gym|go easy} [$future]',
  '{i dont know|i cant decide|im not sure|i have no idea} what to $train [$future]',
  'help me {pick|choose|decide on|plan|figure out} {something|a $planthing|my next $planthing|what to do} [$future]',
  'what {goes well|pairs well|works well|should i do} {with|after} [a] $area day',
  '{whats next|what now|what next|what should my next $planthing be|what should i do next}',
  '{i have|ive got|i only have} $n minutes [,] what {can|should} i do',
  '{i have|ive got|i only have} {no equipment|a pair of dumbbells|a kettlebell|a resistance band|a pull up bar} [,] what can i do',
  '[$polite] {suggest|recommend|propose} {something|a $kind $planthing|an exercise|some stretches|a few moves} [for my $area|for $future]',
  '{surprise me|pick something for me|choose an exercise for me|pick a $planthing for me}',
  'my $area {is|are|feels|feel} $sore [,] what {should|can} i do',
  '{any|what are some|are there any|give me some} alternatives to $ex',
  'what {would you|do you} {do|recommend|suggest|advise} {for $area|for $type|$future|for a beginner}',
  '{give me|i need|can i get} {a tip|some advice|an idea|some inspiration|a recommendation}',
  'what {should|could} {i|we} {do|train} instead of $ex',
  '{what|which} $type {should|could} i do [$future]',
];

// ---------------------------------------------------------------------------------------------
// Endings: the grammar of intents.ts, and a few more ways of leaving.

const END_SLOTS: Slots = {
  lead: END_LEADS,
  tail: END_TAILS,
  stopverb: STOP_VERBS,
  session: SESSION_WORDS,
  farewell: FAREWELLS,
  thats: THATS,
  thatswhat: THATS_WHAT,
  weare: WE_ARE,
  doneword: DONE_WORDS,
  lets: LETS,
  stopping: STOPPING_PHRASES,
  nothing: NOTHING_MORE,
  thanks: ['thanks', 'thank you', 'cheers', 'thanks a lot', 'thanks coach', 'thank you joey'],
};

const END_GENERATORS: readonly (Template | Generator)[] = [
  '[$lead] $stopverb [the|this|my] $session [$tail]',
  '[$polite] $stopverb {the|this|my} $session [$tail]',
  '[$thanks] $farewell [$name]',
  '[$lead] $farewell [$tail]',
  '[$lead] $thats [$thatswhat] [$tail] [$thanks]',
  '[$lead] $weare $doneword [$tail] [$thanks]',
  '[$lead] $lets [just] $stopping [$tail]',
  '[$lead] $nothing [$tail] [$thanks]',
  '[$thanks] {im|i am} {heading off|heading out|leaving|going|out of here|outta here|signing off} [$tail]',
  '{gotta|got to|have to|need to|i should|i have to|i need to} {head off|get going|leave|bounce|split} [$tail]',
  '{thats|thats a} wrap [$tail]',
  '{peace|peace out|laters|speak soon|until next time|catch you later|later gator}',
  '{no|nah|nope} [thanks|thank you] {im good|thats it|all good|im done|nothing else}',
  '{enough|thats enough|enough for today|ive had enough}',
  '{done|all done|finished|all finished}',
  '{i dont need|i need} nothing else [$tail]',
  'i {have nothing|have no|dont have any} more [for you] [$tail]',
  '{stop|end|quit|exit} [now|please|$tail]',
  '[$thanks] {i think|} {were|we are|im|i am} {finished|good|sorted|done} {here|for today|for now|}',
];

// ---------------------------------------------------------------------------------------------
// Other: what the app does not do.

const OTHER_SLOTS: Slots = {
  country: [
    'france', 'spain', 'japan', 'brazil', 'canada', 'italy', 'germany', 'australia', 'egypt',
    'kenya', 'peru', 'norway', 'india', 'mexico', 'chile', 'ireland', 'scotland',
  ], // prettier-ignore
  city: ['london', 'paris', 'new york', 'tokyo', 'berlin', 'sydney', 'chicago', 'madrid', 'dublin'],
  person: [
    'the president', 'taylor swift', 'einstein', 'shakespeare', 'my mum', 'my boss', 'your creator',
    'the king', 'elon musk', 'beyonce', 'napoleon',
  ], // prettier-ignore
  thing: [
    'the moon', 'the sun', 'mount everest', 'the eiffel tower', 'a giraffe', 'a blue whale',
    'the ocean', 'a car', 'bitcoin', 'the stock market', 'rice', 'coffee', 'the internet',
    'a black hole', 'the earth', 'a rainbow', 'the amazon river', 'gold',
  ], // prettier-ignore
  food: [
    'pizza', 'sushi', 'a burger', 'tacos', 'pasta', 'noodles', 'a salad', 'curry', 'pancakes',
    'ice cream', 'coffee', 'milk', 'bread', 'eggs', 'chips', 'a sandwich',
  ], // prettier-ignore
  music: [
    'some music', 'jazz', 'my playlist', 'my workout playlist', 'the radio', 'a podcast',
    'the beatles', 'something upbeat', 'rock music', 'lofi beats', 'my gym mix', 'classical',
  ], // prettier-ignore
  device: [
    'the lights', 'the tv', 'the heating', 'the fan', 'bluetooth', 'wifi', 'do not disturb',
    'the flashlight', 'airplane mode', 'the oven', 'the kettle',
  ], // prettier-ignore
  callee: [
    'mum', 'mom', 'dad', 'my sister', 'my brother', 'sarah', 'john', 'the office', 'my wife',
    'my husband', 'the doctor', 'grandma', 'tom',
  ], // prettier-ignore
  place: [
    'home', 'work', 'the nearest gas station', 'the airport', 'the park', 'downtown', 'the station',
    'the supermarket', 'the hospital', 'my hotel',
  ], // prettier-ignore
  word: [
    'serendipity', 'necessary', 'ephemeral', 'cat', 'rhythm', 'onomatopoeia', 'quinoa',
    'ubiquitous', 'hello', 'banana', 'lieutenant',
  ], // prettier-ignore
  language: ['spanish', 'french', 'german', 'italian', 'japanese', 'chinese'],
  time: ['$n', '$n {am|pm|oclock}', 'noon', 'midnight', 'half past $n', 'quarter to $n'],
  fday: ['today', 'tomorrow', 'tonight', 'this weekend', 'on $weekday', 'later', 'this afternoon'],
  chore: [
    'buy milk', 'call the bank', 'take the bins out', 'pay the rent', 'water the plants',
    'pick up the kids', 'book the dentist', 'send that email', 'feed the cat', 'charge my phone',
  ], // prettier-ignore
  weather: ['rain', 'snow', 'be sunny', 'be cold', 'be windy', 'be hot', 'storm', 'be nice out'],
  convert: ['ounces', 'grams', 'feet', 'inches', 'cups', 'liters', 'yards', 'stone', 'cm'],
  timeunit: ['minutes', 'seconds', 'hours', 'minute', 'second', 'hour'],
  sport: [
    'football', 'the game', 'the match', 'basketball', 'the world cup', 'the race',
    'the super bowl', 'tennis', 'the cricket', 'the derby',
  ], // prettier-ignore
  noun: [
    'banana', 'cloud', 'window', 'guitar', 'pencil', 'river', 'dragon', 'teapot', 'robot', 'garden',
    'penguin', 'sofa', 'carpet', 'moon', 'sandwich', 'umbrella', 'violin', 'tractor', 'purple',
    'green', 'yellow', 'happy', 'fast', 'seven', 'socks', 'castle', 'monkey', 'pickle',
  ], // prettier-ignore
  fn: ['the', 'a', 'and', 'of', 'in', 'on', 'is', 'it', 'to', 'with', 'but', 'or', 'so'],
  feeling: ['tired', 'hungry', 'bored', 'sleepy', 'happy', 'cold', 'stressed', 'excited', 'sad'],
  animal: ['the cat', 'the dog', 'my hamster', 'the baby', 'my parrot', 'the neighbours dog'],
};

const OTHER_GENERATORS: readonly (Template | Generator)[] = [
  // General knowledge, sums and words.
  '{whats|what is} the {capital|population|currency|flag|national anthem} of $country',
  'how {tall|big|old|far away|heavy|deep|hot|long} is $thing',
  '{who is|who was|tell me about|who invented|whats the story of} {$person|$thing}',
  '{what is|whats|how much is} $big {plus|minus|times|divided by|multiplied by} $big',
  '{whats|what is} the square root of $big',
  'how many $convert {are} in a {pound|mile|kilo|stone|meter|gallon|foot}',
  '{convert|change} $big {pounds|miles|kilos|inches|degrees} {to|into} {kilos|kilometers|grams|cm|celsius}',
  '{what does|whats the meaning of|define|how do you spell|how do you say} $word [in $language]',
  'translate {$word|good morning|thank you|where is the bathroom} {into|to} $language',
  'why is {the sky blue|the sea salty|grass green|the sun hot}',
  '{who won|whats the score in|when is|who is playing in} $sport [last night|yesterday|$fday]',
  // Weather, time and the calendar.
  '{whats|what is|how is} the weather [like] [in $city] [$fday]',
  '{is it|will it|is it going to|does it look like it will} $weather [in $city] [$fday]',
  '{do i need|should i bring|will i need} {an umbrella|a coat|a jacket|sunglasses} [$fday]',
  '{what time is it|whats the time|what day is it|whats the date|what year is it} [in $city|today|now]',
  '{whats on|what is on|check} my {calendar|schedule|agenda} [$fday]',
  // Timers, alarms and reminders.
  '{set|start|make|put on|create} {a|an} [$n $timeunit] {timer|alarm|countdown|stopwatch} [for $n $timeunit|for $time]',
  '{wake me up|set an alarm} {at|for} $time [$fday]',
  '{cancel|stop|snooze|turn off|pause|reset} the {alarm|timer|countdown|music|stopwatch}',
  'how {long|much time} is left on the {timer|countdown|alarm}',
  'remind me to $chore [at $time|$fday|later|in $n $timeunit]',
  // Music, devices, calls and errands.
  '[$polite] {play|put on|shuffle|queue up} $music',
  '{skip|next|previous|pause|resume} [this] [song|track]',
  'turn {the volume|the music|it} {up|down}',
  '[$polite] turn {on|off} $device [in the {kitchen|bedroom|living room}]',
  '{lights|tv|music|heating|fan|radio|telly} {on|off|up|down}',
  '[$polite] {call|ring|phone|text|message|email|facetime} $callee',
  '{tell|text} $callee {im running late|ill be home soon|im on my way|happy birthday}',
  '{read|check|open} my {messages|email|texts|notifications}',
  '[$polite] {order|buy|get me} {$food|more $food|a taxi|an uber|new shoes|a present for $callee}',
  '{add|put} $food {to|on} {my shopping list|the list|my basket}',
  '[$polite] {book|reserve} {a table for $n|a flight to $city|a hotel in $city|a haircut|a doctors appointment}',
  '{navigate to|directions to|how do i get to|how far is it to|find} $place',
  '{find|where is} {a|the nearest} {coffee shop|pharmacy|cash machine|petrol station|restaurant} [near me]',
  '{open|launch|close} {spotify|the camera|maps|settings|my email|youtube|the calculator}',
  // Small talk.
  '{hi|hello|hey there|hiya|good morning|good afternoon|good evening|howdy|yo|morning} [to you|everyone|there|$name]',
  '{have a|} {good|nice|lovely|great} {day|evening|weekend|morning} [to you]',
  '{how are you|how are you doing|how is it going|whats up|how have you been} [today|$name]',
  '{who are you|whats your name|are you a robot|are you real|who made you|how old are you|where do you live|are you listening}',
  '{do you like|have you ever had|whats your favourite} {$food|music|colour|film|animal|sport|$music}',
  '{i love you|you are funny|youre smart|you are annoying|you are great|youre the best|i hate you}',
  '{can you hear me|testing testing|is this thing on|hello is anyone there|are you there}',
  '{tell me|say|give me} {a story|a riddle|a fun fact|a poem|something funny|something nice|a quote}',
  '{tell me|give me|say} {a|another|a funny|a good|your best|a dad} joke',
  '{know|got|heard|do you know} any good jokes',
  '{sing|sing me} {a song|happy birthday|a lullaby}',
  '{make me laugh|entertain me|lets play a game|flip a coin|roll a dice|pick a number}',
  // Statements about life, not training.
  'i had $food for {lunch|dinner|breakfast|tea} [$past]',
  'my {phone|car|laptop|tv|washing machine|internet} is {broken|dead|acting up|not working}',
  '{im|i am|i feel|feeling} [so|really|a bit] $feeling [$fday]',
  '$animal is {asleep|hungry|barking|on the sofa|outside|being weird}',
  '{im going to|im off to|i am going to} {the shops|the cinema|the office|the beach|a party|bed} [$fday]',
  '{it is|its} {raining|sunny|cold|so hot|snowing|windy} {outside|today|here}',
  '{i need to|i have to|i should} $chore [$fday]',
  '$callee is coming over [$fday]',
  // Fragments and noise.
  '{um|uh|hmm|er} {what|wait|hold on|sorry|pardon|huh}',
  '{wait|hold on|one second|hang on|sorry what|pardon|huh|what|come again|say that again|repeat that|what did you say}',
  '{and|so|but|or|the|a|with|then} [the|a|um] [$noun]',
  '$noun [$fn] [$noun] [$noun]',
  '$noun $noun [$fn $noun]',
  '{blah blah|la la la|asdf|hmm hmm|mm hmm|ok ok ok|test|yes|no|maybe|sure}',
  '{$n|$n $unit|the $n|at $n|for $n|and $n|$unit}',
];

// ---------------------------------------------------------------------------------------------

const GENERATORS: Readonly<Record<IntentClass, (rng: Rng) => string>> = {
  log: fromTemplates(LOG_GENERATORS, { exnoun: outingNoun }),
  weigh_in: fromTemplates(WEIGH_GENERATORS, WEIGH_SLOTS),
  goal: fromTemplates(GOAL_GENERATORS, GOAL_SLOTS),
  progress: fromTemplates(PROGRESS_GENERATORS, PROGRESS_SLOTS),
  suggestion: fromTemplates(SUGGESTION_GENERATORS, SUGGESTION_SLOTS),
  end: fromTemplates(END_GENERATORS, END_SLOTS),
  other: fromTemplates(OTHER_GENERATORS, OTHER_SLOTS),
};

export interface ParaphraseOptions {
  /** Distinct sentences per class (fewer when a class runs out of new ones). */
  perClass: number;
  seed: number;
  /** Says which sentence keys never to train on (unseen.ts). */
  exclude?: (key: string) => boolean;
}

export const DEFAULT_PARAPHRASES: ParaphraseOptions = { perClass: 800, seed: 15 };

/**
 * Distinct labelled sentences, `perClass` per class where the templates allow, classes
 * interleaved, none of them excluded by `options.exclude`. `key` says when two sentences are the
 * same (the classifier's normalised words), so a filler or "please" does not make a duplicate; a
 * sentence two classes both produce is dropped from both, since it cannot teach either.
 */
export function generateParaphrases(
  key: (text: string) => string,
  options: ParaphraseOptions = DEFAULT_PARAPHRASES,
): Labelled[] {
  const rng = createRng(options.seed);
  const byKey = new Map<string, IntentClass | null>();
  const out: Labelled[] = [];
  const counts = new Map<IntentClass, number>(INTENT_CLASSES.map((c) => [c, 0]));
  const attempts = options.perClass * 20;
  for (let a = 0; a < attempts; a++) {
    const open = INTENT_CLASSES.filter((c) => counts.get(c)! < options.perClass);
    if (open.length === 0) break;
    for (const intent of open) {
      const text = GENERATORS[intent](rng);
      const k = key(text);
      if (!k || options.exclude?.(k)) continue;
      if (byKey.has(k)) {
        if (byKey.get(k) !== intent) byKey.set(k, null);
        continue;
      }
      byKey.set(k, intent);
      out.push({ text, intent });
      counts.set(intent, counts.get(intent)! + 1);
    }
  }
  return out.filter((s) => byKey.get(key(s.text)) === s.intent);
}

/** For tests and measurement: a few of each class. */
export function sampleOf(intent: IntentClass, n: number, seed = 1): string[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => GENERATORS[intent](rng));
}
