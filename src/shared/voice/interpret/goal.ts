// set_goal: what the target is (SPEC §3 Goal: type, targetValue, unit), its deadline and a title
// made from the user's own words ("Lose 15 lbs", "Run 50 miles this month").
import { exerciseById, isWeighted, type Exercise } from '../../exercises/catalogue';
import type { GOAL_UNITS_CREATE, GoalType } from '../../schemas/goals';
import { findDeadline } from './deadline';
import { FASTER_WORDS, GAIN_VERBS, LOSS_VERBS } from './lexicon';
import type { Item, QItem } from './quantities';
import { goalTitle } from './title';
import { tokenPieces, type Token } from './tokens';

/** Goal units a voice goal may have: the create form's list (SPEC §9). */
type VoiceGoalUnit = (typeof GOAL_UNITS_CREATE)[number];

export interface ParsedGoal {
  title: string;
  type: GoalType;
  targetValue: number;
  unit: VoiceGoalUnit;
  /** YYYY-MM-DD in the user's time zone, or null for no deadline. */
  deadline: string | null;
  /** The exercise a strength goal in a weight unit lifts, so the goal can track it. */
  exercise?: string;
}

type Target = Pick<ParsedGoal, 'type' | 'targetValue' | 'unit'>;

/** Words before the goal itself: "set a goal to", "my goal is to", "I'd like to", "new goal". */
const PREAMBLE = new Set([
  'i', 'id', 'im', 'am', 'my', 'a', 'new', 'set', 'create', 'add', 'make', 'start', 'goal',
  'goals', 'target', 'aim', 'objective', 'challenge', 'is', 'to', 'of', 'be', 'able', 'want',
  'wanna', 'would', 'like', 'love', 'plan', 'planning', 'hope', 'hoping', 'trying', 'try', 'need',
  'intend', 'will', 'ill', 'going', 'gonna', 'me', 'help', 'for', 'myself', 'personal', 'that',
  'aiming', 'really', 'wish', 'should', 'lets', 'this', 'year', 'month', 'week', 'it',
  ',', '.',
]); // prettier-ignore

/** The catalogue's generic Workout: "workouts", "work out", "training sessions". */
const WORKOUT_ID = 'workout';

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;
const has = (text: string, phrases: readonly string[]) =>
  phrases.some((p) => new RegExp(`\\b${p}\\b`).test(text));

/** "20 days", "4 times a week": counts of days. */
function dayCount(qs: readonly QItem[], words: readonly string[]): number | undefined {
  for (const q of qs) {
    const after = words.slice(q.end, q.end + 3).join(' ');
    if ((q.q === 'bare' || q.q === 'reps') && /^days?\b/.test(after)) return q.v;
    if (q.q === 'reps' && /^(a|per|each|every) week\b/.test(after)) return q.v;
  }
  return undefined;
}

/**
 * "30 workouts", "40 training sessions", "work out 100 times", "hit the gym 50 times": a count
 * of workouts (the catalogue's generic Workout, or the gym, counted), not of reps or units.
 */
function workoutCount(
  qs: readonly QItem[],
  words: readonly string[],
  workouts: readonly Item[],
): number | undefined {
  for (const q of qs) {
    if (q.q !== 'bare' && q.q !== 'reps') continue;
    const counted =
      workouts.some((w) => w.start === q.end) || /^(sessions?|visits?)$/.test(words[q.end] ?? '');
    const times = q.q === 'reps' && words[q.end - 1] === 'times';
    const before = words.slice(Math.max(0, q.start - 4), q.start);
    const doing =
      workouts.some((w) => w.end <= q.start && w.end >= q.start - 2) || before.includes('gym');
    if (counted || (times && doing)) return q.v;
  }
  return undefined;
}

