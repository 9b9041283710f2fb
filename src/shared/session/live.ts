/**
 * The live workout (issue 27 §3) as a pure reducer: a person opens a routine (or nothing), ticks
 * each set as it happens, rests between sets on a timer, and finishes. Every event carries `now`
 * (ms since the epoch), so the state is a function of what happened and when, never of how often
 * a timer fired: the rest timer is the guided session's wall-clock `Countdown` and the elapsed
 * time its `Elapsed` (clock.ts). What the page shows and what POST /api/workouts receives are read
 * from the state by the functions at the end.
 *
 * Rules the issue left open, decided here:
 *
 * - **Current set.** The set a spoken "did 8 at 185" or "same again" fills. After a tick it moves
 *   to the next unticked set in reading order: the same exercise's next one, else the next
 *   exercise's, wrapping round to any set left unticked earlier (a skipped warm-up comes last). Unticking a set makes it current (it is to
 *   be done again). Removing the current set moves it to the next unticked one from there.
 * - **Supersets alternate.** Exercises sharing a `supersetGroup` are done in rounds: after a set
 *   of one, the current moves to the next exercise of the group, in list order, that still has an
 *   unticked set, wrapping to the group's first. The rest timer starts only when the round ends,
 *   that is when the next set wraps back to an exercise at or before the one just ticked (or the
 *   group is finished), and it runs for the rest of the exercise whose set ended the round. When
 *   one member has more sets than the others, its extra sets are rounds of one.
 * - **Rest.** Ticking a set starts the rest at its exercise's `restSeconds`, unless no set is
 *   left unticked (the workout is over) or the rest is 0; a rest already running is replaced.
 *   When it runs out, `restEnded.seq` grows once, so the page sounds the alarm once; Skip rest
 *   ends it without one. −15 s never goes below nothing; +15 s also lengthens the ring.
 * - **Pause** stops the elapsed time and the rest together. Ticking a set while paused resumes:
 *   the person is evidently training.
 * - **A reload does not pause** a live workout (unlike the guided session, whose coach would talk
 *   over nobody): the lifter is still in the gym, resting, so the elapsed time and the rest run on
 *   the wall clock. A rest that ran out while the page was gone is dropped silently, since an
 *   alarm minutes late says nothing (`restoreLive`).
 * - **Bounds** are the workout's (WORKOUT_LIMITS, one rule: workoutSizeProblem). An add that would
 *   break one changes nothing but `refused`, which names the bound until the next change; edits
 *   to values outside a field's bounds are ignored as a whole.
 * - **Volume** is in pounds (SUMMARY_WEIGHT_UNIT, exact via weightInLbs), as every stored
 *   summary is; the screen converts it to the person's unit once, at the edge.
 */
import type { CreateWorkoutInput, ExerciseInput, WorkoutSizeProblem } from '../schemas/workouts';
import { WORKOUT_LIMITS, workoutSizeProblem } from '../schemas/workouts';
import { DEFAULT_SET_TYPE, SET_TYPES, countsAsWork, isRpe, type SetType } from '../set-types';
import { SUMMARY_WEIGHT_UNIT, exerciseKey, weightInLbs } from '../sets';
import { DISTANCE_UNITS, WEIGHT_UNITS, type DistanceUnit, type WeightUnit } from '../units';
import {
  adjustCountdown,
  countdownLeft,
  endedBy,
  finishElapsed,
  pauseCountdown,
  pauseElapsed,
  resumeCountdown,
  resumeElapsed,
  setCountdownLeft,
  startCountdown,
  startElapsed,
  trainedSeconds,
  type Countdown,
  type Elapsed,
} from './clock';

const L = WORKOUT_LIMITS;

/** The rest of an exercise whose routine sets none, or that was added mid-workout. */
export const DEFAULT_REST_SECONDS = 90;
/** What +15 s and −15 s move the rest by. */
export const REST_STEP_SECONDS = 15;
/** The name of a workout started empty. */
export const EMPTY_WORKOUT_NAME = 'Workout';

/** What a set held last time: shown beside its row ("last time 185 × 8"). */
export interface LastTime {
  reps: number | null;
  weight: number | null;
  weightUnit: WeightUnit;
}

/** The values of a set a person edits (and a routine holds). */
export interface SetFields {
  setType: SetType;
  reps: number | null;
  /** In `weightUnit`, as typed. */
  weight: number | null;
  weightUnit: WeightUnit;
  /** Seconds. */
  duration: number | null;
  /** In the exercise's distance unit. */
  distance: number | null;
  rpe: number | null;
}

export interface LiveSet extends SetFields {
  key: string;
  done: boolean;
  doneAt: number | null;
  last: LastTime | null;
}

