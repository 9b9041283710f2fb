import type { LoggedSet } from '@shared/voice/schema';
import { liveReducer, type LiveEvent, type LiveState } from '@shared/session/live';
import { exerciseKey } from '@shared/sets';
import { fromStoredLbs, roundTo, toStoredLbs, WEIGHT_STEP, type WeightUnit } from '@shared/units';
import type { SaidSetReply } from '@client/lib/live-voice';
import { putSnapshot } from '../api/live-api';
import { loadLive, saveLive } from './live-store';
import { setText, snapshotOf } from './live-text';

/**
 * "Add a set of 8 at 185" said in the voice dialog during a live workout (issue 31 §3): a done
 * set on the current exercise, or on the one named, made of the live workout's own events
 * (live.ts), so it is kept, synced and shown as the screen's own buttons would make it.
 *
 * Decided here, where the issue is silent:
 * - A set of that exercise not yet done (a routine's next planned set) is the one said: it is
 *   filled and ticked, as "did 8 at 185" on the screen does, so a routine of 3 × 8 said set by
 *   set ends with its three sets done rather than three more added. With none left, a set is
 *   added (the screen's Add set) and ticked.
 * - "Add a set" with no reps, weight or time adds a row like the last one, not ticked: the
 *   screen's Add set.
 * - A named exercise not in the workout is added to it (its one row is the set said), as Add
 *   exercise would; with no name and no exercise at all, nothing is added and the reply says why.
 * - The weight is in the unit of the row it fills (the exercise's); said in the other unit, it is
 *   converted on the forms' half-unit step, so one exercise reads in one unit.
 */
export type SaidSetOutcome =
  | { ok: true; state: LiveState; exercise: string; text: string | null }
  | { ok: false; reason: string };

type Event = LiveEvent extends infer E
  ? E extends { now: number }
    ? Omit<E, 'now'>
    : never
  : never;

export function addSaidSet(
  before: LiveState,
  said: LoggedSet,
  named: string | undefined,
  now: number,
): SaidSetOutcome {
  if (before.finishedAt != null) return { ok: false, reason: NO_LIVE_WORKOUT };
  const nothingSaid = said.reps == null && said.weight == null && said.durationSeconds == null;
  let s = before;
  const run = (event: Event) => (s = liveReducer(s, { ...event, now } as LiveEvent));
  let exercise = named
    ? s.exercises.find((e) => exerciseKey(e.name) === exerciseKey(named))
    : undefined;
  let fresh = false;
  if (named && !exercise) {
    const count = s.exercises.length;
    run({ type: 'addExercise', name: named });
    if (s.exercises.length === count) return { ok: false, reason: refusedText(s, named) };
    exercise = s.exercises[s.exercises.length - 1]!;
    fresh = true;
  }
  exercise ??= exerciseForSet(s);
  if (!exercise) {
    return {
      ok: false,
      reason: 'Your workout has no exercise yet. Add one, then say the set again.',
    };
  }
  if (nothingSaid) {
    if (!fresh) run({ type: 'addSet', exerciseKey: exercise.key });
    if (s === before) return { ok: false, reason: refusedText(s, exercise.name) };
    return { ok: true, state: s, exercise: exercise.name, text: null };
  }
  const planned = exercise.sets.find((x) => !x.done);
  if (planned) return fillAndTick(s, exercise.key, planned.key, said, now, before);
  const keys = new Set(exercise.sets.map((x) => x.key));
  run({ type: 'addSet', exerciseKey: exercise.key });
  const added = s.exercises.find((e) => e.key === exercise.key)!.sets.find((x) => !keys.has(x.key));
  if (!added) return { ok: false, reason: refusedText(s, exercise.name) };
  return fillAndTick(s, exercise.key, added.key, said, now, before);
}

/** "No workout is under way on this device" (the act's refusal when there is none). */
export const NO_LIVE_WORKOUT =
  "No workout is under way on this device, so I didn't add that set. Start one from Workouts or a routine, then say the set again.";

