// What a limitation rules out (issue 12): a table from each limitation to the movement patterns a
// trainer would not program, the highest impact and effort allowed, and the safer exercises to
// reach for first. Every exercise of every plan passes `isSafe`; the property tests hold the
// generator to it for all answer combinations.
import type { Limitation } from '../schemas/assessment';
import {
  EFFORTS,
  IMPACTS,
  type Caution,
  type Effort,
  type Impact,
  type MovementPattern,
  type TrainingProfile,
} from '../exercises/training';

export interface LimitationRule {
  /** Patterns left out altogether. */
  excludes: readonly MovementPattern[];
  /** Cautions left out altogether (issue 26): tags on the catalogue's training profiles. */
  avoids: readonly Caution[];
  maxImpact: Impact;
  maxEffort: Effort;
  /** Catalogue ids a trainer reaches for instead, best first. */
  substitutes: readonly string[];
  /** What was left out, to tell the user ("no jumping, lunges or deep loaded squats"). */
  leftOut: string;
  /** The advice that goes with it; shown among the plan's tips. */
  tip: string;
}

export type RealLimitation = Exclude<Limitation, 'none'>;

export const LIMITATION_RULES: Readonly<Record<RealLimitation, LimitationRule>> = {
  // Landing, deep or split-stance knee bends and any squat under a load (a goblet squat as much
  // as a barbell one) load the knee most; cycling, bridges and hamstring work train the legs
  // without them.
  knee: {
    excludes: ['jump', 'lunge', 'deep-squat'],
    avoids: ['loaded-squat'],
    maxImpact: 'low',
    maxEffort: 'maximal',
    substitutes: ['glute-bridge', 'leg-curl', 'clamshell', 'stationary-bike', 'elliptical'],
    leftOut: 'jumping, running, lunges or squats with a weight',
    tip: 'For your knees: keep them in line with your toes, bend only as far as is comfortable, and stop any move that hurts. Cycling is your friend.',
  },
  // Loaded bending and twisting of the spine and heavy hinges are what a sore back tolerates
  // least; the "big three" bracing moves (bird dog, side plank, dead bug) build it up instead.
  back: {
    excludes: [
      'heavy-hinge',
      'loaded-spinal-flexion',
      'spinal-flexion',
      'rotation',
      'spinal-extension',
      'deep-squat',
    ],
    avoids: [],
    maxImpact: 'low',
    maxEffort: 'maximal',
    substitutes: ['bird-dog', 'dead-bug', 'side-plank', 'glute-bridge', 'plank', 'walking'],
    leftOut: 'heavy hinges, heavy squats, or bending and twisting the trunk under load',
    tip: 'For your back: brace your stomach gently before each rep, keep a neutral spine, and choose a walk over a run on sore days.',
  },
  // Arms overhead under load narrow the space in the shoulder; pushing and pulling in front of
  // the body, and the small muscles at the back of the shoulder, are the safer work.
  shoulder: {
    excludes: ['overhead-press', 'dip', 'overhead-load', 'vertical-pull'],
    avoids: [],
    maxImpact: 'high',
    maxEffort: 'maximal',
    substitutes: [
      'face-pull',
      'rear-delt-fly',
      'dumbbell-row',
      'seated-cable-row',
      'incline-push-up',
    ],
    leftOut: 'overhead pressing or pulling, dips, or weights held overhead',
    tip: 'For your shoulder: keep your elbows below shoulder height and your shoulder blades drawn back and down; a pinch or a sharp pain means stop.',
  },
  // Cardiac rehabilitation guidance: light to moderate effort only, no breath-holding (long
  // isometric holds, maximal lifts), long warm-ups and cool-downs, and no pose that holds the
  // head below the heart (downward dog, sun salutations, inversions), which raises the pressure
  // in the head and chest and can bring on dizziness.
  heart: {
    excludes: ['isometric', 'jump'],
    avoids: ['head-below-heart'],
    maxImpact: 'low',
    maxEffort: 'moderate',
    substitutes: [
      'walking',
      'stationary-bike',
      'elliptical',
      'dead-bug',
      'bird-dog',
      'glute-bridge',
    ],
    leftOut: 'long breath-holding holds, jumping, head-down poses, or hard and maximal efforts',
    tip: 'Before you start, get your doctor’s clearance for exercise. Keep every effort light to moderate (you can talk in full sentences), breathe out as you push, never hold your breath, and stop at once if you feel chest pain, dizziness or unusual breathlessness.',
  },
  // An injury we know nothing about: no landing, no maximal efforts, and the advice to work
  // around it.
  other_injury: {
    excludes: ['jump'],
    avoids: [],
    maxImpact: 'low',
    maxEffort: 'vigorous',
    substitutes: [],
    leftOut: 'jumping, running or maximal efforts',
    tip: 'For your injury: skip any exercise that loads the injured area or causes pain, and ask a physiotherapist which movements suit your recovery.',
  },
};

export function rulesFor(limitations: readonly Limitation[]): LimitationRule[] {
  return limitations
    .filter((l): l is RealLimitation => l !== 'none')
    .map((l) => LIMITATION_RULES[l]);
}

const rank = <T>(list: readonly T[], value: T) => list.indexOf(value);

/**
 * True when no rule rules the exercise out: the one safety filter every plan's exercises pass
 * (the pool of select.ts), reading only the catalogue's tags (patterns, cautions, impact, effort).
 */
export function isSafe(profile: TrainingProfile, rules: readonly LimitationRule[]): boolean {
  return rules.every(
    (r) =>
      !profile.patterns.some((p) => r.excludes.includes(p)) &&
      !(profile.cautions ?? []).some((c) => r.avoids.includes(c)) &&
      rank(IMPACTS, profile.impact) <= rank(IMPACTS, r.maxImpact) &&
      rank(EFFORTS, profile.effort) <= rank(EFFORTS, r.maxEffort),
  );
}

/** Where an exercise stands among the rules' substitutes (lower is better; none is Infinity). */
export function substituteRank(id: string, rules: readonly LimitationRule[]): number {
  const ranks = rules.map((r) => r.substitutes.indexOf(id)).filter((i) => i >= 0);
  return ranks.length > 0 ? Math.min(...ranks) : Infinity;
}