export interface ExerciseFields {
  name: string;
  restSeconds: number;
  supersetGroup: number | null;
  notes: string | null;
  distanceUnit: DistanceUnit;
}

export interface LiveExercise extends ExerciseFields {
  key: string;
  sets: readonly LiveSet[];
}

/** One set of one exercise, by their keys (stable across moves, removals and reloads). */
export interface SetRef {
  exerciseKey: string;
  setKey: string;
}

/** The rest after a set: its countdown, the set it follows, and its full length (the ring). */
export interface LiveRest extends SetRef {
  clock: Countdown;
  fullMs: number;
}

export interface LiveState extends Elapsed {
  version: 1;
  /** The client's name for this workout: the Idempotency-Key of its one save. */
  id: string;
  routineId: string | null;
  name: string;
  notes: string | null;
  /** The unit a set made from nothing is in (the person's Profile unit). */
  weightUnit: WeightUnit;
  exercises: readonly LiveExercise[];
  rest: LiveRest | null;
  /** The next set to do: the one voice fills; null when every set is ticked. */
  current: SetRef | null;
  /** Grows by one each time a rest runs out (not when skipped): the alarm sounds once per seq. */
  restEnded: { seq: number; at: number } | null;
  /** The bound the last add would have broken, until the next change. */
  refused: WorkoutSizeProblem | null;
  /** The next key to hand out (keys are `k1`, `k2`, … for exercises and sets alike). */
  nextKey: number;
}

/** A routine as GET /api/routines answers it (only what a live workout reads). */
export interface LiveRoutine {
  id: string;
  name: string;
  notes: string | null;
  exercises: readonly RoutineExerciseLike[];
}

export interface RoutineExerciseLike {
  name: string;
  restSeconds: number | null;
  supersetGroup: number | null;
  notes: string | null;
  distanceUnit?: DistanceUnit;
  setList: readonly SetFields[];
}

/** What POST/PUT /api/routines takes for an exercise (routines.ts routineExerciseInput). */
export interface RoutineExerciseBody extends ExerciseFields {
  setList: SetFields[];
}

export interface StartOptions {
  id: string;
  now: number;
  /** The routine to do; none for an empty workout. */
  routine?: LiveRoutine | null;
  /**
   * What each exercise held the last time it was done, by exercise name (matched as exercise
   * history groups names: "Push-ups" and "push up" are one): its sets in order.
   */
  last?: Readonly<Record<string, readonly LastTime[]>>;
  /** The person's weight unit, for sets made from nothing. */
  weightUnit?: WeightUnit;
  /** An empty workout's name. */
  name?: string;
}

export type LiveEvent =
  /** The clock moved (a repaint, the page shown again): a rest may have run out. */
  | { type: 'tick'; now: number }
  | { type: 'tickSet'; exerciseKey: string; setKey: string; now: number }
  | { type: 'untickSet'; exerciseKey: string; setKey: string; now: number }
  | { type: 'editSet'; exerciseKey: string; setKey: string; patch: Partial<SetFields>; now: number }
  /** A set copying the exercise's last one; without a key, the current exercise's ("add a set"). */
  | { type: 'addSet'; exerciseKey?: string; now: number }
  | { type: 'removeSet'; exerciseKey: string; setKey: string; now: number }
  | { type: 'moveSet'; exerciseKey: string; setKey: string; to: number; now: number }
  | {
      type: 'addExercise';
      name: string;
      restSeconds?: number;
      supersetGroup?: number | null;
      distanceUnit?: DistanceUnit;
      /** What it held last time: one set row per set done then, prefilled with its values. */
      last?: readonly LastTime[];
      now: number;
    }
  | { type: 'removeExercise'; exerciseKey: string; now: number }
  | { type: 'moveExercise'; exerciseKey: string; to: number; now: number }
  | { type: 'editExercise'; exerciseKey: string; patch: Partial<ExerciseFields>; now: number }
  | { type: 'restAdjust'; seconds: number; now: number }
  | { type: 'restSkip'; now: number }
  /** "Rest two minutes": that long from now (starting one after the last set when none runs). */
  | { type: 'restSet'; seconds: number; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'notes'; notes: string; now: number }
  | { type: 'rename'; name: string; now: number }
  /** "Done", "set done": ticks the current set as it stands. */
  | { type: 'setDone'; now: number }
  /** "Did 8 at 185": fills the current set and ticks it; no unit keeps the set's own. */
  | { type: 'did'; reps: number; weight?: number | null; unit?: WeightUnit; now: number }
  /** "8 reps": corrects the set just ticked while its rest runs, else is "did 8". */
  | { type: 'reps'; reps: number; now: number }
  /** "Same again": ticks the current set with the values of the set ticked last. */
  | { type: 'sameAgain'; now: number }
  /** "Next exercise": the current moves to the next exercise's first unticked set. */
  | { type: 'nextExercise'; now: number }
  | { type: 'finish'; now: number };

