// The words the voice interpreter understands, as data. Issue 4 asks that the lexicon and number
// grammar be one source shared by the interpreter and the speech language-model generator, so
// everything here is plain lists the generator can enumerate (see vocabulary() and templates.ts).

import type { DistanceUnit, WeightUnit } from '../../units';

export type { DistanceUnit, WeightUnit } from '../../units';

export type UnitDef =
  | { dim: 'weight'; unit: WeightUnit }
  | { dim: 'distance'; unit: DistanceUnit; factor: number }
  | { dim: 'time'; seconds: number }
  | { dim: 'sets' }
  | { dim: 'reps' };

const W = (unit: WeightUnit): UnitDef => ({ dim: 'weight', unit });
const D = (unit: DistanceUnit, factor = 1): UnitDef => ({ dim: 'distance', unit, factor });
const T = (seconds: number): UnitDef => ({ dim: 'time', seconds });
const SETS: UnitDef = { dim: 'sets' };
const REPS: UnitDef = { dim: 'reps' };

/** Unit words, read only right after a number ("5 k", "an hour", "3 sets"). */
export const UNIT_WORDS: Readonly<Record<string, UnitDef>> = {
  lb: W('lb'), lbs: W('lb'), pound: W('lb'), pounds: W('lb'), pounder: W('lb'),
  kg: W('kg'), kgs: W('kg'), kilo: W('kg'), kilos: W('kg'), kilogram: W('kg'),
  kilograms: W('kg'), kilogramme: W('kg'), kilogrammes: W('kg'),
  km: D('km'), kms: D('km'), k: D('km'), kilometer: D('km'), kilometers: D('km'),
  kilometre: D('km'), kilometres: D('km'), klick: D('km'), klicks: D('km'),
  mi: D('miles'), mile: D('miles'), miles: D('miles'),
  m: D('meters'), meter: D('meters'), meters: D('meters'), metre: D('meters'), metres: D('meters'),
  yd: D('yards'), yds: D('yards'), yard: D('yards'), yards: D('yards'),
  // A marathon is a distance said as a word: "ran a half marathon" is 21.1 km.
  marathon: D('km', 42.195), marathons: D('km', 42.195),
  h: T(3600), hr: T(3600), hrs: T(3600), hour: T(3600), hours: T(3600),
  min: T(60), mins: T(60), minute: T(60), minutes: T(60),
  s: T(1), sec: T(1), secs: T(1), second: T(1), seconds: T(1),
  set: SETS, sets: SETS, round: SETS, rounds: SETS, circuit: SETS, circuits: SETS,
  rep: REPS, reps: REPS, repetition: REPS, repetitions: REPS, lap: REPS, laps: REPS,
  step: REPS, steps: REPS, times: REPS,
}; // prettier-ignore

/** Words that put a number of sets before a number of reps: "3 by 10", "3 x 10", "3 times 10". */
export const TIMES_WORDS: readonly string[] = ['x', 'by', 'times'];

/** Words after which a bare number is a weight: "at 135", "with 225". */
export const WEIGHT_CUES: readonly string[] = ['at', 'with', 'using'];

/** What a load is held in, said after its weight: "with twenty five pound dumbbells". */
export const LOAD_NOUNS: readonly string[] = [
  'dumbbell', 'dumbbells', 'kettlebell', 'kettlebells', 'barbell', 'bar', 'plate', 'plates',
  'weight', 'weights', 'vest',
]; // prettier-ignore

/** Words or phrases that separate one exercise from the next. */
export const SEPARATORS: readonly string[] = [
  ',', ';', '.', 'and', 'then', 'plus', 'also', 'and then', 'followed by', 'after that',
  'afterwards', 'as well as', 'next', 'after which', 'along with',
]; // prettier-ignore