function fillAndTick(
  s: LiveState,
  exerciseKeyOf: string,
  setKey: string,
  said: LoggedSet,
  now: number,
  before: LiveState,
): SaidSetOutcome {
  const exercise = s.exercises.find((e) => e.key === exerciseKeyOf)!;
  const row = exercise.sets.find((x) => x.key === setKey)!;
  // The new row is in the unit of the exercise's last set (or the person's, for a new one).
  const unit = row.weightUnit;
  const patch = {
    reps: said.reps == null ? row.reps : Math.round(said.reps),
    weight: said.weight == null ? row.weight : weightIn(said.weight, said.weightUnit ?? unit, unit),
    weightUnit: unit,
    duration: said.durationSeconds == null ? row.duration : Math.round(said.durationSeconds),
  };
  const edited = liveReducer(s, {
    type: 'editSet',
    exerciseKey: exerciseKeyOf,
    setKey,
    patch,
    now,
  });
  const filled = edited.exercises
    .find((e) => e.key === exerciseKeyOf)!
    .sets.find((x) => x.key === setKey)!;
  if (filled.reps !== patch.reps || filled.weight !== patch.weight) {
    return {
      ok: false,
      reason: "That set is outside what a workout can hold, so I didn't add it.",
    };
  }
  const ticked = liveReducer(edited, { type: 'tickSet', exerciseKey: exerciseKeyOf, setKey, now });
  if (ticked === edited) return { ok: false, reason: refusedText(before, exercise.name) };
  return { ok: true, state: ticked, exercise: exercise.name, text: setText(filled) };
}

const weightIn = (weight: number, from: WeightUnit, to: WeightUnit) =>
  from === to ? roundTo(weight, WEIGHT_STEP) : fromStoredLbs(toStoredLbs(weight, from), to);

/** The exercise "add a set" means: the current one, else the one ticked last, else the last. */
function exerciseForSet(s: LiveState) {
  if (s.current) return s.exercises.find((e) => e.key === s.current!.exerciseKey);
  let last: { at: number; key: string } | null = null;
  for (const e of s.exercises) {
    for (const x of e.sets)
      if (x.doneAt != null && (!last || x.doneAt > last.at)) last = { at: x.doneAt, key: e.key };
  }
  return s.exercises.find((e) => e.key === last?.key) ?? s.exercises.at(-1);
}

const refusedText = (s: LiveState, name: string) =>
  s.refused
    ? `I couldn't add a set to ${name}: ${s.refused.message}`
    : `I couldn't add a set to ${name}.`;

/**
 * The live workout as the voice dialog reaches it: the page's own state while the page is on
 * screen (what it keeps and syncs), else the workout kept on this device (live-store), changed
 * in place and sent to the server as the page would send it.
 */
export interface LiveAccess {
  read: () => LiveState | null;
  write: (next: LiveState) => void;
}
let mounted: { userId: string; access: LiveAccess } | null = null;

/** The page, while mounted, answers for the user's live workout (use-live-workout). */
export function attachLiveVoice(userId: string, access: LiveAccess) {
  const entry = { userId, access };
  mounted = entry;
  return () => {
    if (mounted === entry) mounted = null;
  };
}

/** The page on screen for this user, if any. */
export const mountedLive = (userId: string) => (mounted?.userId === userId ? mounted.access : null);

/**
 * The handler the app registers (lib/live-voice): the set said, added to the workout under way
 * on this device, through the page when it is on screen, else to the kept copy.
 */
export async function addSetByVoice(
  userId: string,
  set: LoggedSet,
  exercise?: string,
): Promise<SaidSetReply> {
  const now = Date.now();
  const page = mountedLive(userId);
  const before = page ? page.read() : loadLive(userId, now);
  if (!before || before.finishedAt != null) return { ok: false, reason: NO_LIVE_WORKOUT };
  const outcome = addSaidSet(before, set, exercise, now);
  if (!outcome.ok) return outcome;
  if (page) page.write(outcome.state);
  else {
    saveLive(userId, outcome.state);
    // As the page sends it after a change; a failure is quiet (the page sends it again later).
    if (navigator.onLine !== false)
      void putSnapshot(snapshotOf(outcome.state, now)).catch(() => undefined);
  }
  return { ok: true, exercise: outcome.exercise, text: outcome.text };
}