// ---- Starting -----------------------------------------------------------------------------------

const emptySet = (key: string, weightUnit: WeightUnit): LiveSet => ({
  key,
  setType: DEFAULT_SET_TYPE,
  reps: null,
  weight: null,
  weightUnit,
  duration: null,
  distance: null,
  rpe: null,
  done: false,
  doneAt: null,
  last: null,
});

/** A set row from last time's set: its values prefilled, and shown beside it. */
const fromLast = (key: string, last: LastTime): LiveSet => ({
  ...emptySet(key, last.weightUnit),
  reps: last.reps,
  weight: last.weight,
  last,
});

/**
 * A routine's set: its own target; a target left empty (no reps, no weight) is filled from the
 * same set last time, so a routine saved without weights still starts from what was lifted.
 */
function fromRoutine(key: string, target: SetFields, last: LastTime | null): LiveSet {
  const takeLastWeight = target.weight == null && last?.weight != null;
  return {
    ...emptySet(key, target.weightUnit),
    // Field by field: a routine as the server answers it may carry more than a set's values.
    setType: target.setType,
    duration: target.duration,
    distance: target.distance,
    rpe: target.rpe,
    reps: target.reps ?? last?.reps ?? null,
    weight: takeLastWeight ? last.weight : target.weight,
    weightUnit: takeLastWeight ? last.weightUnit : target.weightUnit,
    last,
  };
}

function lastByKey(last: StartOptions['last']): Map<string, readonly LastTime[]> {
  const map = new Map<string, readonly LastTime[]>();
  for (const [name, sets] of Object.entries(last ?? {})) map.set(exerciseKey(name), sets);
  return map;
}

/** A live workout started now, from a routine or empty. */
export function startLive(options: StartOptions): LiveState {
  const { routine, now } = options;
  const weightUnit = options.weightUnit ?? 'lb';
  const last = lastByKey(options.last);
  let nextKey = 1;
  const key = () => `k${nextKey++}`;
  // A routine is bounded like a workout already; these caps only keep a stray one inside them.
  let setsLeft = L.setsPerWorkout;
  const exercises: LiveExercise[] = (routine?.exercises ?? [])
    .slice(0, L.exercisesPerWorkout)
    .map((e) => {
      const before = last.get(exerciseKey(e.name)) ?? [];
      const count = Math.min(e.setList.length, L.sets, setsLeft);
      setsLeft -= count;
      return {
        key: key(),
        name: e.name,
        restSeconds: e.restSeconds ?? DEFAULT_REST_SECONDS,
        supersetGroup: e.supersetGroup,
        notes: e.notes,
        distanceUnit: e.distanceUnit ?? 'miles',
        sets: e.setList.slice(0, count).map((t, i) => fromRoutine(key(), t, before[i] ?? null)),
      };
    })
    .filter((e) => e.sets.length > 0);
  const state: LiveState = {
    version: 1,
    id: options.id,
    routineId: routine?.id ?? null,
    name: routine?.name ?? (options.name?.trim().slice(0, L.name) || EMPTY_WORKOUT_NAME),
    notes: routine?.notes ?? null,
    weightUnit,
    ...startElapsed(now),
    exercises,
    rest: null,
    current: null,
    restEnded: null,
    refused: null,
    nextKey,
  };
  return { ...state, current: firstUnticked(exercises, 0) };
}

// ---- The reducer --------------------------------------------------------------------------------

export function liveReducer(state: LiveState, event: LiveEvent): LiveState {
  if (state.finishedAt != null) return state;
  const s = catchUp(state, event.now);
  const next = apply(s, event);
  // A refusal is said once: the next change of anything else clears it.
  if (next !== s && s.refused && next.refused === s.refused) return { ...next, refused: null };
  return next;
}