function weightTarget(q: QItem & { q: 'weight' }, text: string, ex?: Exercise): Target {
  const unit = q.unit === 'kg' ? 'kg' : 'lbs';
  const base = { targetValue: q.v, unit } as const;
  if (has(text, GAIN_VERBS)) return { ...base, type: 'weight_gain' };
  if (has(text, LOSS_VERBS)) return { ...base, type: 'weight_loss' };
  if (ex && ex.type === 'strength') return { ...base, type: 'strength' };
  if (/\b(lift|lifting|press|max|pr)\b/.test(text)) return { ...base, type: 'strength' };
  return { ...base, type: 'weight_loss' };
}

function durationTarget(q: QItem & { q: 'duration' }, type: GoalType): Target {
  if (q.spokenUnit === 'h') return { type, targetValue: round(q.seconds / 3600, 2), unit: 'hours' };
  return { type, targetValue: round(q.seconds / 60, 1), unit: 'minutes' };
}

function distanceTarget(q: QItem & { q: 'distance' }): Target {
  // Goal units (SPEC §9) have no metres or yards: a swim of 2000 m is a 2 km goal.
  if (q.unit === 'meters')
    return { type: 'distance', targetValue: round(q.v / 1000, 3), unit: 'km' };
  if (q.unit === 'yards')
    return { type: 'distance', targetValue: round(q.v / 1760, 3), unit: 'miles' };
  return { type: 'distance', targetValue: q.v, unit: q.unit };
}

interface Mention {
  ex: Exercise;
  at: number;
}

/** "a 315 squat", "an 88 kilo snatch": one lift of a load, said before the lift's name. */
function loadBefore(qs: readonly QItem[], words: readonly string[], m: Mention): QItem | undefined {
  return qs.find(
    (q) =>
      q.end === m.at &&
      (q.q === 'bare' || q.q === 'bareWeight') &&
      ['a', 'an'].includes(words[q.start - 1] ?? ''),
  );
}

function findTarget(
  qs: readonly QItem[],
  words: readonly string[],
  m: Mention | undefined,
  workouts: readonly Item[],
): Target | null {
  const text = words.join(' ');
  const ex = m?.ex;
  const find = <K extends QItem['q']>(k: K) =>
    qs.find((q) => q.q === k) as (QItem & { q: K }) | undefined;
  const weight = find('weight');
  if (weight) return weightTarget(weight, text, ex);
  // "deadlift 405": a bare number after a lift is its weight; "do 50 pull ups" counts reps.
  const weighted = m && isWeighted(m.ex) && !find('reps') ? m : undefined;
  const lift =
    weighted && (qs.find((q) => q.start > weighted.at) ?? loadBefore(qs, words, weighted));
  if (lift && (lift.q === 'bare' || lift.q === 'bareWeight')) {
    return { type: 'strength', targetValue: lift.v, unit: 'lbs' };
  }
  const duration = find('duration');
  const distance = find('distance');
  // "run a 5k in under 25 minutes": the distance is fixed, the time is the target.
  if (duration && (distance || has(text, FASTER_WORDS))) {
    return durationTarget(duration, 'time');
  }
  if (distance) return distanceTarget(distance);
  const days = dayCount(qs, words);
  if (days !== undefined) return { type: 'general', targetValue: days, unit: 'days' };
  const sessions = ex ? undefined : workoutCount(qs, words, workouts);
  if (sessions !== undefined) return { type: 'general', targetValue: sessions, unit: 'workouts' };
  if (duration) return durationTarget(duration, 'time');
  const sets = find('sets');
  const count = find('reps') ?? find('bare') ?? find('bareWeight');
  if (count && ex && !ex.generic) {
    return {
      type: ex.type === 'strength' ? 'strength' : 'endurance',
      targetValue: count.v,
      unit: 'reps',
    };
  }
  if (sets) return { type: 'strength', targetValue: sets.v, unit: 'sets' };
  if (count) return { type: 'general', targetValue: count.v, unit: 'units' };
  return null;
}

