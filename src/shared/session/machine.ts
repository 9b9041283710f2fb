import type { CoachPhase } from '../schemas/ai-coach';
import type { DistanceUnit, WeightUnit } from '../units';
import type { SetType } from '../set-types';
import {
  NO_COUNTDOWN,
  NOT_STARTED,
  countdownLeft,
  endedBy,
  pauseCountdown,
  pausedFor,
  resumeCountdown,
  startCountdown,
  type Countdown,
  type Elapsed,
} from './clock';

/**
 * The guided session (SPEC §4 Workout session, issue 11) as a pure reducer over wall-clock time.
 *
 * Time is never counted in ticks: each phase has an end instant (`endsAt`, ms since the epoch),
 * and the next phase starts at that instant, not when a tick happened to notice it. A tick that
 * arrives late (a background tab whose timers fire once a minute, a locked phone) therefore walks
 * through every boundary it missed and lands exactly where the clock says; the 1 s tick of
 * SPEC §9 only repaints. Pause keeps the time left; Resume sets a new end from it. The phase's
 * timer is a `Countdown` and the time trained an `Elapsed` (clock.ts), the same values the live
 * workout's rest timer and elapsed time are (issue 27: one session engine); the state holds their
 * fields flat, so a session stored by an earlier build reads back unchanged.
 */

/** SPEC §9: an exercise without a duration runs for this long. */
export const DEFAULT_EXERCISE_SECONDS = 60;
/** The spoken and shown 3-2-1 before a timed hold (issue 11). */
export const COUNTDOWN_SECONDS = 3;

/**
 * The target of one set (issue 26 §7): a pyramid's 185×5, 205×5, 225×3 is three targets. Reps
 * make a rep set (its duration, if any, the length of its window); else a duration makes a timed
 * hold; a distance alone runs for the default time.
 */
export interface SetPlan {
  reps: number | null;
  duration: number | null;
  weight: number | null;
  weightUnit: WeightUnit;
  distance: number | null;
  /** What the set is (issue 27 §2): a session saves a warm-up as a warm-up. */
  setType?: SetType;
}

export interface SessionExercise {
  id: string;
  name: string;
  sets: number;
  /** Planned reps per set; null for a timed hold. (The first set's, when `setList` differs.) */
  reps: number | null;
  /** Seconds per set for a timed hold; null for reps. */
  duration: number | null;
  /** Seconds of rest after each set but the last. */
  restTime: number;
  weight?: number | null;
  weightUnit?: WeightUnit;
  distanceUnit?: DistanceUnit;
  /** Each set's own target, one per set; without it every set is reps/duration/weight above. */
  setList?: readonly SetPlan[] | null;
}

const positiveOrNull = (n: number | null | undefined) => (n != null && n > 0 ? n : null);

/**
 * What set `set` (1-based) of an exercise asks for: its own entry of `setList`, else the
 * exercise's one target. Every reader of a set's target (the timer, what a done set records,
 * the card, the coach's cue, the saved workout) goes through here.
 */
export function setPlanOf(e: SessionExercise, set: number): SetPlan {
  const own = e.setList?.[Math.min(Math.max(1, set), e.setList.length) - 1];
  const reps = positiveOrNull(own ? own.reps : e.reps);
  return {
    reps,
    duration: positiveOrNull(own ? own.duration : e.duration),
    weight: positiveOrNull(own ? own.weight : e.weight),
    weightUnit: (own ? own.weightUnit : e.weightUnit) ?? 'lb',
    distance: positiveOrNull(own?.distance),
    setType: own?.setType ?? 'normal',
  };
}

/** `countdown` is the 3-2-1 before a timed hold; `stopped` is a session ended before the end. */
export type SessionPhase = 'idle' | 'countdown' | 'exercise' | 'rest' | 'complete' | 'stopped';

/** SPEC §4 coach phases: what the coach speaks about when a phase begins. */
export type { CoachPhase };

/** One set as it was done: reps said (or planned), seconds actually held for a timed hold. */
export interface DoneSet {
  exercise: number;
  set: number;
  reps: number | null;
  duration: number | null;
  /** True when the user said how many reps they did. */
  repsSaid: boolean;
}

export interface Cue {
  /** Increases with every cue, so a listener speaks each one once. */
  seq: number;
  phase: CoachPhase;
  exercise: number;
  set: number;
}

export interface SessionState extends Countdown, Elapsed {
  exercises: readonly SessionExercise[];
  phase: SessionPhase;
  /** The exercise and set in play (0-based exercise, 1-based set). */
  index: number;
  set: number;
  /**
   * The current phase's countdown: `running` is false when idle, paused, complete or stopped;
   * `endsAt` is when the phase ends, while running; `remainingMs` its time left, while paused.
   */
  running: boolean;
  endsAt: number | null;
  remainingMs: number | null;
  /** Length of the current phase (the ring's full circle). */
  phaseMs: number;
  /** When the current set's exercise phase began (a hold records the seconds actually held). */
  setStartedAt: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  /** Time spent paused, so the saved duration is the time trained. */
  pausedMs: number;
  pausedAt: number | null;
  done: readonly DoneSet[];
  cue: Cue | null;
}