function apply(s: LiveState, event: LiveEvent): LiveState {
  const { now } = event;
  switch (event.type) {
    case 'tick':
      return s;
    case 'tickSet':
      return tickSet(s, event, {}, now);
    case 'untickSet':
      return untickSet(s, event);
    case 'editSet': {
      const patch = validSetPatch(event.patch);
      return patch ? updateSet(s, event, patch) : s;
    }
    case 'addSet':
      return addSet(s, event.exerciseKey);
    case 'removeSet':
      return removeSet(s, event);
    case 'moveSet':
      return moveSet(s, event, event.to);
    case 'addExercise':
      return addExercise(s, event);
    case 'removeExercise':
      return removeExercise(s, event.exerciseKey);
    case 'moveExercise':
      return moveExercise(s, event.exerciseKey, event.to);
    case 'editExercise': {
      const patch = validExercisePatch(event.patch);
      return patch ? updateExercise(s, event.exerciseKey, (e) => ({ ...e, ...patch })) : s;
    }
    case 'restAdjust':
      return adjustRest(s, event.seconds * 1000, now);
    case 'restSkip':
      return s.rest ? { ...s, rest: null } : s;
    case 'restSet':
      return setRest(s, event.seconds, now);
    case 'pause':
      return pause(s, now);
    case 'resume':
      return resume(s, now);
    case 'notes': {
      const notes = event.notes.trim();
      if (notes.length > L.notes) return s;
      return { ...s, notes: notes || null };
    }
    case 'rename': {
      const name = event.name.trim();
      return name && name.length <= L.name ? { ...s, name } : s;
    }
    case 'setDone':
      return s.current ? tickSet(s, s.current, {}, now) : s;
    case 'did': {
      if (!s.current || !isCount(event.reps)) return s;
      const values: Partial<SetFields> = { reps: event.reps };
      if (event.weight != null) {
        if (!isWeight(event.weight)) return s;
        values.weight = event.weight;
        if (event.unit) values.weightUnit = event.unit;
      }
      return tickSet(s, s.current, values, now);
    }
    case 'reps': {
      if (!isCount(event.reps)) return s;
      // Said while the rest after a set runs: it corrects that set (as in the guided session).
      if (s.rest && findSet(s, s.rest)?.set.done) return updateSet(s, s.rest, { reps: event.reps });
      return s.current ? tickSet(s, s.current, { reps: event.reps }, now) : s;
    }
    case 'sameAgain': {
      const previous = lastTicked(s);
      if (!s.current || !previous) return s;
      const { reps, weight, weightUnit, duration, distance } = previous;
      return tickSet(s, s.current, { reps, weight, weightUnit, duration, distance }, now);
    }
    case 'nextExercise':
      return nextExercise(s);
    case 'finish':
      return { ...s, ...finishElapsed(s, now), rest: null };
  }
}

/** A rest that has run out by `now` ends at its own instant, and the alarm's seq moves on. */
function catchUp(s: LiveState, now: number): LiveState {
  const end = s.rest ? endedBy(s.rest.clock, now) : null;
  if (end == null) return s;
  return { ...s, rest: null, restEnded: { seq: (s.restEnded?.seq ?? 0) + 1, at: end } };
}

// ---- Finding and changing sets -----------------------------------------------------------------

function findSet(s: LiveState, ref: SetRef) {
  const exerciseIndex = s.exercises.findIndex((e) => e.key === ref.exerciseKey);
  const exercise = s.exercises[exerciseIndex];
  const setIndex = exercise ? exercise.sets.findIndex((x) => x.key === ref.setKey) : -1;
  const set = exercise?.sets[setIndex];
  return exercise && set ? { exercise, exerciseIndex, set, setIndex } : null;
}

function updateExercise(
  s: LiveState,
  key: string,
  change: (e: LiveExercise) => LiveExercise,
): LiveState {
  if (!s.exercises.some((e) => e.key === key)) return s;
  return { ...s, exercises: s.exercises.map((e) => (e.key === key ? change(e) : e)) };
}

function updateSet(s: LiveState, ref: SetRef, patch: Partial<LiveSet>): LiveState {
  if (!findSet(s, ref)) return s;
  return updateExercise(s, ref.exerciseKey, (e) => ({
    ...e,
    sets: e.sets.map((x) => (x.key === ref.setKey ? { ...x, ...patch } : x)),
  }));
}

const refOf = (e: LiveExercise, x: LiveSet): SetRef => ({ exerciseKey: e.key, setKey: x.key });

/** The first unticked set of exercise `from` or after it, wrapping to those before it. */
function firstUnticked(exercises: readonly LiveExercise[], from: number): SetRef | null {
  const n = exercises.length;
  for (let k = 0; k < n; k++) {
    const e = exercises[(from + k) % n]!;
    const set = e.sets.find((x) => !x.done);
    if (set) return refOf(e, set);
  }
  return null;
}

/** The first unticked set after set `j` of exercise `i`, in reading order, wrapping round. */
function untickedAfter(exercises: readonly LiveExercise[], i: number, j: number): SetRef | null {
  const e = exercises[i]!;
  const later = e.sets.slice(j + 1).find((x) => !x.done);
  if (later) return refOf(e, later);
  // Wrapping round comes back to this exercise last, to any set skipped before `j`.
  return firstUnticked(exercises, (i + 1) % exercises.length);
}

