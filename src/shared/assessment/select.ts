// Which exercises a plan may use, and which it reaches for first (issue 12). The pool is the
// catalogue filtered by equipment, safety and skill; each block of the session fills its slots
// (lower body, push, pull, …) with the best-ranked exercise not used yet.
import {
  DIFFICULTIES,
  TRAINABLE,
  canDoWith,
  type Difficulty,
  type Equipment,
  type MovementPattern,
  type TrainableExercise,
} from '../exercises/training';
import { isSafe, substituteRank, type LimitationRule } from './safety';

/** The kinds of work a session is made of. */
export const BLOCKS = ['athletic', 'intervals', 'resistance', 'cardio', 'flexibility'] as const;
export type Block = (typeof BLOCKS)[number];

/**
 * What a slot may be filled with. The plan's "why" names the muscles the catalogue gives the
 * exercise that fills it (words.ts `musclesText`), never what the slot was meant to train: an
 * Upright Row in the pulling slot trains the shoulders and upper back, not "back and biceps".
 */
export interface Slot {
  patterns: readonly MovementPattern[];
}

const slot = (...patterns: MovementPattern[]): Slot => ({ patterns });

/** A full-body session's order of business: big movements first, then accessories. */
const RESISTANCE_SLOTS: readonly Slot[] = [
  // Legs and glutes
  slot('squat', 'deep-squat', 'lunge'),
  // Chest, shoulders and triceps
  slot('horizontal-push', 'overhead-press', 'dip'),
  // Back and biceps
  slot('horizontal-pull', 'vertical-pull'),
  // Hips, glutes and hamstrings
  slot('hinge', 'heavy-hinge', 'bridge'),
  // Core
  slot('brace', 'spinal-flexion', 'rotation'),
  // Each leg on its own
  slot('lunge', 'leg-isolation'),
  // Shoulders
  slot('overhead-press', 'arm-isolation'),
  // Upper back
  slot('horizontal-pull', 'vertical-pull', 'spinal-extension'),
  // Arms
  slot('arm-isolation'),
  // Core from another angle
  slot('brace', 'rotation', 'spinal-flexion'),
];

const CARDIO_PATTERNS: MovementPattern[] = [
  'walk',
  'run',
  'cycle',
  'row',
  'step',
  'aerobic',
  'strike',
];
const BURST_PATTERNS: MovementPattern[] = ['jump', 'run', 'aerobic', 'strike'];
const ATHLETIC_PATTERNS: MovementPattern[] = ['jump', 'run', 'strike', 'carry', 'lunge'];
const FLEX_PATTERNS: MovementPattern[] = ['stretch', 'mobility'];

export const SLOTS: Readonly<Record<Block, readonly Slot[]>> = {
  resistance: RESISTANCE_SLOTS,
  cardio: [
    // Heart and lungs
    slot(...CARDIO_PATTERNS),
    // Stamina
    slot(...CARDIO_PATTERNS),
  ],
  intervals: Array.from({ length: 4 }, () =>
    // Heart rate in short bursts
    slot(...BURST_PATTERNS),
  ),
  athletic: Array.from({ length: 4 }, () =>
    // Speed and power for sport
    slot(...ATHLETIC_PATTERNS),
  ),
  flexibility: Array.from({ length: 9 }, () => slot(...FLEX_PATTERNS)),
};

/** The bookends are their own catalogue rows. */
export const WARM_UP_ID = 'warm-up';
export const COOL_DOWN_ID = 'cool-down';