export type SessionEvent =
  | { type: 'start'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  /** SPEC §4: Skip forces the current timer to end (Next and Done are the same). */
  | { type: 'skip'; now: number }
  /** "I did 10": ends the set with those reps, or corrects the set just done during rest. */
  | { type: 'reps'; reps: number; now: number }
  | { type: 'stop'; now: number };

export function createSession(exercises: readonly SessionExercise[]): SessionState {
  if (exercises.length === 0) throw new Error('a session needs at least one exercise');
  return {
    exercises,
    phase: 'idle',
    index: 0,
    set: 1,
    ...NO_COUNTDOWN,
    phaseMs: setMs(setPlanOf(exercises[0]!, 1)),
    setStartedAt: null,
    ...NOT_STARTED,
    done: [],
    cue: null,
  };
}

const isHold = (t: SetPlan) => t.reps == null && t.duration != null;
const setMs = (t: SetPlan) => (t.duration ?? DEFAULT_EXERCISE_SECONDS) * 1000;

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'start':
      if (state.phase !== 'idle') return state;
      return beginSet({ ...state, startedAt: event.now, running: true }, 0, 1, event.now, 'start');
    case 'tick':
      return catchUp(state, event.now);
    case 'pause': {
      const s = catchUp(state, event.now);
      if (!s.running || s.endsAt == null) return s;
      return { ...s, ...pauseCountdown(s, event.now), pausedAt: event.now };
    }
    case 'resume': {
      if (state.running || state.remainingMs == null || !isActive(state)) return state;
      return { ...unpause(state, event.now), ...resumeCountdown(state, event.now) };
    }
    case 'skip': {
      const s = catchUp(state, event.now);
      if (!isActive(s)) return s;
      return endPhase(unpause(s, event.now), event.now);
    }
    case 'reps': {
      const s = catchUp(state, event.now);
      if (s.phase === 'exercise' || s.phase === 'countdown') {
        return endPhase(unpause(s, event.now), event.now, event.reps);
      }
      if (s.phase === 'rest' && s.done.length > 0) {
        // Said during the rest after a set: it corrects the set just done.
        const last = s.done[s.done.length - 1]!;
        const fixed = { ...last, reps: event.reps, repsSaid: true };
        return { ...s, done: [...s.done.slice(0, -1), fixed] };
      }
      return s;
    }
    case 'stop': {
      if (!isActive(state)) return state;
      const s = catchUp(state, event.now);
      if (!isActive(s)) return s;
      return {
        ...unpause(s, event.now),
        phase: 'stopped',
        ...NO_COUNTDOWN,
        finishedAt: event.now,
      };
    }
  }
}

/** A session that has started and not ended (running or paused). */
export const isActive = (s: SessionState) =>
  s.phase === 'countdown' || s.phase === 'exercise' || s.phase === 'rest';

/** Ends a pause now (Resume; Skip or "I did 10" while paused also carry on). */
function unpause(s: SessionState, now: number): SessionState {
  if (s.running || s.pausedAt == null) return s;
  const paused = pausedFor(s, now);
  return {
    ...s,
    running: true,
    pausedAt: null,
    pausedMs: s.pausedMs + paused,
    // A hold's clock stops while paused too.
    setStartedAt: s.setStartedAt == null ? null : s.setStartedAt + paused,
  };
}

/** Walks through every phase boundary up to `now`, each next phase starting at the boundary. */
function catchUp(state: SessionState, now: number): SessionState {
  let s = state;
  for (let end = endedBy(s, now); end != null; end = endedBy(s, now)) s = endPhase(s, end);
  return s;
}

/** The current phase ends at `at` (its timer ran out, or Skip); the next one starts then. */
function endPhase(s: SessionState, at: number, repsSaid?: number): SessionState {
  const exercise = s.exercises[s.index]!;
  if (s.phase === 'countdown' && repsSaid === undefined) return beginHold(s, at);
  if (s.phase === 'rest') return beginSet(s, s.index, s.set + 1, at, 'exercise');
  // The exercise phase (or a countdown cut short by "I did 10") ends: the set is done.
  const target = setPlanOf(exercise, s.set);
  const held =
    isHold(target) && s.phase === 'exercise' && s.setStartedAt != null
      ? Math.min(target.duration!, Math.round((at - s.setStartedAt) / 1000))
      : target.duration;
  const doneSet: DoneSet = {
    exercise: s.index,
    set: s.set,
    reps: repsSaid ?? target.reps,
    duration: held,
    repsSaid: repsSaid !== undefined,
  };
  const next = { ...s, done: [...s.done, doneSet], setStartedAt: null };
  if (s.set < exercise.sets && exercise.restTime > 0) {
    return withPhase(next, 'rest', exercise.restTime * 1000, at, 'rest');
  }
  if (s.set < exercise.sets) return beginSet(next, s.index, s.set + 1, at, 'exercise');
  if (s.index + 1 < s.exercises.length) return beginSet(next, s.index + 1, 1, at, 'transition');
  return {
    ...next,
    phase: 'complete',
    ...NO_COUNTDOWN,
    phaseMs: 0,
    finishedAt: at,
    cue: nextCue(next, 'complete'),
  };
}