/**
 * Where the current goes after set `j` of exercise `i` is ticked, and whether a rest starts (the
 * rules in the header: supersets alternate, and rest only ends a round).
 */
function afterTick(
  exercises: readonly LiveExercise[],
  i: number,
  j: number,
): { current: SetRef | null; rest: boolean } {
  const group = exercises[i]!.supersetGroup;
  const members = exercises.flatMap((e, k) =>
    group != null && e.supersetGroup === group ? [k] : [],
  );
  if (members.length > 1) {
    const at = members.indexOf(i);
    for (const k of [...members.slice(at + 1), ...members.slice(0, at + 1)]) {
      const set = exercises[k]!.sets.find((x) => !x.done);
      if (set) return { current: refOf(exercises[k]!, set), rest: k <= i };
    }
  }
  const current = untickedAfter(exercises, i, j);
  return { current, rest: current != null };
}

function tickSet(s: LiveState, ref: SetRef, values: Partial<SetFields>, now: number): LiveState {
  const found = findSet(s, ref);
  if (!found || found.set.done) return s;
  const ticked = updateSet(resume(s, now), ref, { ...values, done: true, doneAt: now });
  const { current, rest } = afterTick(ticked.exercises, found.exerciseIndex, found.setIndex);
  const seconds = found.exercise.restSeconds;
  return {
    ...ticked,
    current,
    // A set done mid-round ends any rest left over: the person is working again.
    rest: rest && seconds > 0 ? newRest(ref, seconds * 1000, now) : null,
  };
}

const newRest = (ref: SetRef, ms: number, now: number): LiveRest => ({
  exerciseKey: ref.exerciseKey,
  setKey: ref.setKey,
  clock: startCountdown(ms, now),
  fullMs: ms,
});

const sameSet = (a: SetRef | null, b: SetRef) =>
  a != null && a.exerciseKey === b.exerciseKey && a.setKey === b.setKey;

function untickSet(s: LiveState, ref: SetRef): LiveState {
  if (!findSet(s, ref)?.set.done) return s;
  const next = updateSet(s, ref, { done: false, doneAt: null });
  return {
    ...next,
    current: { exerciseKey: ref.exerciseKey, setKey: ref.setKey },
    rest: sameSet(s.rest, ref) ? null : s.rest,
  };
}

/** The set ticked most recently (the first of equals, in list order). */
function lastTicked(s: LiveState): LiveSet | null {
  let best: LiveSet | null = null;
  for (const e of s.exercises) {
    for (const x of e.sets) {
      if (x.done && x.doneAt != null && (!best || x.doneAt > best.doneAt!)) best = x;
    }
  }
  return best;
}

/** The problem adding sets to exercise `index` (or a new exercise of `sets`) would make. */
function sizeProblemAfter(s: LiveState, add: { exercise?: number; sets: number }) {
  const counts = s.exercises.map((e, i) => e.sets.length + (i === add.exercise ? add.sets : 0));
  return workoutSizeProblem(add.exercise == null ? [...counts, add.sets] : counts);
}

/** The problem, if any, a new set on this exercise would make (the page greys its Add set). */
export function addSetProblem(s: LiveState, exerciseKey: string): WorkoutSizeProblem | null {
  const i = s.exercises.findIndex((e) => e.key === exerciseKey);
  return i < 0 ? null : sizeProblemAfter(s, { exercise: i, sets: 1 });
}

/** The problem, if any, a new exercise would make. */
export const addExerciseProblem = (s: LiveState): WorkoutSizeProblem | null =>
  sizeProblemAfter(s, { sets: 1 });

/** The exercise "add a set" means: the current one, else the one ticked last, else the last. */
function exerciseForAdd(s: LiveState): string | undefined {
  if (s.current) return s.current.exerciseKey;
  const previous = lastTicked(s);
  const owner = previous && s.exercises.find((e) => e.sets.includes(previous));
  return (owner ?? s.exercises[s.exercises.length - 1])?.key;
}

function addSet(s: LiveState, key: string | undefined): LiveState {
  const exerciseKey = key ?? exerciseForAdd(s);
  const e = s.exercises.find((x) => x.key === exerciseKey);
  if (!e) return s;
  const problem = addSetProblem(s, e.key);
  if (problem) return { ...s, refused: problem };
  const setKey = `k${s.nextKey}`;
  const copied = e.sets[e.sets.length - 1];
  const set: LiveSet = copied
    ? { ...copied, key: setKey, rpe: null, done: false, doneAt: null, last: null }
    : emptySet(setKey, s.weightUnit);
  const next = updateExercise(s, e.key, (x) => ({ ...x, sets: [...x.sets, set] }));
  return {
    ...next,
    nextKey: s.nextKey + 1,
    refused: null,
    current: s.current ?? { exerciseKey: e.key, setKey },
  };
}

