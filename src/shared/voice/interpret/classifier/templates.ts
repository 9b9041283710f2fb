// Command templates filled from the catalogue and the number grammar. They live with the intent
// classifier because it trains on them when it is first asked (paraphrases.ts puts them in more
// frames), so they ship with the interpreter. The speech language-model generator (issue 4 §2)
// enumerates them for its training sentences; the tests feed the same sentences to the
// interpreter and compare with what each template meant.
import { EXERCISES, isWeighted } from '../../../exercises/catalogue';
import type { Exercise } from '../../../exercises/types';
import { createRng } from '../../../seeded-random';
import { toStoredLbs } from '../../../units';
import { DATE_WORDS, GOAL_OPENERS, LOAD_NOUNS, MONTH_NAMES, WEEKDAY_NAMES } from '../lexicon';
import { numberToWords, pluralPhrase, weightToGymWords } from '../spoken';
import { pick, type Rng } from './grammar';

export interface ExpectedSet {
  reps: number;
  weight?: number;
  weightUnit?: 'lb' | 'kg';
}

export interface ExpectedExercise {
  exerciseId: string;
  sets?: number;
  reps?: number;
  weightLbs?: number;
  weight?: number;
  weightUnit?: 'lb' | 'kg';
  durationSeconds?: number;
  distance?: number;
  distanceUnit?: 'miles' | 'km' | 'meters' | 'yards';
  /** Sets one by one, when they differ. */
  setList?: ExpectedSet[];
}

export interface GeneratedCommand {
  text: string;
  action: 'log_workout' | 'set_goal' | 'log_weight';
  exercises?: ExpectedExercise[];
  goal?: { type: string; targetValue: number; unit: string };
  weighIn?: { weight: number; unit: 'lb' | 'kg' };
  /** A day was said ("yesterday", "on Monday"): the log must carry a date. */
  dated?: boolean;
}

const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
/**
 * A number as people choose it: usually one of the round values gyms use (3 sets of 10, 135
 * pounds, 30 minutes), otherwise anything in range. Gives the language model realistic priors.
 */
const usual = (rng: Rng, common: readonly number[], lo: number, hi: number, step = 1) =>
  rng() < 0.6 ? pick(rng, common) : int(rng, Math.ceil(lo / step), Math.floor(hi / step)) * step;
const SETS_N = [3, 3, 4, 5] as const;
const REPS_N = [5, 8, 10, 10, 12, 12, 15, 20, 25, 30] as const;
const MINUTES_N = [5, 10, 15, 20, 20, 30, 30, 40, 45, 60, 90] as const;
const SECONDS_N = [30, 45, 60, 90, 120] as const;
const LOADS_N = [45, 95, 115, 135, 155, 185, 205, 225, 245, 275, 315, 405] as const;
const nSets = (rng: Rng, hi = 6) => usual(rng, SETS_N, 2, hi);
const nReps = (rng: Rng, lo = 5, hi = 30) => usual(rng, REPS_N, lo, hi);
const nMinutes = (rng: Rng, lo = 5, hi = 90) => usual(rng, MINUTES_N, lo, hi);
const nPounds = (rng: Rng) => usual(rng, LOADS_N, 20, 300, 5);

