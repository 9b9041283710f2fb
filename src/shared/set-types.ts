// What a set is (issue 27 §2): a warm-up, a working set, a drop set or one taken to failure, and
// how hard it felt (RPE). Every reader that counts sets for records, volume or goals asks
// `countsAsWork` here, so a warm-up is left out everywhere the same way.

export const SET_TYPES = ['normal', 'warmup', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];
export const DEFAULT_SET_TYPE: SetType = 'normal';

/** How each type reads on a screen and in the coach's words. */
export const SET_TYPE_LABELS: Record<SetType, string> = {
  normal: 'Working set',
  warmup: 'Warm-up',
  drop: 'Drop set',
  failure: 'To failure',
};

/** The one-letter tag a set row shows (Strong's W, D, F; a working set shows its number). */
export const SET_TYPE_TAGS: Record<SetType, string | null> = {
  normal: null,
  warmup: 'W',
  drop: 'D',
  failure: 'F',
};

/** Rate of perceived exertion: 1 to 10 in half steps (issue 27 §2). */
export const RPE = { min: 1, max: 10, step: 0.5 } as const;

/** Whether `value` is an RPE a set may carry. */
export const isRpe = (value: number) =>
  Number.isFinite(value) &&
  value >= RPE.min &&
  value <= RPE.max &&
  Number.isInteger((value - RPE.min) / RPE.step);

/**
 * Whether a set counts as work: for records, volume and goals. A warm-up never does; a set
 * without a type (written before sets had one) is a working set.
 */
export const countsAsWork = (set: { setType?: SetType | null }) =>
  (set.setType ?? DEFAULT_SET_TYPE) !== 'warmup';
