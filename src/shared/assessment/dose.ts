// How much of each exercise (issue 12), following published guidance: ACSM's position stand on
// progression in resistance training (novices 1–3 sets of 8–12 reps with 1–2 min rest for light
// loads, 2–3 min for heavy; strength for the trained 1–6 reps with 3–5 min; muscular endurance
// 10–25 reps with 30–60 s rest), ACSM's flexibility guidance (hold 10–30 s, 2–4 times), and
// cardiac rehabilitation practice for a heart condition (light loads of 12–15 reps, long rests,
// long warm-ups and cool-downs).
import type { AssessmentGoal, FitnessLevel } from '../schemas/assessment';

export interface SetDose {
  sets: number;
  reps: number;
  /** Seconds between sets. */
  rest: number;
}

type ByLevel<T> = Readonly<Record<FitnessLevel, T>>;

/** Reps and rest for lifting, by goal and level. */
export const RESISTANCE: Readonly<Record<AssessmentGoal, ByLevel<SetDose>>> = {
  strength: {
    beginner: { sets: 2, reps: 10, rest: 90 },
    intermediate: { sets: 3, reps: 6, rest: 150 },
    advanced: { sets: 4, reps: 5, rest: 180 },
  },
  muscle_building: {
    beginner: { sets: 2, reps: 12, rest: 75 },
    intermediate: { sets: 3, reps: 10, rest: 90 },
    advanced: { sets: 4, reps: 8, rest: 120 },
  },
  endurance: {
    beginner: { sets: 2, reps: 15, rest: 45 },
    intermediate: { sets: 3, reps: 20, rest: 45 },
    advanced: { sets: 3, reps: 25, rest: 30 },
  },
  weight_loss: {
    beginner: { sets: 2, reps: 12, rest: 45 },
    intermediate: { sets: 3, reps: 15, rest: 40 },
    advanced: { sets: 4, reps: 15, rest: 30 },
  },
  general_health: {
    beginner: { sets: 2, reps: 10, rest: 60 },
    intermediate: { sets: 3, reps: 12, rest: 60 },
    advanced: { sets: 3, reps: 12, rest: 60 },
  },
  flexibility: {
    beginner: { sets: 2, reps: 10, rest: 60 },
    intermediate: { sets: 2, reps: 12, rest: 60 },
    advanced: { sets: 3, reps: 12, rest: 60 },
  },
};

/** Light loads, many reps, long rests: effort stays light to moderate. */
export const HEART_RESISTANCE: ByLevel<SetDose> = {
  beginner: { sets: 1, reps: 12, rest: 90 },
  intermediate: { sets: 2, reps: 12, rest: 90 },
  advanced: { sets: 2, reps: 15, rest: 90 },
};

/** The goal that sets the lifting dose when several are chosen: the most specific one. */
export const GOAL_PRIORITY: readonly AssessmentGoal[] = [
  'strength',
  'muscle_building',
  'endurance',
  'weight_loss',
  'general_health',
  'flexibility',
];

/**
 * A bodyweight move at moderate effort gets its load from reps, not weight: five push-ups are
 * no strength set for someone who trains.
 */
export const BODYWEIGHT_MIN_REPS = 10;

/** Seconds of a held exercise (plank, wall sit) per set. */
export const HOLD_SECONDS: ByLevel<number> = { beginner: 20, intermediate: 30, advanced: 45 };
/** Holds breathe freely at 20 s or less; longer ones invite breath-holding. */
export const HEART_HOLD_SECONDS = 20;
export const HOLD_REST_SECONDS = 30;

/** Minutes of one steady cardio block. */
export const STEADY_MINUTES: ByLevel<number> = { beginner: 10, intermediate: 15, advanced: 20 };

/** Intervals: seconds of work and rest, and rounds of each move. */
export const INTERVALS: ByLevel<{ work: number; rest: number; rounds: number }> = {
  beginner: { work: 20, rest: 40, rounds: 4 },
  intermediate: { work: 30, rest: 30, rounds: 5 },
  advanced: { work: 40, rest: 20, rounds: 6 },
};

/** Stretches are held 30 s, twice (each side, or twice through); flows repeat slowly. */
export const STRETCH = { seconds: 30, sets: 2, rest: 10, flowReps: 6, flowRest: 20 } as const;

/** The bookends: a gradual warm-up and cool-down, longer for a heart condition. */
export const WARM_UP_SECONDS = { usual: 300, heart: 480 } as const;
export const COOL_DOWN_SECONDS = { usual: 180, heart: 300 } as const;

/** How far a plan may grow to fill the time: sets per exercise, minutes per steady block. */
export const GROWTH = {
  maxSets: 5,
  maxRounds: 8,
  maxStretchSets: 4,
  maxSteadyMinutes: 30,
} as const;
