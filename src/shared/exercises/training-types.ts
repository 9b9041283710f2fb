// What a trainer needs to know about each catalogue exercise to put it in a plan (issue 12): the
// movement patterns it loads, how hard it lands on the joints, how hard it is to do well and how
// much effort it usually takes, what it needs to be done, and how to do it in plain words. The
// assessment's safety table (limitation → patterns excluded) reads these fields, so every row must
// name every pattern it truly involves: an unnamed pattern is an unsafe plan.
import type { Equipment } from './types';

export const MOVEMENT_PATTERNS = [
  /** Bilateral knee-and-hip bend, shallow or unloaded: air squat, goblet squat, leg press, wall sit. */
  'squat',
  /** Deep knee bend under a heavy load or on one leg: barbell back/front/hack squat, pistol squat. */
  'deep-squat',
  /** Split stance, one knee forward: lunges, split squats, step-ups. */
  'lunge',
  /** Hip hinge, light or bodyweight: single-leg deadlift, kettlebell swing, Romanian with dumbbells. */
  'hinge',
  /** Heavy barbell hinge that loads the spine: deadlifts, good mornings, barbell rows bent over. */
  'heavy-hinge',
  /** Hips driven up from the floor or a bench: glute bridge, hip thrust. */
  'bridge',
  /** One joint of the leg: leg extension, leg curl, calf raise, hip abduction/adduction, kicks. */
  'leg-isolation',
  /** Pushing away from the chest: push-ups, bench presses, chest fly, chest press. */
  'horizontal-push',
  /** Pressing overhead: overhead/shoulder/Arnold press, pike and handstand push-ups, thrusters. */
  'overhead-press',
  /** Lowering the body between bars or off a bench on bent arms: dips, bench dips. */
  'dip',
  /** Pulling toward the chest: rows, face pulls, rear-delt fly. */
  'horizontal-pull',
  /** Pulling from overhead or up the body: pull-ups, chin-ups, lat pulldown, upright row. */
  'vertical-pull',
  /** Arms overhead under a load without pressing: overhead tricep extension, pullover, get-up. */
  'overhead-load',
  /** One joint of the arm or shoulder: curls, pushdowns, kickbacks, raises, shrugs, wrist curls. */
  'arm-isolation',
  /** Curling the trunk: crunches, sit-ups, V-ups, leg raises, toe touches. */
  'spinal-flexion',
  /** Trunk flexion or rotation against an external load: weighted twists, cable woodchop, slams. */
  'loaded-spinal-flexion',
  /** Arching the back against gravity: back extension, superman. */
  'spinal-extension',
  /** Twisting the trunk: Russian twist, bicycle crunch, woodchop. */
  'rotation',
  /** Holding the trunk still while breathing: plank, side plank, dead bug, bird dog, hollow hold. */
  'brace',
  /** A held isometric effort that invites breath-holding: planks, wall sit, hollow hold, carries. */
  'isometric',
  /** Walking with a load in the hands: farmer's walk. */
  'carry',
  /** Both feet leave the ground and land: jumps, hops, skips, burpees, jumping jacks, jump rope. */
  'jump',
  /** Running strides: running, jogging, sprints, high knees, butt kicks. */
  'run',
  /** Walking or hiking. */
  'walk',
  /** Pedalling: cycling, stationary bike. */
  'cycle',
  /** The rowing stroke on a machine or a boat. */
  'row',
  /** Swimming strokes. */
  'swim',
  /** Stepping up continuously: stair climber, elliptical. */
  'step',
  /** Punching combinations: shadow boxing, boxing, kickboxing. */
  'strike',
  /** Rhythmic whole-body cardio to music or a sequence: aerobics, dancing, zumba, battle ropes. */
  'aerobic',
  /** Holding a stretch or a yoga pose. */
  'stretch',
  /** Moving joints through their range slowly: cat-cow, mobility work, tai chi, warm-up. */
  'mobility',
  /** Playing a sport or a game. */
  'sport',
] as const;
export type MovementPattern = (typeof MOVEMENT_PATTERNS)[number];

/**
 * How hard the exercise lands on the joints: `none` lying, sitting or supported (floor work,
 * machines, bike, rower, pool); `low` standing with a foot always on the ground (walking,
 * squats, elliptical); `high` running, jumping, landing.
 */
export const IMPACTS = ['none', 'low', 'high'] as const;
export type Impact = (typeof IMPACTS)[number];

/** Who can do it safely with good form; the wire values of the assessment's fitness level. */
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * The effort the exercise usually asks as done in a workout: `light` (stretches, walking, bird
 * dog), `moderate` (bodyweight and dumbbell strength, jogging, cycling), `vigorous` (heavy barbell
 * lifts, running, burpees, intervals), `maximal` (sprints, max-effort lifts and jumps).
 */
export const EFFORTS = ['light', 'moderate', 'vigorous', 'maximal'] as const;
export type Effort = (typeof EFFORTS)[number];

/**
 * What an exercise does to the body that a limitation may forbid, beyond its movement patterns:
 * tags a trainer checks against a health answer (issue 26). The safety table names the tags each
 * limitation avoids and `isSafe` is the one filter that reads them.
 */
export const CAUTIONS = [
  /**
   * A knee-and-hip bend of any depth under an external load (a weight held, on the back or
   * pushed by the legs): goblet, sumo, barbell and hack squats, leg press, thrusters, cleans.
   */
  'loaded-squat',
  /**
   * The head held below the heart: inversions and head-down poses (downward dog, sun
   * salutation, child's pose, pike and handstand push-ups) and head-down benches (decline
   * bench press and push-ups, back extension).
   */
  'head-below-heart',
] as const;
export type Caution = (typeof CAUTIONS)[number];

export interface TrainingProfile {
  /** Every movement pattern the exercise involves, its main one first (the plan's slots read it). */
  patterns: readonly MovementPattern[];
  impact: Impact;
  /** The cautions that apply (see CAUTIONS); none when absent. */
  cautions?: readonly Caution[];
  difficulty: Difficulty;
  effort: Effort;
  /**
   * What it needs, as alternatives: the exercise can be done when every item of any one option
   * is available (goblet squat: [['dumbbell'], ['kettlebell']]). `none` needs nothing and `mat`
   * is any floor space. Sports fields, pools, bicycles and rackets are `other`, `pool`,
   * `bicycle`, `racket`.
   */
  kit: readonly (readonly Equipment[])[];
  /**
   * False for what is not a block of a home or gym session: team and racket sports, outdoor
   * activities (hiking, skiing, kayaking), catch-all entries ("Workout", "Cardio").
   */
  plannable: boolean;
  /** How to do it, in one to three plain sentences a beginner can follow (at most 240 characters). */
  instructions: string;
}