/** Speech writes numbers as words; typed commands use digits. Mostly words, as in speech. */
const say = (rng: Rng, n: number) => (rng() < 0.8 ? numberToWords(n) : String(n));
const spoken = (phrase: string) => phrase.toLowerCase().replace(/-/g, ' ').replace(/'/g, '');

const specific = EXERCISES.filter((e) => !e.generic);
const byMeasure = (m: Exercise['measure']) => specific.filter((e) => e.measure === m);
const REP_EXERCISES = byMeasure('reps');
const LIFTS = REP_EXERCISES.filter(isWeighted);
const TIMED = byMeasure('duration');
const DISTANCE = byMeasure('distance').filter((e) => e.verbs.length > 0);

/** A spoken way to name the exercise: its name or one of its synonyms, never a mis-hearing. */
function nameOf(rng: Rng, e: Exercise): string {
  return spoken(rng() < 0.5 ? e.name : pick(rng, [e.name, ...e.synonyms]));
}

/** The name after a count: mostly plural, as people say it ("twelve push ups"). */
function countedName(rng: Rng, e: Exercise): string {
  const name = nameOf(rng, e);
  return rng() < 0.75 ? pluralPhrase(name) : name;
}

const SPORTS = specific.filter((e) => e.type === 'sports' && e.measure === 'duration');
const MACHINES = TIMED.filter((e) => e.equipment.includes('cardio machine'));
/** Exercises held still, which people "hold" for seconds. */
const HOLDS = TIMED.filter((e) => /plank|hold|sit|hang|bridge/i.test(e.name));
const SESSIONS = TIMED.filter((e) => e.type === 'flexibility' || e.type === 'cardio');
const WITH_VERBS = specific.filter((e) => e.verbs.length > 0);
const INTERVALS = DISTANCE.filter((e) =>
  ['running', 'sprint', 'swimming', 'rowing'].includes(e.id),
);

/** A noun for an activity ("run", "bike ride"), not its gerund ("running"). */
function nounOf(rng: Rng, e: Exercise): string {
  const nouns = [e.name, ...e.synonyms].map(spoken).filter((n) => !/ing$/.test(n));
  return nouns.length > 0 ? pick(rng, nouns) : spoken(e.name);
}

/** When a goal is due, as people say it; the words are DATE_WORDS of the lexicon. */
const MONTHS = DATE_WORDS.slice(0, 12);
function deadline(rng: Rng): string {
  return pick(rng, [
    '', '', '', ' this month', ' this year', ' by the end of the month', ' by the end of the year',
    ` by ${pick(rng, MONTHS)}`, ` by ${pick(rng, MONTHS)}`, ' by next month', ' by summer',
    ` in ${say(rng, int(rng, 2, 12))} ${pick(rng, ['weeks', 'months'])}`,
  ]);
} // prettier-ignore

/** `verb`: the part opens with its own verb ("ran 3 miles"), so it takes no "i did". */
type Part = { text: string; exercise: ExpectedExercise; verb?: boolean };
type Template = (rng: Rng) => Part;

const DIST_UNITS = [
  ['miles', 'miles'],
  ['kilometers', 'km'],
  ['meters', 'meters'],
] as const;

/** Fractions of a distance as words, with their value. */
const FRACTIONS: readonly (readonly [string, number, 'miles' | 'km'])[] = [
  ['half a mile', 0.5, 'miles'], ['a quarter mile', 0.25, 'miles'],
  ['a quarter of a mile', 0.25, 'miles'], ['three quarters of a mile', 0.75, 'miles'],
  ['a mile and a half', 1.5, 'miles'], ['half a kilometer', 0.5, 'km'],
  ['a kilometer and a half', 1.5, 'km'],
]; // prettier-ignore

export const LOG_TEMPLATES: readonly Template[] = [
  (rng) => {
    const [e, sets, reps] = [pick(rng, REP_EXERCISES), nSets(rng), nReps(rng)];
    const text = `${say(rng, sets)} sets of ${say(rng, reps)} ${countedName(rng, e)}`;
    return { text, exercise: { exerciseId: e.id, sets, reps } };
  },
  (rng) => {
    const [e, reps] = [pick(rng, REP_EXERCISES), usual(rng, [10, 20, 25, 30, 40, 50, 100], 5, 100)];
    return { text: `${say(rng, reps)} ${countedName(rng, e)}`, exercise: { exerciseId: e.id, sets: 1, reps } };
  },
  (rng) => {
    const [e, sets, reps, lbs] = [pick(rng, LIFTS), nSets(rng, 5), nReps(rng, 3, 12), nPounds(rng)];
    const weight = lbs > 100 && rng() < 0.3 ? (weightToGymWords(lbs) ?? say(rng, lbs)) : say(rng, lbs);
    const unit = rng() < 0.7 ? ' pounds' : '';
    const text = rng() < 0.5
      ? `${nameOf(rng, e)} ${say(rng, sets)} by ${say(rng, reps)} at ${weight}${unit}`
      : `${say(rng, sets)} sets of ${say(rng, reps)} ${countedName(rng, e)} at ${weight}${unit}`;
    return { text, exercise: { exerciseId: e.id, sets, reps, weightLbs: lbs } };
  },
  (rng) => {
    const [e, sets, reps, kg] = [pick(rng, LIFTS), nSets(rng, 5), nReps(rng, 3, 12), usual(rng, [20, 40, 50, 60, 80, 100], 10, 100, 2.5)];
    const text = `${say(rng, sets)} sets of ${say(rng, reps)} ${countedName(rng, e)} with ${say(rng, kg)} ${pick(rng, ['kilos', 'kilograms', 'kg'])}`;
    const weightLbs = toStoredLbs(kg, 'kg');
    return { text, exercise: { exerciseId: e.id, sets, reps, weightLbs } };
  },
  (rng) => {
    const [e, [word, unit], d] = [pick(rng, DISTANCE), pick(rng, DIST_UNITS), int(rng, 1, 20)];
    const distance = unit === 'meters' ? d * 100 : d;
    const text = `${spoken(pick(rng, e.verbs))} ${say(rng, distance)} ${word}`;
    return { text, exercise: { exerciseId: e.id, distance, distanceUnit: unit }, verb: true };
  },
  (rng) => {
    const [e, [word, unit], d, minutes] = [pick(rng, DISTANCE), pick(rng, DIST_UNITS), usual(rng, [1, 2, 3, 5], 1, 10), nMinutes(rng, 3)];
    const distance = unit === 'meters' ? d * 500 : d;
    const text = `${spoken(pick(rng, e.verbs))} ${say(rng, distance)} ${word} in ${say(rng, minutes)} minutes`;
    const exercise = { exerciseId: e.id, distance, distanceUnit: unit, durationSeconds: minutes * 60 } as const;
    return { text, exercise, verb: true };
  },
  (rng) => {
    const [e, minutes] = [pick(rng, TIMED), nMinutes(rng, 2)];
    const text = rng() < 0.5 ? `${nameOf(rng, e)} for ${say(rng, minutes)} minutes` : `${say(rng, minutes)} minutes of ${nameOf(rng, e)}`;
    return { text, exercise: { exerciseId: e.id, durationSeconds: minutes * 60 } };
  },
  (rng) => {
    // Quarter hours too: "an hour and fifteen minutes" is said as often as "and twenty".
    const [e, hours, minutes] = [pick(rng, TIMED), int(rng, 1, 2), pick(rng, [10, 15, 20, 30, 40, 45])];
    const text = `${nameOf(rng, e)} for ${say(rng, hours)} ${hours === 1 ? 'hour' : 'hours'} and ${say(rng, minutes)} minutes`;
    return { text, exercise: { exerciseId: e.id, durationSeconds: hours * 3600 + minutes * 60 } };
  },
  // The exercise first: "hammer curls four sets of ten reps at thirty pounds".
  (rng) => {
    const [e, sets, reps] = [pick(rng, REP_EXERCISES), nSets(rng), nReps(rng, 5, 25)];
    const base = `${countedName(rng, e)} ${say(rng, sets)} sets of ${say(rng, reps)}${pick(rng, ['', ' reps'])}`;
    if (!isWeighted(e) || rng() < 0.4) return { text: base, exercise: { exerciseId: e.id, sets, reps } };
    const lbs = nPounds(rng);
    const text = `${base} ${pick(rng, ['at', 'with'])} ${say(rng, lbs)} pounds`;
    return { text, exercise: { exerciseId: e.id, sets, reps, weightLbs: lbs } };
  },
  // Loads named by the equipment: "with thirty pound dumbbells", "with a twenty kilo kettlebell".
  (rng) => {
    const [e, sets, reps] = [pick(rng, LIFTS), nSets(rng, 5), nReps(rng, 5, 15)];
    const [kg, lbs] = [usual(rng, [8, 12, 16, 20, 24, 32], 4, 32), usual(rng, [10, 15, 20, 25, 30, 35, 40, 50], 5, 100, 5)];
    const byKg = rng() < 0.4;
    const load = byKg ? `with a ${say(rng, kg)} ${pick(rng, ['kilo', 'kilogram', 'kg'])} ${pick(rng, LOAD_NOUNS)}` : `with ${say(rng, lbs)} pound ${pick(rng, LOAD_NOUNS)}`;
    const text = `${say(rng, sets)} ${pick(rng, ['by', 'sets of'])} ${say(rng, reps)} ${countedName(rng, e)} ${load}`;
    return { text, exercise: { exerciseId: e.id, sets, reps, weightLbs: byKg ? toStoredLbs(kg, 'kg') : lbs } };
  },
  (rng) => {
    const [e, seconds] = [pick(rng, HOLDS), usual(rng, SECONDS_N, 10, 120, 5)];
    const opener = pick(rng, ['held a ', 'did a ', 'managed a ', 'held ', '']);
    const text = `${opener}${nameOf(rng, e)} for ${say(rng, seconds)} seconds`;
    return { text, exercise: { exerciseId: e.id, durationSeconds: seconds }, verb: opener !== '' };
  },
  (rng) => {
    const hold = rng() < 0.3;
    const [e, minutes] = hold ? [pick(rng, HOLDS), int(rng, 1, 5)] : [pick(rng, SESSIONS), nMinutes(rng)];
    const opener = pick(rng, hold ? ['did a ', 'held a ', 'finished a '] : ['did a ', 'had a ', 'finished a ', 'went to a ']);
    const text = `${opener}${say(rng, minutes)} minute ${nameOf(rng, e)}${hold ? '' : pick(rng, ['', ' session', ' workout', ' class'])}`;
    return { text, exercise: { exerciseId: e.id, durationSeconds: minutes * 60 }, verb: true };
  },
  (rng) => {
    const e = pick(rng, SPORTS);
    const [minutes, hour] = [nMinutes(rng, 15, 120), rng() < 0.3];
    const text = `played ${nameOf(rng, e)} for ${hour ? pick(rng, ['an hour', 'half an hour']) : `${say(rng, minutes)} minutes`}`;
    const seconds = hour ? (text.endsWith('half an hour') ? 1800 : 3600) : minutes * 60;
    return { text, exercise: { exerciseId: e.id, durationSeconds: seconds }, verb: true };
  },
  (rng) => {
    const [e, minutes, spent] = [pick(rng, MACHINES), nMinutes(rng, 5, 60), rng() < 0.3];
    const text = `${spent ? 'spent ' : ''}${say(rng, minutes)} minutes on the ${nameOf(rng, e)}`;
    return { text, exercise: { exerciseId: e.id, durationSeconds: minutes * 60 }, verb: spent };
  },
  // Runs in "k", mostly the usual race lengths: "did a ten k", "ran a twelve k in seventy minutes".
  (rng) => {
    const running = specific.find((e) => e.id === 'running')!;
    const km = usual(rng, [5, 10, 21], 2, 25);
    const [k, time] = [say(rng, km), nMinutes(rng, 15, 120)];
    if (rng() < 0.3) {
      const text = `ran ${pick(rng, ['', 'a '])}${k} k in ${say(rng, time)} minutes`;
      return { text, exercise: { exerciseId: running.id, distance: km, distanceUnit: 'km', durationSeconds: time * 60 }, verb: true };
    }
    const text = `${pick(rng, ['did', 'finished', 'completed', 'went for', 'had', 'ran'])} a ${k} k${pick(rng, [' run', ''])}`;
    return { text, exercise: { exerciseId: running.id, distance: km, distanceUnit: 'km' }, verb: true };
  },
  // Distances with decimals and fractions: "three point two miles", "a mile and a half".
  (rng) => {
    const e = pick(rng, DISTANCE);
    const verb = spoken(pick(rng, e.verbs));
    if (rng() < 0.25) {
      const [words, distance, unit] = pick(rng, FRACTIONS);
      return { text: `${verb} ${words}`, exercise: { exerciseId: e.id, distance, distanceUnit: unit }, verb: true };
    }
    const [whole, half] = [int(rng, 1, 12), rng() < 0.5];
    const distance = half ? whole + 0.5 : whole + pick(rng, [0.25, 0.2, 0.1, 0.75, 0.3, 0.8]);
    const words = half && rng() < 0.5 ? `${say(rng, whole)} and a half miles` : `${numberToWords(distance)} miles`;
    return { text: `${verb} ${words}`, exercise: { exerciseId: e.id, distance, distanceUnit: 'miles' }, verb: true };
  },
  // A verb and how long: "stretched for twenty minutes", "danced for an hour", "planked for forty five seconds".
  (rng) => {
    const e = pick(rng, WITH_VERBS);
    const verb = spoken(pick(rng, e.verbs));
    const unit = pick(rng, ['minutes', 'minutes', 'an hour', 'seconds'] as const);
    if (unit === 'an hour') return { text: `${verb} for an hour`, exercise: { exerciseId: e.id, durationSeconds: 3600 }, verb: true };
    const n = unit === 'seconds' ? usual(rng, SECONDS_N, 10, 120, 5) : nMinutes(rng);
    const seconds = unit === 'seconds' ? n : n * 60;
    return { text: `${verb} for ${say(rng, n)} ${unit}`, exercise: { exerciseId: e.id, durationSeconds: seconds }, verb: true };
  },
  // An outing by its length: "had a forty minute swim", "went for a six mile bike ride".
  (rng) => {
    const e = pick(rng, DISTANCE);
    const [noun, verb] = [nounOf(rng, e), pick(rng, ['went for a', 'did a', 'had a', 'finished a'])];
    if (rng() < 0.5) {
      const m = nMinutes(rng, 10, 90);
      return { text: `${verb} ${say(rng, m)} minute ${noun}`, exercise: { exerciseId: e.id, durationSeconds: m * 60 }, verb: true };
    }
    const miles = usual(rng, [1, 2, 3, 5, 10], 1, 20);
    return { text: `${verb} ${say(rng, miles)} mile ${noun}`, exercise: { exerciseId: e.id, distance: miles, distanceUnit: 'miles' }, verb: true };
  },
  // Intervals: "six rounds of two hundred meter sprints".
  (rng) => {
    const e = pick(rng, INTERVALS);
    const [rounds, meters] = [nSets(rng, 10), usual(rng, [100, 200, 400, 500, 800], 100, 1000, 50)];
    const text = `${say(rng, rounds)} ${pick(rng, ['rounds', 'sets'])} of ${say(rng, meters)} meter ${pluralPhrase(nounOf(rng, e))}`;
    return { text, exercise: { exerciseId: e.id, sets: rounds, distance: meters, distanceUnit: 'meters' } };
  },
]; // prettier-ignore

const OPENERS = [
  '', '', 'i did ', 'did ', 'just did ', 'today i did ', 'this morning i did ', 'log ', 'please log ',
  'record ', 'i just finished ', 'i completed ', 'i managed ', 'knocked out ', 'add ',
]; // prettier-ignore
/** Before a part that opens with its own verb ("ran…"). */
const VERB_OPENERS = [
  '',
  '',
  'i ',
  'just ',
  'i just ',
  'today i ',
  'this morning i ',
  'earlier i ',
];
const JOINERS = [' and ', ' then ', ', ', ' and then ', ' followed by '];

const GOAL_WEIGHTS = [
  ['pounds', 'lbs'],
  ['pounds', 'lbs'],
  ['kilos', 'kg'],
  ['kilograms', 'kg'],
] as const;
/** Distances a timed goal is run over: "run a ten k in under fifty minutes". */
const RACES = ['a mile', 'a five k', 'a ten k', 'two miles', 'five kilometers'];

export const GOAL_TEMPLATES: readonly ((rng: Rng) => GeneratedCommand)[] = [
  (rng) => {
    const [n, [word, unit]] = [int(rng, 3, 40), pick(rng, GOAL_WEIGHTS)];
    const text = `${pick(rng, GOAL_OPENERS)} ${pick(rng, ['lose', 'lose', 'drop', 'shed', 'cut'])} ${say(rng, n)} ${word}${deadline(rng)}`;
    return { text, action: 'set_goal', goal: { type: 'weight_loss', targetValue: n, unit } };
  },
  (rng) => {
    const [n, [word, unit]] = [int(rng, 2, 20), pick(rng, GOAL_WEIGHTS)];
    const text = `${pick(rng, GOAL_OPENERS)} ${pick(rng, ['gain', 'gain', 'put on', 'build'])} ${say(rng, n)} ${word}${pick(rng, ['', '', ' of muscle'])}${deadline(rng)}`;
    return { text, action: 'set_goal', goal: { type: 'weight_gain', targetValue: n, unit } };
  },
  (rng) => {
    const [verb, n, [word, unit]] = [pick(rng, ['run', 'walk', 'swim', 'cycle', 'hike', 'row']), int(rng, 5, 200), pick(rng, [['miles', 'miles'], ['kilometers', 'km']] as const)];
    const text = `${pick(rng, GOAL_OPENERS)} ${verb} ${say(rng, n)} ${word}${deadline(rng)}`;
    return { text, action: 'set_goal', goal: { type: 'distance', targetValue: n, unit } };
  },
  (rng) => {
    const [e, n] = [pick(rng, REP_EXERCISES.filter((x) => !isWeighted(x))), int(rng, 20, 500)];
    const opener = pick(rng, [...GOAL_OPENERS.map((o) => `${o} do`), 'set a goal of', 'new goal']);
    const text = `${opener} ${say(rng, n)} ${countedName(rng, e)}${pick(rng, ['', ' in a row', ' in one set', ' in a day', ' this week'])}`;
    return { text, action: 'set_goal', goal: { type: e.type === 'strength' ? 'strength' : 'endurance', targetValue: n, unit: 'reps' } };
  },
  (rng) => {
    const [e, [word, unit]] = [pick(rng, LIFTS), pick(rng, GOAL_WEIGHTS)];
    const n = unit === 'kg' ? int(rng, 4, 40) * 5 : int(rng, 10, 80) * 5;
    const text = `${pick(rng, GOAL_OPENERS)} ${nameOf(rng, e)} ${say(rng, n)} ${word}${deadline(rng)}`;
    return { text, action: 'set_goal', goal: { type: 'strength', targetValue: n, unit } };
  },
  (rng) => {
    const [activity, opener] = [pick(rng, ['work out', 'exercise', 'train', 'go to the gym']), pick(rng, GOAL_OPENERS)];
    const weekly = rng() < 0.3;
    const n = weekly ? int(rng, 2, 7) : int(rng, 3, 30);
    const text = weekly
      ? `${opener} ${activity} ${say(rng, n)} times a week`
      : `${opener} ${activity} ${say(rng, n)} days ${pick(rng, ['this month', 'a month', 'next month', 'every month'])}`;
    return { text, action: 'set_goal', goal: { type: 'general', targetValue: n, unit: 'days' } };
  },
  (rng) => {
    const n = int(rng, 6, 60) * 5;
    const activity = pick(rng, ['exercise', 'work out', 'train']);
    const text = `${pick(rng, GOAL_OPENERS)} ${activity} for ${say(rng, n)} minutes ${pick(rng, ['every week', 'a week', 'each week', 'per week', 'every day', 'a day'])}`;
    return { text, action: 'set_goal', goal: { type: 'time', targetValue: n, unit: 'minutes' } };
  },
  (rng) => {
    const [race, verb, n] = [pick(rng, RACES), pick(rng, ['run', 'run', 'swim', 'row', 'cycle']), usual(rng, [8, 10, 20, 25, 30, 45, 50, 60], 5, 90)];
    const text = `${pick(rng, GOAL_OPENERS)} ${verb} ${race} ${pick(rng, ['in under', 'under', 'in less than'])} ${say(rng, n)} minutes${deadline(rng)}`;
    return { text, action: 'set_goal', goal: { type: 'time', targetValue: n, unit: 'minutes' } };
  },
]; // prettier-ignore

/** Sets said one after another: "a, b and c", "a then b then c", or "a b and c" as speech has it. */
function listOf(rng: Rng, parts: readonly string[]): string {
  const style = pick(rng, ['commas', 'commas', 'then', 'and'] as const);
  if (style === 'then') return parts.join(pick(rng, [' then ', ' and then ']));
  if (style === 'and') return parts.join(' and ');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The rep counts gyms use, most first: a pyramid steps along them (12, 10, 8). */
const REP_STEPS = [15, 12, 10, 8, 6, 5, 3] as const;

/**
 * Reps that fall set by set, never all the same: mostly along REP_STEPS ("twelve, ten and
 * eight", "five, five and three"), otherwise any top by a fixed step, as with `usual`.
 */
function fallingReps(rng: Rng, n: number): number[] {
  if (rng() < 0.3) {
    const [top, step] = [int(rng, 8, 20), pick(rng, [1, 2, 3])];
    return Array.from({ length: n }, (_, i) => Math.max(1, top - i * step));
  }
  let at = int(rng, 0, REP_STEPS.length - n);
  const reps: number[] = [REP_STEPS[at]!];
  while (reps.length < n) {
    // Now and then a set repeated ("five, five and three"), but the last one always lower.
    if (reps.length < n - 1 && rng() < 0.2) reps.push(REP_STEPS[at]!);
    else reps.push(REP_STEPS[++at]!);
  }
  return reps;
}

/** A load as gyms say it: "one thirty five" now and then, else the number. */
const loadWords = (rng: Rng, n: number, kg: boolean) =>
  !kg && rng() < 0.35 ? (weightToGymWords(n) ?? say(rng, n)) : say(rng, n);

type Load = { weight: number; weightUnit: 'lb' | 'kg' };
const withLoad = (reps: number, load: Load): ExpectedSet => ({ reps, ...load });
/** The heaviest set, then the one with the most reps (the summary the server keeps). */
function topOf(sets: readonly ExpectedSet[]): ExpectedSet {
  const lbs = (s: ExpectedSet) => (s.weight ?? 0) * (s.weightUnit === 'kg' ? 2.20462 : 1);
  return sets.reduce((a, b) => (lbs(b) > lbs(a) || (lbs(b) === lbs(a) && b.reps > a.reps) ? b : a));
}

function setsExercise(e: Exercise, sets: ExpectedSet[]): ExpectedExercise {
  const top = topOf(sets);
  const out: ExpectedExercise = {
    exerciseId: e.id,
    sets: sets.length,
    reps: top.reps,
    setList: sets,
  };
  if (top.weight === undefined) return out;
  const weightLbs = toStoredLbs(top.weight, top.weightUnit!);
  return { ...out, weight: top.weight, weightUnit: top.weightUnit!, weightLbs };
}

/** A lift's loads going up or down by a plate: pounds by 10–25, kilos by 5–10. */
const KILO_LOADS = [20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120] as const;
function loads(rng: Rng, n: number, kg: boolean, rising: boolean): number[] {
  let up: number[];
  if (rng() < 0.7) {
    // Mostly the loads of the plain templates, in a row: 135, 155, 185 (the same number priors).
    const steps = kg ? KILO_LOADS : LOADS_N;
    const at = int(rng, 0, steps.length - n);
    up = steps.slice(at, at + n);
  } else {
    const step = kg ? pick(rng, [2.5, 5, 10]) : pick(rng, [5, 10, 20]);
    const first = kg ? int(rng, 8, 40) * 2.5 : int(rng, 5, 50) * 5;
    up = Array.from({ length: n }, (_, i) => first + i * step);
  }
  return rising ? up : up.reverse();
} // prettier-ignore

/** Sets one by one (issue 8): a pyramid up, a drop set down, one load with reps falling. */
export const SET_LIST_TEMPLATES: readonly Template[] = [
  // "bench one thirty five for ten, one fifty five for eight and one seventy five for six"
  (rng) => {
    const [e, n, kg] = [pick(rng, LIFTS), pick(rng, [2, 3, 3, 4]), rng() < 0.3];
    const reps = fallingReps(rng, n);
    const weights = loads(rng, n, kg, true);
    const unit = kg ? pick(rng, ['kilos', 'kilograms']) : 'pounds';
    const every = rng() < 0.3;
    // Said load first ("one thirty five for ten"), or reps first ("ten at one thirty five").
    const style = pick(rng, ['for', 'for', 'for reps', 'at'] as const);
    const said = weights.map((w, i) => {
      const load = `${loadWords(rng, w, kg)}${every || (i === 0 && (kg || rng() < 0.4)) ? ` ${unit}` : ''}`;
      const count = say(rng, reps[i]!);
      if (style === 'at') return `${count}${i === 0 ? ' reps' : ''} at ${load}`;
      return `${load} for ${count}${style === 'for reps' ? ' reps' : ''}`;
    });
    const sets = weights.map((w, i) => withLoad(reps[i]!, { weight: w, weightUnit: kg ? 'kg' : 'lb' }));
    // "… at one hundred and ten at …" would read as 110: sets said reps first are joined by "then".
    const list = style === 'at' ? said.join(pick(rng, [' then ', ', then '])) : listOf(rng, said);
    return { text: `${nameOf(rng, e)} ${list}`, exercise: setsExercise(e, sets) };
  },
  // "a drop set of curls forty for ten then thirty for ten then twenty for twelve"
  (rng) => {
    const [e, n] = [pick(rng, LIFTS), pick(rng, [2, 3, 3])];
    const weights = loads(rng, n, false, false);
    const reps = Array.from({ length: n }, (_, i) => int(rng, 6, 12) + i * 2);
    const said = weights.map((w, i) => `${loadWords(rng, w, false)}${i === 0 && rng() < 0.5 ? ' pounds' : ''} for ${say(rng, reps[i]!)}`);
    const sets = weights.map((w, i) => withLoad(reps[i]!, { weight: w, weightUnit: 'lb' }));
    const text = `${pick(rng, ['a drop set of', 'did a drop set of', 'drop sets of'])} ${countedName(rng, e)} ${said.join(' then ')}`;
    return { text, exercise: setsExercise(e, sets) };
  },
  // One load, reps falling: "squats two twenty five for five, five and three", "ten, eight and six at sixty kilos".
  (rng) => {
    const [e, n, kg] = [pick(rng, LIFTS), pick(rng, [3, 3, 4]), rng() < 0.3];
    const reps = fallingReps(rng, n);
    const [weight] = loads(rng, 1, kg, true) as [number];
    const unit = kg ? ` ${pick(rng, ['kilos', 'kilograms'])}` : pick(rng, [' pounds', '']);
    const counts = listOf(rng, reps.map((r) => say(rng, r)));
    const text = rng() < 0.5
      ? `${nameOf(rng, e)} ${loadWords(rng, weight, kg)}${unit} for ${counts}`
      : `${counts} ${pick(rng, ['', 'reps of '])}${countedName(rng, e)} at ${loadWords(rng, weight, kg)}${unit}`;
    const sets = reps.map((r) => withLoad(r, { weight, weightUnit: kg ? 'kg' : 'lb' }));
    return { text, exercise: setsExercise(e, sets) };
  },
  // Reps alone: "three sets of twelve, ten and eight push ups", "pull ups ten eight and six".
  (rng) => {
    const [e, n] = [pick(rng, REP_EXERCISES), pick(rng, [3, 3, 4])];
    const reps = fallingReps(rng, n);
    const counts = listOf(rng, reps.map((r) => say(rng, r)));
    const text = pick(rng, [
      `${say(rng, n)} sets of ${counts} ${countedName(rng, e)}`,
      `${countedName(rng, e)} ${counts}`,
      `a pyramid of ${countedName(rng, e)} ${[...reps].reverse().map((r) => say(rng, r)).join(' ')}`,
    ]);
    const ordered = text.startsWith('a pyramid') ? [...reps].reverse() : reps;
    return { text, exercise: setsExercise(e, ordered.map((r) => ({ reps: r }))) };
  },
]; // prettier-ignore

const PARTS = ['morning', 'afternoon', 'evening'] as const;
const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** A past day as people put it on a log (issue 8); the words are the lexicon's DAY_WORDS. */
function dayPhrase(rng: Rng): string {
  const weekday = pick(rng, WEEKDAY_NAMES);
  return pick(rng, [
    'yesterday', 'yesterday', 'yesterday', 'last night', 'last night', 'this morning', 'this morning',
    'this afternoon', 'this evening', 'tonight', 'earlier today', 'the day before yesterday',
    `on ${weekday}`, `on ${weekday}`, `last ${weekday}`, `${weekday} ${pick(rng, [...PARTS, 'night'])}`,
    `yesterday ${pick(rng, PARTS)}`, `${say(rng, int(rng, 2, 6))} days ago`, 'a week ago',
    `on ${pick(rng, MONTH_NAMES)} ${ordinal(int(rng, 1, 28))}`, `on the ${ordinal(int(rng, 1, 28))}`,
  ]);
} // prettier-ignore

/** A body weight as read off a scale: pounds (sometimes with a decimal) or kilos. */
function bodyWeight(rng: Rng): { weight: number; unit: 'lb' | 'kg'; said: string } {
  const kg = rng() < 0.3;
  // Read off a scale, a body weight is any number: no round values are favoured.
  const whole = kg ? int(rng, 50, 120) : int(rng, 110, 260);
  const weight = rng() < 0.2 ? whole + pick(rng, [0.2, 0.4, 0.5, 0.6, 0.8]) : whole;
  const gym = !kg && rng() < 0.4 ? weightToGymWords(whole) : null;
  const number = gym && weight !== whole ? `${gym} point ${numberToWords(Math.round((weight - whole) * 10))}` : (gym ?? say(rng, weight));
  const unit = kg ? ` ${pick(rng, ['kilos', 'kilograms', 'kg'])}` : pick(rng, [' pounds', ' pounds', ' lbs', '']);
  return { weight, unit: kg ? 'kg' : 'lb', said: `${number}${unit}` };
} // prettier-ignore

/** Weigh-ins (issue 8): "I weigh one eighty", "weighed in at eighty two kilos this morning". */
export const WEIGH_IN_TEMPLATES: readonly ((rng: Rng) => GeneratedCommand)[] = [
  (rng) => {
    const w = bodyWeight(rng);
    const day = rng() < 0.3 ? ` ${pick(rng, ['this morning', 'today', 'yesterday', 'last night'])}` : '';
    const text = pick(rng, [
      `i weigh ${w.said}`, `i weighed ${w.said}${day}`, `weighed in at ${w.said}${day}`, `weigh in ${w.said}`,
      `my weight is ${w.said}`, `my weight${day} was ${w.said}`, `log my weight ${w.said}`,
      `record a body weight of ${w.said}`, `log a weigh in of ${w.said}`, `the scale says ${w.said}${day}`,
      `body weight ${w.said}`, `new weigh in ${w.said}`, `i weighed in${day} at ${w.said}`,
      `${day.trim() || 'today'} i weighed in at ${w.said}`,
    ]);
    const dated = day !== '' && text.includes(day.trim());
    return { text, action: 'log_weight', weighIn: { weight: w.weight, unit: w.unit }, ...(dated ? { dated } : {}) };
  },
]; // prettier-ignore

/** How often a generated command is one of issue 8's kinds, drawn apart from the others. */
const SHARE = { weighIn: 0.02, setList: 0.05, dated: 0.12 } as const;

/** A log of one to three exercises joined as people say them. */
function logCommand(rng: Rng): GeneratedCommand {
  const parts = Array.from({ length: pick(rng, [1, 1, 2, 2, 3]) }, () => pick(rng, LOG_TEMPLATES)(rng));
  const text = parts.map((p, i) => (i === 0 ? p.text : `${pick(rng, JOINERS)}${p.text}`)).join('');
  const opener = pick(rng, parts[0]!.verb ? VERB_OPENERS : OPENERS);
  return { text: `${opener}${text}`, action: 'log_workout', exercises: parts.map((p) => p.exercise) };
} // prettier-ignore

/** The day put before or after a log: "yesterday I ran…", "…, last night". */
function dated(rng: Rng, c: GeneratedCommand): GeneratedCommand {
  // An opener that names today ("this morning I did") would contradict the day.
  const text = c.text.replace(/^(today|this morning|earlier) /, '');
  const day = dayPhrase(rng);
  return { ...c, text: rng() < 0.5 ? `${day} ${text}` : `${text} ${day}`, dated: true };
}

/**
 * `count` commands: one to three exercises joined as people say them, or a goal; some of them
 * weigh-ins, sets one by one or logs of another day. Those are drawn from a second generator, so
 * the rest of the sequence is the one the language model was built on before them.
 */
export function generateCommands(count: number, seed = 1): GeneratedCommand[] {
  const rng = createRng(seed);
  const extra = createRng(seed ^ 0x5eed8);
  const out: GeneratedCommand[] = [];
  while (out.length < count) {
    const roll = extra();
    if (roll < SHARE.weighIn) {
      out.push(pick(extra, WEIGH_IN_TEMPLATES)(extra));
      continue;
    }
    if (roll < SHARE.weighIn + SHARE.setList) {
      const part = pick(extra, SET_LIST_TEMPLATES)(extra);
      out.push({ text: `${pick(extra, OPENERS)}${part.text}`, action: 'log_workout', exercises: [part.exercise] });
      continue;
    }
    const c = rng() < 0.2 ? pick(rng, GOAL_TEMPLATES)(rng) : logCommand(rng);
    out.push(c.action === 'log_workout' && extra() < SHARE.dated ? dated(extra, c) : c);
  }
  return out;
} // prettier-ignore