/** Index of the first token after the preamble. */
function contentStart(tokens: readonly Token[], words: readonly string[]): number {
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if ((t.k !== 'word' && t.k !== 'sep') || !PREAMBLE.has(words[t.start]!)) break;
    i++;
  }
  return i < tokens.length ? i : 0;
}

/**
 * Ways of setting oneself a target that the goal markers (lexicon.ts, sampled by the intent
 * classifier) lack: "challenge myself to…", "commit to…", "get my squat up to…", "increase my
 * bench to…". Only the present: "got my squat up to 120" is something done.
 */
const GOAL_PHRASING_RE = new RegExp(
  [
    '\\b(challenge|push|promise|commit) myself to\\b',
    '\\b(committing|commit) to\\b',
    '\\b(get|push|raise|increase|improve|boost) (my|the) ([a-z]+ ){1,3}(up )?to\\b',
  ].join('|'),
);

/** True when the sentence sets a target in words other than the goal markers. */
export const isGoalPhrasing = (sentence: string): boolean => GOAL_PHRASING_RE.test(sentence);

/** Irregular past forms that report a thing done ("ran 20 miles in a week"). */
const DONE_FORMS = new Set([
  'did', 'ran', 'swam', 'rode', 'went', 'got', 'had', 'lost', 'made', 'held', 'spent', 'took',
  'was', 'were', 'gained', 'ive',
]); // prettier-ignore
/** A past tense in -ed ("lifted", "benched"), but not "need" or "speed". */
const isDoneForm = (w: string) => DONE_FORMS.has(w) || (w.length > 4 && /[^e]ed$/.test(w));

/**
 * "bench press 100 kilos in 3 months": a stretch of time ahead (deadline.ts reads it) makes the
 * sentence a goal, unless the sentence reports something done ("I ran 40 miles in a week").
 */
export function hasSpanAhead(
  tokens: readonly Token[],
  words: readonly string[],
  now: Date,
  timeZone: string,
): boolean {
  // An exercise said as its verb counts too: "ran", "benched", "swam".
  const said = (t: Token) =>
    t.k === 'word' || (t.k === 'ex' && t.kind === 'verb') ? words.slice(t.start, t.end) : [];
  if (tokens.some((t) => said(t).some(isDoneForm))) return false;
  return findDeadline(tokenPieces(tokens, words), now, timeZone)?.span === true;
}

/** The goal a sentence sets, or null when it names no target. */
export function parseGoal(
  tokens: readonly Token[],
  words: readonly string[],
  items: readonly Item[],
  now: Date,
  timeZone: string,
): ParsedGoal | null {
  const pieces = tokenPieces(tokens, words);
  const due = findDeadline(pieces, now, timeZone);
  const dueFrom = due ? tokens[due.start]!.start : Infinity;
  const dueTo = due ? tokens[due.end - 1]!.end : -1;
  const outside = (it: Item) => it.start < dueFrom || it.start >= dueTo;
  const qs = items.filter((it): it is QItem => it.k === 'q' && outside(it));
  const mention = items
    .filter((it) => it.k === 'ex' && outside(it))
    .map((it) => ({ ex: it.k === 'ex' ? exerciseById(it.id)! : undefined, at: it.start }))
    .find((m): m is Mention => m.ex !== undefined && !m.ex.generic);
  const workouts = items.filter((it) => it.k === 'ex' && it.id === WORKOUT_ID && outside(it));
  const target = findTarget(qs, words, mention, workouts);
  if (!target || !(target.targetValue > 0)) return null;
  const start = contentStart(tokens, words);
  const skip = due ? { from: due.start, to: due.end } : undefined;
  const said = goalTitle(tokens, words, start, skip);
  // "Deadlift 405" names no unit; the target has one.
  const title = /\d$/.test(said) ? `${said} ${target.unit}` : said;
  const weighed = target.unit === 'lbs' || target.unit === 'kg';
  const lift = target.type === 'strength' && weighed ? mention?.ex.name : undefined;
  return { ...target, title, deadline: due?.date ?? null, ...(lift ? { exercise: lift } : {}) };
}