function removeSet(s: LiveState, ref: SetRef): LiveState {
  const found = findSet(s, ref);
  if (!found) return s;
  const next = updateExercise(s, ref.exerciseKey, (e) => ({
    ...e,
    sets: e.sets.filter((x) => x.key !== ref.setKey),
  }));
  return {
    ...next,
    rest: sameSet(s.rest, ref) ? null : s.rest,
    current: sameSet(s.current, ref)
      ? firstUnticked(next.exercises, found.exerciseIndex)
      : s.current,
  };
}

/** `list` with the item at `from` moved to `to` (clamped into the list). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(Math.min(Math.max(0, Math.trunc(to)), out.length), 0, item!);
  return out;
}

function moveSet(s: LiveState, ref: SetRef, to: number): LiveState {
  const found = findSet(s, ref);
  if (!found || !Number.isFinite(to)) return s;
  return updateExercise(s, ref.exerciseKey, (e) => ({
    ...e,
    sets: moved(e.sets, found.setIndex, to),
  }));
}

function addExercise(s: LiveState, event: Extract<LiveEvent, { type: 'addExercise' }>): LiveState {
  const patch = validExercisePatch({
    name: event.name,
    restSeconds: event.restSeconds ?? DEFAULT_REST_SECONDS,
    supersetGroup: event.supersetGroup ?? null,
    distanceUnit: event.distanceUnit ?? 'miles',
  });
  if (!patch) return s;
  const last = (event.last ?? []).slice(0, L.sets);
  const problem = sizeProblemAfter(s, { sets: Math.max(1, last.length) });
  if (problem) return { ...s, refused: problem };
  let nextKey = s.nextKey;
  const key = () => `k${nextKey++}`;
  const exercise: LiveExercise = {
    key: key(),
    name: patch.name!,
    restSeconds: patch.restSeconds!,
    supersetGroup: patch.supersetGroup ?? null,
    notes: null,
    distanceUnit: patch.distanceUnit!,
    sets: last.length > 0 ? last.map((l) => fromLast(key(), l)) : [emptySet(key(), s.weightUnit)],
  };
  return {
    ...s,
    exercises: [...s.exercises, exercise],
    nextKey,
    refused: null,
    current: s.current ?? refOf(exercise, exercise.sets[0]!),
  };
}

function removeExercise(s: LiveState, key: string): LiveState {
  const i = s.exercises.findIndex((e) => e.key === key);
  if (i < 0) return s;
  const exercises = s.exercises.filter((e) => e.key !== key);
  return {
    ...s,
    exercises,
    rest: s.rest?.exerciseKey === key ? null : s.rest,
    current: s.current?.exerciseKey === key ? firstUnticked(exercises, i) : s.current,
  };
}

function moveExercise(s: LiveState, key: string, to: number): LiveState {
  const i = s.exercises.findIndex((e) => e.key === key);
  if (i < 0 || !Number.isFinite(to)) return s;
  return { ...s, exercises: moved(s.exercises, i, to) };
}

function nextExercise(s: LiveState): LiveState {
  if (!s.current) return s;
  const i = s.exercises.findIndex((e) => e.key === s.current!.exerciseKey);
  const rest = s.exercises.filter((_, k) => k !== i);
  // The exercises after this one, then those before it: never this one again.
  const order = [...rest.slice(i), ...rest.slice(0, i)];
  const current = firstUnticked(order, 0);
  return current ? { ...s, current } : s;
}

// ---- Rest and pause ----------------------------------------------------------------------------

function adjustRest(s: LiveState, deltaMs: number, now: number): LiveState {
  if (!s.rest || !Number.isFinite(deltaMs)) return s;
  const clock = adjustCountdown(s.rest.clock, deltaMs, now);
  // +15 s lengthens the ring's circle; −15 s leaves it, so the ring shows less left.
  const fullMs = Math.max(s.rest.fullMs + Math.max(0, deltaMs), countdownLeft(clock, now));
  return { ...s, rest: { ...s.rest, clock, fullMs } };
}

function setRest(s: LiveState, seconds: number, now: number): LiveState {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > L.restTime) return s;
  if (seconds === 0) return { ...s, rest: null };
  const ms = seconds * 1000;
  if (s.rest)
    return {
      ...s,
      rest: { ...s.rest, clock: setCountdownLeft(s.rest.clock, ms, now), fullMs: ms },
    };
  const previous = lastTicked(s);
  const owner = previous && s.exercises.find((e) => e.sets.includes(previous));
  const ref = owner && previous ? refOf(owner, previous) : s.current;
  if (!ref) return s;
  const rest = newRest(ref, ms, now);
  // Started while paused, it waits for Resume like everything else.
  return {
    ...s,
    rest: s.pausedAt != null ? { ...rest, clock: pauseCountdown(rest.clock, now) } : rest,
  };
}

function pause(s: LiveState, now: number): LiveState {
  if (s.pausedAt != null) return s;
  const rest = s.rest && { ...s.rest, clock: pauseCountdown(s.rest.clock, now) };
  return { ...s, ...pauseElapsed(s, now), rest };
}

function resume(s: LiveState, now: number): LiveState {
  if (s.pausedAt == null) return s;
  const rest = s.rest && { ...s.rest, clock: resumeCountdown(s.rest.clock, now) };
  return { ...s, ...resumeElapsed(s, now), rest };
}

// ---- Bounds of what may be typed or said -------------------------------------------------------

const isWhole = (n: unknown, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;
const isCount = (n: number) => isWhole(n, L.reps);
const isWeight = (n: number) =>
  Number.isFinite(n) && n >= 0 && n <= L.weight && Number.isInteger(n / 0.5);

/** The patch when every field in it is within its bounds (null may clear a value); else null. */
function validSetPatch(patch: Partial<SetFields>): Partial<SetFields> | null {
  const ok = (value: unknown, test: (v: number) => boolean) =>
    value === undefined || value === null || (typeof value === 'number' && test(value));
  const valid =
    (patch.setType === undefined || SET_TYPES.includes(patch.setType)) &&
    (patch.weightUnit === undefined || WEIGHT_UNITS.includes(patch.weightUnit)) &&
    ok(patch.reps, isCount) &&
    ok(patch.weight, isWeight) &&
    ok(patch.duration, (v) => isWhole(v, L.duration)) &&
    ok(patch.distance, (v) => Number.isFinite(v) && v >= 0 && v <= L.distance) &&
    ok(patch.rpe, isRpe);
  if (!valid) return null;
  const { setType, reps, weight, weightUnit, duration, distance, rpe } = patch;
  return Object.fromEntries(
    Object.entries({ setType, reps, weight, weightUnit, duration, distance, rpe }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

function validExercisePatch(patch: Partial<ExerciseFields>): Partial<ExerciseFields> | null {
  const out: Partial<ExerciseFields> = {};
  if (patch.name !== undefined) {
    const name = patch.name.trim();
    if (!name || name.length > L.name) return null;
    out.name = name;
  }
  if (patch.restSeconds !== undefined) {
    if (!isWhole(patch.restSeconds, L.restTime)) return null;
    out.restSeconds = patch.restSeconds;
  }
  if (patch.supersetGroup !== undefined) {
    const g = patch.supersetGroup;
    if (g !== null && !(isWhole(g, L.supersetGroup) && g >= 1)) return null;
    out.supersetGroup = g;
  }
  if (patch.notes !== undefined) {
    const notes = patch.notes?.trim() ?? '';
    if (notes.length > L.notes) return null;
    out.notes = notes || null;
  }
  if (patch.distanceUnit !== undefined) {
    if (!DISTANCE_UNITS.includes(patch.distanceUnit)) return null;
    out.distanceUnit = patch.distanceUnit;
  }
  return out;
}

// ---- Reading the state -------------------------------------------------------------------------

/** Seconds trained so far: from the start, less the pauses (the finish once finished). */
export const elapsedSeconds = (s: LiveState, now: number) => trainedSeconds(s, now);

/** Milliseconds of rest left at `now`; 0 when none runs. */
export const restLeftMs = (s: LiveState, now: number) =>
  s.rest ? countdownLeft(s.rest.clock, now) : 0;

/** The current set with its exercise, for the page and the coach's words. */
export function currentSet(s: LiveState) {
  return s.current ? findSet(s, s.current) : null;
}

/** Ticked and all sets, and those left unticked (Finish asks only when some are). */
export function setCounts(s: LiveState): { done: number; total: number; unticked: number } {
  const all = s.exercises.flatMap((e) => e.sets);
  const done = all.filter((x) => x.done).length;
  return { done, total: all.length, unticked: all.length - done };
}

/**
 * Volume lifted: reps × weight of every ticked set that counts as work (no warm-ups), in pounds
 * (SUMMARY_WEIGHT_UNIT), each set converted from the unit it was typed in.
 */
export function volumeLbs(s: LiveState): number {
  let total = 0;
  for (const e of s.exercises) {
    for (const x of e.sets) {
      if (x.done && countsAsWork(x) && x.reps && x.weight) {
        total += x.reps * weightInLbs(x.weight, x.weightUnit);
      }
    }
  }
  return total;
}
export const VOLUME_UNIT = SUMMARY_WEIGHT_UNIT;

const setBody = (x: LiveSet) => ({
  setType: x.setType,
  reps: x.reps,
  weight: x.weight,
  weightUnit: x.weightUnit,
  duration: x.duration,
  distance: x.distance,
  rpe: x.rpe,
});

/**
 * The POST /api/workouts body of a finished live workout: every ticked set with its type and
 * RPE, exercises with none left out, the duration from start to finish less the pauses, and the
 * routine it was done from. Done at the finish (or `now` before one). Null when nothing was
 * ticked: there is no workout to save. Exercise notes are the routine's and are not sent (a
 * logged exercise has no notes).
 */
export type LiveWorkoutBody = CreateWorkoutInput & { exercises: ExerciseInput[] };

export function toWorkoutBody(s: LiveState, now: number, userId: string): LiveWorkoutBody | null {
  const exercises = s.exercises.flatMap((e) => {
    const done = e.sets.filter((x) => x.done);
    if (done.length === 0) return [];
    return [
      {
        name: e.name,
        sets: done.length,
        restTime: e.restSeconds,
        supersetGroup: e.supersetGroup,
        distanceUnit: e.distanceUnit,
        setList: done.map((x) => ({ ...setBody(x), done: true })),
      },
    ];
  });
  if (exercises.length === 0) return null;
  const end = s.finishedAt ?? now;
  const lifting = exercises.every((e) =>
    e.setList.every((x) => x.reps != null && x.distance == null),
  );
  return {
    userId,
    name: s.name,
    type: lifting ? 'strength' : 'mixed',
    notes: s.notes,
    duration: Math.min(L.duration, trainedSeconds(s, end)),
    completedAt: new Date(end).toISOString(),
    routineId: s.routineId,
    exercises,
  };
}

/** The exercises as a routine holds them: every set as it now stands, ticked or not. */
export function toRoutineExercises(s: LiveState): RoutineExerciseBody[] {
  return s.exercises
    .filter((e) => e.sets.length > 0)
    .map((e) => ({
      name: e.name,
      restSeconds: e.restSeconds,
      supersetGroup: e.supersetGroup,
      notes: e.notes,
      distanceUnit: e.distanceUnit,
      setList: e.sets.map(setBody),
    }));
}

/** What differs from the routine, for the summary's "Update routine". */
export interface RoutineChanges {
  /** Exercises added, removed, renamed, reordered, or their rest or superset changed. */
  exercises: boolean;
  /** An exercise's number of sets changed. */
  sets: boolean;
  /** A set's type, reps, weight, time, distance or RPE changed. */
  values: boolean;
  changed: boolean;
}

export function routineChanges(s: LiveState, routine: LiveRoutine): RoutineChanges {
  const now = toRoutineExercises(s);
  const was = routine.exercises;
  const exercises =
    now.length !== was.length ||
    now.some((e, i) => {
      const r = was[i]!;
      return (
        e.name !== r.name ||
        e.restSeconds !== (r.restSeconds ?? DEFAULT_REST_SECONDS) ||
        e.supersetGroup !== r.supersetGroup
      );
    });
  const pairs = now.flatMap((e, i) => (was[i] ? [[e, was[i]] as const] : []));
  const sets = pairs.some(([e, r]) => e.setList.length !== r.setList.length);
  const values = pairs.some(([e, r]) =>
    e.setList.some((x, k) => {
      const t = r.setList[k];
      return t != null && !sameSetValues(x, t);
    }),
  );
  return { exercises, sets, values, changed: exercises || sets || values };
}

function sameSetValues(a: SetFields, b: SetFields): boolean {
  const sameWeight = a.weight === b.weight && (a.weight == null || a.weightUnit === b.weightUnit);
  return (
    a.setType === b.setType &&
    a.reps === b.reps &&
    sameWeight &&
    a.duration === b.duration &&
    a.distance === b.distance &&
    a.rpe === b.rpe
  );
}

/**
 * A live workout brought back after a reload or a closed tab. It was never paused by leaving
 * (see the header): the elapsed time and a running rest carry on on the wall clock. A rest that
 * ran out while the page was gone is dropped without an alarm; a paused workout stays paused.
 */
export function restoreLive(saved: LiveState, now: number): LiveState {
  const s = saved.rest && endedBy(saved.rest.clock, now) != null ? { ...saved, rest: null } : saved;
  // The current must point at an unticked set that exists (a store from an older build may not).
  const current = s.current && findSet(s, s.current);
  if (current && !current.set.done) return s;
  return { ...s, current: firstUnticked(s.exercises, 0) };
}