/** Words speech carries that mean nothing to the interpreter. "like" is handled in context. */
export const FILLERS: readonly string[] = [
  'um', 'umm', 'uh', 'uhh', 'er', 'erm', 'ah', 'hmm', 'mm', 'okay', 'ok', 'alright', 'well',
  'actually', 'basically', 'literally', 'just', 'really', 'please', 'hey', 'hi', 'joey', 'coach',
  'you know', 'i mean', 'kind of', 'sort of', 'so', 'yeah', 'oh',
]; // prettier-ignore

/** Verbs that introduce a logged workout without naming an exercise. */
export const LOG_VERBS: readonly string[] = [
  'did', 'do', 'done', 'completed', 'complete', 'finished', 'finish', 'logged', 'log', 'add',
  'record', 'track', 'held', 'hold', 'performed', 'went', 'go', 'played', 'play', 'got', 'had',
  'made', 'crushed', 'knocked out', 'smashed', 'managed', 'spent',
]; // prettier-ignore

/** Words that share one count among several exercises: "push ups and dips, ten each". */
export const EACH_WORDS: readonly string[] = ['each', 'both', 'apiece'];

/** Words that make a time the target of a goal: "run a 5k in under 25 minutes". */
export const FASTER_WORDS: readonly string[] = ['under', 'faster', 'less than', 'sub', 'beat'];

/** Goal verbs: which direction a body-weight goal points (SPEC §3 Goal.type). */
export const LOSS_VERBS: readonly string[] = [
  'lose',
  'drop',
  'shed',
  'cut',
  'burn',
  'get rid of',
  'get down to',
  'down to',
  'slim down',
];
export const GAIN_VERBS: readonly string[] = [
  'gain',
  'put on',
  'bulk up',
  'bulk',
  'build',
  'pack on',
  'get up to',
];

/** Phrases that make a sentence a goal ("set a goal to…", "I want to…"). */
export const GOAL_MARKERS: readonly string[] = [
  'goal', 'goals', 'target', 'objective', 'challenge me', 'aim to', 'aiming to', 'aiming for',
]; // prettier-ignore
/** How people open a goal before its verb ("set a goal to run…", "my goal is to lose…"). */
export const GOAL_OPENERS: readonly string[] = [
  'set a goal to', 'create a goal to', 'make a goal to', 'my goal is to', 'goal to', 'new goal',
  'my target is to', 'i want to', 'i would like to', 'id like to', 'id love to', 'i plan to',
  'i hope to', 'i need to', 'im aiming to', 'challenge me to', 'help me',
]; // prettier-ignore
export const WISH_MARKERS: readonly string[] = [
  'i want to', 'i wanna', 'want to', 'i would like to', 'id like to', 'i would love to',
  'id love to', 'i plan to', 'im planning to', 'i am planning to', 'i hope to', 'im hoping to',
  'i am hoping to', 'im trying to', 'i am trying to', 'i need to', 'i intend to', 'help me',
  'i will', 'ill', 'im going to', 'i am going to', 'i aim to', 'be able to',
]; // prettier-ignore

/** Spoken body areas → catalogue muscle groups, for "something for my lower back". */
export const FOCUS_AREAS: Readonly<Record<string, readonly string[]>> = {
  back: ['upper back', 'lats', 'lower back'],
  'lower back': ['lower back'],
  'upper back': ['upper back', 'lats'],
  chest: ['chest'],
  pecs: ['chest'],
  shoulders: ['shoulders'],
  shoulder: ['shoulders'],
  arms: ['biceps', 'triceps', 'forearms'],
  arm: ['biceps', 'triceps', 'forearms'],
  biceps: ['biceps'],
  triceps: ['triceps'],
  forearms: ['forearms'],
  abs: ['abs', 'obliques'],
  core: ['abs', 'obliques', 'lower back'],
  stomach: ['abs', 'obliques'],
  legs: ['quadriceps', 'hamstrings', 'calves', 'glutes'],
  leg: ['quadriceps', 'hamstrings', 'calves', 'glutes'],
  glutes: ['glutes'],
  butt: ['glutes'],
  quads: ['quadriceps'],
  hamstrings: ['hamstrings'],
  calves: ['calves'],
  hips: ['hip flexors', 'glutes', 'adductors'],
  'upper body': ['chest', 'upper back', 'shoulders', 'biceps', 'triceps'],
  'lower body': ['quadriceps', 'hamstrings', 'glutes', 'calves'],
  'full body': ['full body'],
  'whole body': ['full body'],
};

