import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Workout } from '@shared/schemas/workouts';
import {
  liveReducer,
  restLeftMs,
  toWorkoutBody,
  type LiveEvent,
  type LiveState,
} from '@shared/session/live';
import { liveEventOf, type LiveCommand } from '@shared/session/live-commands';
import { SessionSaver } from '@client/lib/workout-saver';
import { putSnapshot } from '../api/live-api';
import { clearLive, loadLive, saveLive } from '../model/live-store';
import { addSaidSet, attachLiveVoice } from '../model/live-voice';
import { snapshotOf } from '../model/live-text';

/** The server's copy is sent this long after the last change (and at once when the page hides). */
export const SNAPSHOT_DEBOUNCE_MS = 2000;
/** Slack after a rest's end before it is caught: a timer may fire a millisecond early. */
const REST_END_SLACK_MS = 2;

/** An event as the page sends it: the moment is added here, when it happens. */
/** This device's copy for the others, when under way and online; a failure is quiet. */
function sendSnapshot(s: LiveState | null) {
  if (!s || s.finishedAt != null || navigator.onLine === false) return;
  void putSnapshot(snapshotOf(s, Date.now())).catch(() => undefined);
}

export type LiveAction = LiveEvent extends infer E
  ? E extends { now: number }
    ? Omit<E, 'now'>
    : never
  : never;

/**
 * The live workout of one person on this device: the engine's state (live.ts), kept in the
 * browser on every change and on the server a moment later, and saved once when finished (the guided session's saver: one Idempotency-Key, the
 * workout's own, however many tries).
 */
export function useLiveWorkout(userId: string) {
  const [state, setState] = useState<LiveState | null>(() => loadLive(userId, Date.now()));
  const [saver] = useState(() => new SessionSaver());
  const saveStatus = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  /** The finished workout: the server's answer, or null while it is kept on this device. */
  const [saved, setSaved] = useState<{ workout: Workout | null; state: LiveState } | null>(null);

  // Stable, so the memoised exercise cards and set rows are not re-rendered for a new function.
  const dispatch = useCallback(
    (action: LiveAction) =>
      setState((s) => (s ? liveReducer(s, { ...action, now: Date.now() } as LiveEvent) : s)),
    [],
  );

  // Kept on the device on every change; a finished one stays until its save is answered.
  useEffect(() => {
    if (state) saveLive(userId, state);
  }, [userId, state]);

  // A rest that runs out is caught at its end (its alarm's seq), and again when the page is shown
  // (timers are held back while hidden). The clocks on screen repaint themselves: use-turning-clock.
  const restEndsAt = state?.finishedAt == null ? (state?.rest?.clock.endsAt ?? null) : null;
  useEffect(() => {
    if (restEndsAt == null) return;
    const catchUp = () => {
      const t = Date.now();
      setState((s) =>
        s?.rest && restLeftMs(s, t) <= 0 ? liveReducer(s, { type: 'tick', now: t }) : s,
      );
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') catchUp();
    };
    const timer = setTimeout(catchUp, Math.max(0, restEndsAt - Date.now()) + REST_END_SLACK_MS);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [restEndsAt]);

  // Another device sees it: sent ~2 s after the last change, at once when the page hides, and
  // when the device comes back online. With no network it is not tried (the workout runs on
  // here; nothing to show for a copy that could not be sent).
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
    if (!state || state.finishedAt != null) return;
    const timer = setTimeout(() => sendSnapshot(state), SNAPSHOT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  // A set said in the voice dialog (issue 31 §3) changes this state while the page is on screen.
  useEffect(
    () =>
      attachLiveVoice(userId, {
        read: () => latest.current,
        write: (next) => setState((s) => (s && s.finishedAt == null ? next : s)),
      }),
    [userId],
  );
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') sendSnapshot(latest.current);
    };
    const onOnline = () => sendSnapshot(latest.current);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  // A finished workout is saved; one finished before a reload is saved on return (same key).
  const finished = state?.finishedAt != null ? state : null;
  useEffect(() => {
    if (!finished) return;
    const body = toWorkoutBody(finished, finished.finishedAt!, userId);
    if (!body) return;
    // Either way it is off this device's "under way": the outbox keeps it until the server has it.
    const done = (workout: Workout | null) => {
      clearLive(userId);
      setSaved({ workout, state: finished });
      setState(null);
    };
    saver.save(finished.id, body, done, () => done(null));
  }, [finished, saver, userId]);
  useEffect(() => () => saver.reset(), [saver]);

  return {
    state,
    dispatch,
    /** A spoken command, done now: the states either side of it, for the coach to confirm. */
    hear: (command: LiveCommand) => {
      if (!state || state.finishedAt != null) return null;
      const now = Date.now();
      const apply = (s: LiveState) =>
        // "Did 8 at 185" (or "add a set of 8 at 185") with every set done: one more set, added
        // and ticked on the exercise in hand, as the voice dialog's add_set does (issue 31 §3).
        command.type === 'did' && !s.current
          ? extraSet(s, command, now)
          : liveReducer(s, liveEventOf(command, now));
      const after = apply(state);
      // Unless the clock moved the state in between, what is confirmed is what is kept.
      setState((s) => (s === state ? after : s && apply(s)));
      return { before: state, after };
    },
    saveStatus,
    saved,
    retrySave: () => saver.retry(),
    /** A workout begins (or is taken over from another device). */
    begin: (next: LiveState) => {
      saver.reset();
      setSaved(null);
      setState(next);
    },
    /** Discarded: nothing is saved, and no device shows it any more. */
    discard: () => {
      saver.reset();
      clearLive(userId);
      setState(null);
    },
    dismissSummary: () => setSaved(null),
  };
}

export type LiveWorkout = ReturnType<typeof useLiveWorkout>;

/** A done set said with none left to tick: added to the exercise in hand, or nothing changes. */
function extraSet(s: LiveState, did: Extract<LiveCommand, { type: 'did' }>, now: number) {
  const said = { reps: did.reps, weight: did.weight, weightUnit: did.unit };
  const outcome = addSaidSet(s, said, undefined, now);
  return outcome.ok ? outcome.state : s;
}