/** A set begins: a timed hold first counts down 3-2-1, anything else starts at once. */
function beginSet(
  s: SessionState,
  index: number,
  set: number,
  at: number,
  phase: CoachPhase,
): SessionState {
  const target = setPlanOf(s.exercises[index]!, set);
  const at0 = { ...s, index, set };
  if (isHold(target)) return withPhase(at0, 'countdown', COUNTDOWN_SECONDS * 1000, at, phase);
  return { ...withPhase(at0, 'exercise', setMs(target), at, phase), setStartedAt: at };
}

function beginHold(s: SessionState, at: number): SessionState {
  const target = setPlanOf(s.exercises[s.index]!, s.set);
  // The coach spoke when the countdown began; the hold itself starts silently on "go".
  return { ...withPhase(s, 'exercise', setMs(target), at, null), setStartedAt: at };
}

function withPhase(
  s: SessionState,
  phase: 'countdown' | 'exercise' | 'rest',
  ms: number,
  at: number,
  cue: CoachPhase | null,
): SessionState {
  return {
    ...s,
    phase,
    ...startCountdown(ms, at),
    phaseMs: ms,
    cue: cue ? nextCue(s, cue) : s.cue,
  };
}

const nextCue = (s: SessionState, phase: CoachPhase): Cue => ({
  seq: (s.cue?.seq ?? 0) + 1,
  phase,
  exercise: s.index,
  set: s.set,
});

// ---- Reading the state -------------------------------------------------------------------------

/** Milliseconds left in the current phase at `now` (0 when nothing runs). */
export function remainingMs(s: SessionState, now: number): number {
  // Before the start the ring shows the first set's full length.
  if (s.phase === 'idle' && !s.running && s.remainingMs == null) return s.phaseMs;
  return countdownLeft(s, now);
}

/** The countdown's mm:ss, rounding up so 0:00 shows only when the phase is over. */
export function formatClock(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Exercises whose every set is done (SPEC §4: progress is completed over total). */
export function completedExercises(s: SessionState): number {
  if (s.phase === 'complete') return s.exercises.length;
  return s.index;
}

/**
 * SPEC §3 session exercise view: completed and currentSet per exercise. Only a session under way
 * has a current exercise; once stopped, the exercise it stopped in is `stopped` (issue 26: after
 * Stop → Save nothing stays "Active").
 */
export function exerciseStatus(
  s: SessionState,
  i: number,
): 'done' | 'current' | 'stopped' | 'upcoming' {
  if (s.phase === 'complete' || i < s.index) return 'done';
  if (i !== s.index) return 'upcoming';
  if (s.phase === 'stopped') return 'stopped';
  return isActive(s) ? 'current' : 'upcoming';
}

/** Seconds trained: from start to finish (or now) without the pauses (clock.ts). */
export { trainedSeconds } from './clock';

/**
 * How long a session of these exercises takes when it runs untouched, in seconds: each set's
 * window (a timed hold after its 3-2-1), and the rest between sets. Plans are sized with it
 * (issue 12), so the minutes a plan promises are the minutes the session runs.
 */
export function sessionSeconds(exercises: readonly SessionExercise[]): number {
  return exercises.reduce((total, e) => {
    let sets = 0;
    for (let n = 1; n <= e.sets; n++) {
      const t = setPlanOf(e, n);
      sets += (isHold(t) ? COUNTDOWN_SECONDS : 0) + setMs(t) / 1000;
    }
    return total + sets + Math.max(0, e.sets - 1) * e.restTime;
  }, 0);
}

/**
 * A session brought back after a reload: the clock is walked to the moment the page went away,
 * then paused there, so the user resumes with the time that was left rather than finding the
 * session run on (or finished) while nobody was watching.
 */
export function restoreSession(saved: SessionState, leftAt: number): SessionState {
  const s = catchUp(saved, leftAt);
  return sessionReducer(s, { type: 'pause', now: leftAt });
}

/** SPEC §3 built-in sample plan. */
export const SAMPLE_PLAN: readonly SessionExercise[] = [
  { id: 'push-ups', name: 'Push-ups', sets: 3, reps: 12, duration: null, restTime: 60 },
  { id: 'squats', name: 'Squats', sets: 3, reps: 15, duration: null, restTime: 60 },
  { id: 'plank', name: 'Plank', sets: 3, reps: null, duration: 45, restTime: 45 },
  { id: 'jumping-jacks', name: 'Jumping Jacks', sets: 2, reps: null, duration: 30, restTime: 30 },
];