/** Spoken workout kinds → SPEC §3 workout types, for "any cardio ideas". */
export const FOCUS_TYPES: Readonly<Record<string, string>> = {
  cardio: 'cardio', running: 'cardio', endurance: 'cardio', hiit: 'cardio',
  strength: 'strength', weights: 'strength', lifting: 'strength', muscle: 'strength',
  stretching: 'flexibility', flexibility: 'flexibility', yoga: 'flexibility', mobility: 'flexibility',
  sports: 'sports', sport: 'sports',
}; // prettier-ignore

export const MONTH_NAMES: readonly string[] = [
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september',
  'october', 'november', 'december',
]; // prettier-ignore
/** In the order of Date#getUTCDay, so a name's index is its weekday number. */
export const WEEKDAY_NAMES: readonly string[] = [
  'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
]; // prettier-ignore

/**
 * Parts of a day a log may name, with the local time they stand for (minutes after midnight):
 * "this morning" is 08:00, "last night" 20:00 of the day before (issue 8).
 */
export const DAY_PARTS: Readonly<Record<string, number>> = {
  morning: 8 * 60, afternoon: 14 * 60, evening: 19 * 60, tonight: 19 * 60, night: 20 * 60,
}; // prettier-ignore

/** The words of the day phrases a log may carry ("the day before yesterday", "3 days ago"). */
export const DAY_WORDS: readonly string[] = [
  'today', 'todays', 'tonight', 'tonights', 'yesterday', 'yesterdays', 'earlier', 'ago', 'last',
  'past', 'this', 'on', 'the', 'in', 'at', 'of', 'day', 'days', 'week', 'weeks', 'before',
  ...Object.keys(DAY_PARTS),
]; // prettier-ignore

/** Month and weekday names, the other words deadlines are made of, and times of day. */
export const DATE_WORDS: readonly string[] = [
  ...MONTH_NAMES, ...WEEKDAY_NAMES, 'by', 'before', 'until', 'within', 'in', 'next', 'this',
  'end', 'of', 'the', 'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years',
  'weekend', 'tomorrow', 'christmas', 'summer', 'spring', 'fall', 'autumn', 'winter', 'new',
  'years', 'every', 'per', 'a', ...DAY_WORDS,
]; // prettier-ignore

/**
 * Words that say a body weight is being read, not lifted: "I weigh 180", "weighed in at 82 kilos",
 * "my weight is 176", "the scale says 181" (issue 8 weigh-ins).
 */
export const WEIGH_VERBS: readonly string[] = ['weigh', 'weighs', 'weighed', 'weighing'];
export const BODY_WEIGHT_NOUNS: readonly string[] = [
  'weight', 'bodyweight', 'body weight', 'weigh in', 'weighin', 'scale', 'scales',
]; // prettier-ignore
/** How a scale or a weight is read out: "the scale says 181", "my weight is 176". */
export const READING_VERBS: readonly string[] = [
  'is', 'was', 'says', 'said', 'shows', 'showed', 'reads', 'read', 'reading',
]; // prettier-ignore
/** What may stand before a body-weight noun when it is a reading: "my weight", "log weight". */
export const BODY_WEIGHT_LEADS: readonly string[] = [
  'my', 'body', 'current', 'morning', 'todays', 'the', 'log', 'record', 'track', 'add', 'enter',
  'save', 'new',
]; // prettier-ignore

/**
 * Words that announce sets one by one: "a pyramid of curls", "a drop set", "a ladder". With
 * them, counts said one after another ("ten twelve fifteen") are sets even without "and".
 */
export const SET_LIST_CUES: readonly string[] = [
  'pyramid', 'pyramids', 'ladder', 'ladders', 'drop set', 'drop sets', 'descending',
  'ascending', 'reverse pyramid',
]; // prettier-ignore