/** Does the exercise belong to this kind of block at all? */
function fitsBlock(e: TrainableExercise, block: Block): boolean {
  const has = (list: readonly MovementPattern[]) =>
    e.training.patterns.some((p) => list.includes(p));
  const bookend = e.id === WARM_UP_ID || e.id === COOL_DOWN_ID;
  switch (block) {
    // Jumps are bursts, not lifts.
    case 'resistance':
      return e.type === 'strength' && !has(['jump']);
    case 'cardio':
      return e.type === 'cardio' && e.measure !== 'reps' && !has(['jump']) && has(CARDIO_PATTERNS);
    // A burst is a move done hard for seconds: a sprint, not a jog or a run measured in miles.
    case 'intervals':
      return (
        e.type !== 'flexibility' &&
        e.training.effort !== 'light' &&
        !(e.measure === 'distance' && e.training.effort !== 'maximal') &&
        has(BURST_PATTERNS)
      );
    case 'athletic':
      return e.type !== 'flexibility' && e.training.effort !== 'light' && has(ATHLETIC_PATTERNS);
    case 'flexibility':
      return e.type === 'flexibility' && !bookend && has(FLEX_PATTERNS);
  }
}

export interface PoolInput {
  kit: ReadonlySet<Equipment>;
  rules: readonly LimitationRule[];
  /** The hardest exercises the user may be given. */
  skillCap: Difficulty;
  level: Difficulty;
}

/** Everything this user may do safely with what they have. */
export function poolFor(input: PoolInput): TrainableExercise[] {
  const cap = DIFFICULTIES.indexOf(input.skillCap);
  return TRAINABLE.filter(
    (e) =>
      e.training.plannable &&
      !e.generic &&
      canDoWith(e.training, input.kit) &&
      DIFFICULTIES.indexOf(e.training.difficulty) <= cap &&
      isSafe(e.training, input.rules),
  );
}

/** A whole practice (yoga, tai chi, a warm-up) is a block of minutes, not one move. */
export const isPractice = (e: TrainableExercise) =>
  e.measure === 'duration' && e.muscles.includes('full body');

/** True when the exercise needs something beyond bodyweight and floor. */
const usesKit = (e: TrainableExercise, kit: ReadonlySet<Equipment>) =>
  !e.training.kit.some((o) => o.every((q) => q === 'none' || q === 'mat')) &&
  canDoWith(e.training, kit);

/**
 * Best first: a limitation's substitutes; exercises whose main pattern is what the slot trains;
 * what uses the equipment the user said they have (a full gym means barbells, not handstands);
 * specific moves before whole practices (a hamstring stretch before "Stretching"); anything
 * but all-out skill moves (a pull-up before a muscle-up); the
 * difficulty nearest the user's level (never above it); catalogue order.
 */
export function ranked(
  candidates: readonly TrainableExercise[],
  input: PoolInput,
  withKit: boolean,
  primary: readonly MovementPattern[] = [],
): TrainableExercise[] {
  const level = DIFFICULTIES.indexOf(input.level);
  const keyed = candidates.map((e, order) => ({
    e,
    key: [
      substituteRank(e.id, input.rules),
      primary.length > 0 && !primary.includes(e.training.patterns[0]!) ? 1 : 0,
      withKit && !usesKit(e, input.kit) ? 1 : 0,
      isPractice(e) ? 1 : 0,
      e.training.effort === 'maximal' ? 1 : 0,
      Math.abs(level - DIFFICULTIES.indexOf(e.training.difficulty)),
      order,
    ],
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i]! - b.key[i]!;
    return 0;
  });
  return keyed.map((k) => k.e);
}

/** The exercises that can fill a slot of a block, best first. */
export function slotCandidates(
  pool: readonly TrainableExercise[],
  block: Block,
  s: Slot,
  input: PoolInput,
  withKit: boolean,
): TrainableExercise[] {
  const fitting = pool.filter(
    (e) => fitsBlock(e, block) && e.training.patterns.some((p) => s.patterns.includes(p)),
  );
  return ranked(fitting, input, withKit, s.patterns);
}

/**
 * Another exercise for the same job, for the week's second session: same block, same main
 * pattern, not in the plan.
 */
export function alternativeFor(
  e: TrainableExercise,
  block: Block,
  pool: readonly TrainableExercise[],
  input: PoolInput,
  used: ReadonlySet<string>,
): TrainableExercise | undefined {
  const main = e.training.patterns[0]!;
  const same = pool.filter(
    (x) => !used.has(x.id) && fitsBlock(x, block) && x.training.patterns[0] === main,
  );
  return ranked(same, input, true)[0];
}
