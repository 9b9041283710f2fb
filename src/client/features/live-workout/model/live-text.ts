import type { LastExercise } from '@shared/schemas/exercise-history';
import type { LiveWorkoutSnapshot } from '@shared/schemas/live-workouts';
import type { LiveCommand } from '@shared/session/live-commands';
import {
  currentSet,
  setCounts,
  type LastTime,
  type LiveSet,
  type LiveState,
} from '@shared/session/live';
import { SET_TYPE_TAGS } from '@shared/set-types';
import type { WeightUnit } from '@shared/units';

/** The workout's clock: "07:05" under an hour, "1:02:09" after (the wall clock, less pauses). */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** "185 lb", "102.5 kg", or "" when there is no weight. */
export const loadText = (weight: number | null, unit: WeightUnit) =>
  weight == null ? '' : `${weight} ${unit}`;

/** A set's values as a lifter reads them: "8 × 185 lb", "8 reps", "185 lb", or "—". */
export function setText(s: { reps: number | null; weight: number | null; weightUnit: WeightUnit }) {
  if (s.reps != null && s.weight != null) return `${s.reps} × ${loadText(s.weight, s.weightUnit)}`;
  if (s.reps != null) return `${s.reps} reps`;
  if (s.weight != null) return loadText(s.weight, s.weightUnit);
  return '—';
}

/** "Last time 8 × 185 lb" beside a row; "No last time" when the exercise is new to the person. */
export const lastTimeText = (last: LastTime | null) =>
  last && (last.reps != null || last.weight != null) ? `Last ${setText(last)}` : 'New';

/** A row's tag: its number among the working sets, or W, D or F (the set-type tags). */
export function setTags(sets: readonly Pick<LiveSet, 'setType'>[]): string[] {
  let n = 0;
  return sets.map((x) => SET_TYPE_TAGS[x.setType] ?? String(++n));
}

/**
 * What each exercise held last time (GET /api/exercises/last), as startLive and addExercise take
 * it: one entry per set, in order.
 */
export const lastTimesOf = (last: LastExercise | null): LastTime[] =>
  (last?.setList ?? []).map((x) => ({ reps: x.reps, weight: x.weight, weightUnit: x.weightUnit }));

/** PUT /api/live-workout's body: what another device shows, and the state it can take over. */
export function snapshotOf(s: LiveState, now: number): LiveWorkoutSnapshot {
  const { done, total } = setCounts(s);
  return {
    key: s.id,
    name: s.name,
    routineId: s.routineId,
    startedAt: new Date(s.startedAt ?? now).toISOString(),
    setsDone: done,
    setsTotal: total,
    state: s,
  };
}

/** The set `ref` names with its exercise, its 1-based row number among all its rows. */
function describe(s: LiveState, ref: { exerciseKey: string; setKey: string } | null) {
  const e = ref && s.exercises.find((x) => x.key === ref.exerciseKey);
  const i = e ? e.sets.findIndex((x) => x.key === ref.setKey) : -1;
  return e && i >= 0 ? { exercise: e, set: e.sets[i]!, n: i + 1 } : null;
}

/** The set a command added to an exercise (a done set said with none left to tick). */
function addedSet(before: LiveState, after: LiveState) {
  for (const e of after.exercises) {
    const was = before.exercises.find((x) => x.key === e.key);
    const set = e.sets.at(-1);
    if (was && set && e.sets.length > was.sets.length) {
      return { exercise: e, set, n: e.sets.length };
    }
  }
  return null;
}

/**
 * The coach's confirmation of a spoken command (shown always, spoken with audio on), read from
 * the states before and after it: "Set 2 done: 8 × 185 lb". A command that changed nothing says
 * so, so the person knows they were heard.
 */
export function confirmation(command: LiveCommand, before: LiveState, after: LiveState): string {
  if (after === before) return "Heard you, but there's nothing to change.";
  switch (command.type) {
    case 'did':
    case 'sameAgain':
    case 'setDone':
    case 'reps': {
      const ticked = describe(before, before.current);
      const corrected = command.type === 'reps' && before.rest && describe(after, before.rest);
      const target =
        corrected || (ticked && describe(after, before.current)) || addedSet(before, after);
      if (!target) return 'Noted.';
      const verb = corrected ? 'corrected' : 'done';
      return `Set ${target.n} ${verb}: ${setText(target.set)} · ${target.exercise.name}`;
    }
    case 'restSet':
      return `Resting ${formatElapsed(command.seconds)}.`;
    case 'restSkip':
      return 'Rest skipped.';
    case 'nextExercise': {
      const next = currentSet(after);
      return next ? `On to ${next.exercise.name}.` : 'No exercise left to move to.';
    }
    case 'addSet': {
      const e = after.exercises.find((x) => before.exercises.every((y) => y !== x));
      return e ? `Set ${e.sets.length} added to ${e.name}.` : 'Set added.';
    }
    case 'pause':
      return 'Paused.';
    case 'resume':
      return 'Resumed.';
  }
}
