// Command templates filled from the catalogue and the number grammar. The speech language-model
// generator (issue 4 §2) enumerates them for its training sentences; the tests feed the same
// sentences to the interpreter and compare with what each template meant.
import { EXERCISES, isWeighted } from '../exercises/catalogue';
import type { Exercise } from '../exercises/types';
import { toStoredLbs } from '../units';
import { numberToWords, weightToGymWords } from './spoken';

export interface ExpectedExercise {
  exerciseId: string;
  sets?: number;
  reps?: number;
  weightLbs?: number;
  durationSeconds?: number;
  distance?: number;
  distanceUnit?: 'miles' | 'km' | 'meters' | 'yards';
}

export interface GeneratedCommand {
  text: string;
  action: 'log_workout' | 'set_goal';
  exercises?: ExpectedExercise[];
  goal?: { type: string; targetValue: number; unit: string };
}

/** A small seeded generator (mulberry32) so generated sets are reproducible. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
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

/** `verb`: the part opens with its own verb ("ran 3 miles"), so it takes no "i did". */
type Part = { text: string; exercise: ExpectedExercise; verb?: boolean };
type Template = (rng: Rng) => Part;

const DIST_UNITS = [
  ['miles', 'miles'],
  ['kilometers', 'km'],
  ['meters', 'meters'],
] as const;

export const LOG_TEMPLATES: readonly Template[] = [
  (rng) => {
    const [e, sets, reps] = [pick(rng, REP_EXERCISES), int(rng, 2, 6), int(rng, 5, 30)];
    const text = `${say(rng, sets)} sets of ${say(rng, reps)} ${nameOf(rng, e)}`;
    return { text, exercise: { exerciseId: e.id, sets, reps } };
  },
  (rng) => {
    const [e, reps] = [pick(rng, REP_EXERCISES), int(rng, 5, 100)];
    return { text: `${say(rng, reps)} ${nameOf(rng, e)}`, exercise: { exerciseId: e.id, sets: 1, reps } };
  },
  (rng) => {
    const [e, sets, reps, lbs] = [pick(rng, LIFTS), int(rng, 2, 5), int(rng, 3, 12), int(rng, 4, 60) * 5];
    const weight = lbs > 100 && rng() < 0.3 ? (weightToGymWords(lbs) ?? say(rng, lbs)) : say(rng, lbs);
    const text = `${nameOf(rng, e)} ${say(rng, sets)} by ${say(rng, reps)} at ${weight} pounds`;
    return { text, exercise: { exerciseId: e.id, sets, reps, weightLbs: lbs } };
  },
  (rng) => {
    const [e, sets, reps, kg] = [pick(rng, LIFTS), int(rng, 2, 5), int(rng, 3, 12), int(rng, 4, 40) * 2.5];
    const text = `${say(rng, sets)} sets of ${say(rng, reps)} ${nameOf(rng, e)} with ${say(rng, kg)} kilos`;
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
    const [e, miles, minutes] = [pick(rng, DISTANCE), int(rng, 1, 10), int(rng, 10, 90)];
    const text = `${spoken(pick(rng, e.verbs))} ${say(rng, miles)} miles in ${say(rng, minutes)} minutes`;
    const exercise = { exerciseId: e.id, distance: miles, distanceUnit: 'miles', durationSeconds: minutes * 60 } as const;
    return { text, exercise, verb: true };
  },
  (rng) => {
    const [e, minutes] = [pick(rng, TIMED), int(rng, 2, 90)];
    const text = rng() < 0.5 ? `${nameOf(rng, e)} for ${say(rng, minutes)} minutes` : `${say(rng, minutes)} minutes of ${nameOf(rng, e)}`;
    return { text, exercise: { exerciseId: e.id, durationSeconds: minutes * 60 } };
  },
  (rng) => {
    const [e, hours, minutes] = [pick(rng, TIMED), int(rng, 1, 2), int(rng, 1, 4) * 10];
    const text = `${nameOf(rng, e)} for ${say(rng, hours)} ${hours === 1 ? 'hour' : 'hours'} and ${say(rng, minutes)} minutes`;
    return { text, exercise: { exerciseId: e.id, durationSeconds: hours * 3600 + minutes * 60 } };
  },
]; // prettier-ignore

const OPENERS = ['', 'i did ', 'just did ', 'log ', 'i just finished '];
const JOINERS = [' and ', ' then ', ', ', ' and then ', ' followed by '];

export const GOAL_TEMPLATES: readonly ((rng: Rng) => GeneratedCommand)[] = [
  (rng) => {
    const n = int(rng, 3, 40);
    const text = `${pick(rng, ['set a goal to lose', 'i want to lose', 'my goal is to lose'])} ${say(rng, n)} pounds`;
    return { text, action: 'set_goal', goal: { type: 'weight_loss', targetValue: n, unit: 'lbs' } };
  },
  (rng) => {
    const n = int(rng, 2, 10);
    const text = `${pick(rng, ['i want to gain', 'new goal gain', 'set a goal to gain'])} ${say(rng, n)} kilograms`;
    return { text, action: 'set_goal', goal: { type: 'weight_gain', targetValue: n, unit: 'kg' } };
  },
  (rng) => {
    const [verb, n, [word, unit]] = [pick(rng, ['run', 'walk', 'swim', 'cycle', 'hike']), int(rng, 5, 200), pick(rng, [['miles', 'miles'], ['kilometers', 'km']] as const)];
    const text = `${pick(rng, ['i want to', 'set a goal to', 'goal to'])} ${verb} ${say(rng, n)} ${word}${pick(rng, ['', ' this month', ' by june'])}`;
    return { text, action: 'set_goal', goal: { type: 'distance', targetValue: n, unit } };
  },
  (rng) => {
    const [e, n] = [pick(rng, REP_EXERCISES.filter((x) => !isWeighted(x))), int(rng, 20, 500)];
    const text = `set a goal of ${say(rng, n)} ${nameOf(rng, e)}`;
    return { text, action: 'set_goal', goal: { type: e.type === 'strength' ? 'strength' : 'endurance', targetValue: n, unit: 'reps' } };
  },
]; // prettier-ignore

/** `count` commands: one to three exercises joined as people say them, or a goal. */
export function generateCommands(count: number, seed = 1): GeneratedCommand[] {
  const rng = createRng(seed);
  const out: GeneratedCommand[] = [];
  while (out.length < count) {
    if (rng() < 0.2) {
      out.push(pick(rng, GOAL_TEMPLATES)(rng));
      continue;
    }
    const parts = Array.from({ length: pick(rng, [1, 1, 2, 2, 3]) }, () => pick(rng, LOG_TEMPLATES)(rng));
    const text = parts.map((p, i) => (i === 0 ? p.text : `${pick(rng, JOINERS)}${p.text}`)).join('');
    const opener = parts[0]!.verb ? pick(rng, ['', 'i ', 'just ']) : pick(rng, OPENERS);
    out.push({ text: `${opener}${text}`, action: 'log_workout', exercises: parts.map((p) => p.exercise) });
  }
  return out;
} // prettier-ignore
