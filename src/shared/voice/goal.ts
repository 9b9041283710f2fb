// set_goal: what the target is (SPEC §3 Goal: type, targetValue, unit), its deadline and a title
// made from the user's own words ("Lose 15 lbs", "Run 50 miles this month").
import { exerciseById, isWeighted, type Exercise } from '../exercises/catalogue';
import type { GOAL_UNITS_CREATE, GoalType } from '../schemas/goals';
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
  'aiming', 'really', 'wish', 'should', 'lets', 'this', 'year', 'month', 'week',
  ',', '.',
]); // prettier-ignore

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

function findTarget(qs: readonly QItem[], words: readonly string[], m?: Mention): Target | null {
  const text = words.join(' ');
  const ex = m?.ex;
  const find = <K extends QItem['q']>(k: K) =>
    qs.find((q) => q.q === k) as (QItem & { q: K }) | undefined;
  const weight = find('weight');
  if (weight) return weightTarget(weight, text, ex);
  // "deadlift 405": a bare number after a lift is its weight; "do 50 pull ups" counts reps.
  const lift = m && isWeighted(m.ex) && !find('reps') ? qs.find((q) => q.start > m.at) : undefined;
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
  const target = findTarget(qs, words, mention);
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
