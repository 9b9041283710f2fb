import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { Workout } from '@shared/schemas/workouts';
import {
  createSession,
  isActive,
  restoreSession,
  sessionReducer,
  type SessionEvent,
  type SessionState,
} from '@shared/session/machine';
import { toast } from '@client/components/ui/use-toast';
import { invalidateWorkoutData } from '@client/lib/query-keys';
import { SAMPLE_SESSION, sessionWorkout, type SessionPlan } from '../model/session-plan';
import { QUEUED_MESSAGE, SessionSaver } from '@client/lib/workout-saver';
import {
  clearSession,
  loadSession,
  newSessionId,
  peekHandedOffPlan,
  forgetHandedOffPlan,
  saveSession,
} from '../model/session-store';

interface Current {
  /** The Idempotency-Key of this session's save. */
  id: string;
  plan: SessionPlan;
  state: SessionState;
  /** Brought back after a reload, paused where it was left. */
  restored: boolean;
}

const fresh = (plan: SessionPlan): Current => ({
  id: newSessionId(),
  plan,
  state: createSession(plan.exercises),
  restored: false,
});

/**
 * The guided session of one user on this device (issue 11): the pure machine driven by the wall
 * clock, kept in localStorage on every change (and when the page is hidden), brought back paused
 * after a reload, and saved exactly once when it ends, retrying until the server has it.
 */
export function useGuidedSession(userId: string, coachName: string) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<Current>(() => initial(userId));
  // A plan handed over ("Start session") while another session is under way waits for a choice.
  const [offered, setOffered] = useState<SessionPlan | null>(() =>
    isActive(current.state) ? peekHandedOffPlan() : null,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => forgetHandedOffPlan(), []);

  const dispatch = useCallback((event: SessionEvent) => {
    setCurrent((c) => {
      const state = sessionReducer(c.state, event);
      return state === c.state ? c : { ...c, state, restored: false };
    });
    setNow(event.now);
  }, []);
  const act = useCallback(
    (type: 'start' | 'tick' | 'pause' | 'resume' | 'skip' | 'stop') =>
      dispatch({ type, now: Date.now() }),
    [dispatch],
  );

  // ---- Saving, exactly once -------------------------------------------------------------------
  const [saver] = useState(() => new SessionSaver());
  const save = useSyncExternalStore(saver.subscribe, saver.getSnapshot);
  useEffect(() => () => saver.reset(), [saver]);
  const onSaved = useEffectEvent((workout: Workout, finished: boolean, later: boolean) => {
    clearSession(userId);
    void invalidateWorkoutData(queryClient, userId);
    // Kept on this device first: the notice turns to "in your log"; the sync says the rest.
    if (later) return;
    toast(
      finished
        ? {
            title: 'Workout Complete! 🎉',
            description: 'Amazing effort! Your workout has been saved.',
          }
        : { title: 'Workout Saved', description: 'Nice work! What you did is in your log.' },
    );
  });
  /** Offline (or no answer in time): the outbox keeps it in IndexedDB and sends it later. */
  const onQueued = useEffectEvent((finished: boolean) => {
    clearSession(userId);
    toast({
      title: finished ? 'Workout Complete! 🎉' : 'Workout Saved',
      description: QUEUED_MESSAGE,
    });
  });
  const startSave = useEffectEvent(() => {
    const { id, plan, state } = current;
    const body = sessionWorkout(plan, state, userId, coachName);
    if (!body) clearSession(userId);
    else {
      const finished = state.phase === 'complete';
      saver.save(
        id,
        body,
        (w, later) => onSaved(w, finished, later),
        () => onQueued(finished),
      );
    }
  });
  const ended = current.state.phase === 'complete' || current.state.phase === 'stopped';
  useEffect(() => {
    if (ended) startSave();
  }, [ended]);

  // Kept on every change, so a reload or a crash loses nothing (until the server or the outbox
  // has the workout: then a reload must not bring it back to be saved again).
  const store = useCallback(
    ({ id, plan, state }: Current) =>
      saveSession(userId, { version: 1, id, plan, state, leftAt: Date.now() }),
    [userId],
  );
  useEffect(() => {
    if (save.kind !== 'saved' && save.kind !== 'queued') store(current);
  }, [current, save.kind, store]);

  // The 1 s tick only repaints (SPEC §9): it is lined up with the whole seconds of the phase's
  // countdown, and each tick lets the machine walk past any phase end the clock has reached.
  const { running, endsAt } = current.state;
  useEffect(() => {
    if (!running || endsAt == null) return;
    const tick = () => dispatch({ type: 'tick', now: Date.now() });
    let every: ReturnType<typeof setInterval> | undefined;
    const toSecond = (((endsAt - Date.now()) % 1000) + 1000) % 1000;
    const first = setTimeout(() => {
      tick();
      every = setInterval(tick, 1000);
    }, toSecond + 5);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [running, endsAt, dispatch]);

  // Hidden: note when, for a reload to resume from there. Visible again (a phone unlocked, a
  // tab brought back after the browser throttled it): catch up with the clock at once.
  const keep = useEffectEvent(() => {
    if (isActive(current.state)) store(current);
  });
  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'visible' ? act('tick') : keep());
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', keep);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', keep);
    };
  }, [act]);

  // ---- What the screen can do -----------------------------------------------------------------
  const reset = (plan: SessionPlan) => {
    clearSession(userId);
    saver.reset();
    setCurrent(fresh(plan));
    setNow(Date.now());
  };

  return {
    ...current,
    now,
    save,
    offered,
    start: () => act('start'),
    pause: () => act('pause'),
    resume: () => act('resume'),
    skip: () => act('skip'),
    reps: (reps: number) => dispatch({ type: 'reps', reps, now: Date.now() }),
    /** Ends the session early; with `keep`, what was done is saved, else it is thrown away. */
    stop: (keep: boolean) => {
      if (keep) act('stop');
      else reset(current.plan);
    },
    /** Leaves the session for another plan (or the same one from the top). */
    restart: (plan: SessionPlan = current.plan) => {
      setOffered(null);
      reset(plan);
    },
    dismissOffer: () => setOffered(null),
    retrySave: () => saver.retry(),
  };
}

export type GuidedSession = ReturnType<typeof useGuidedSession>;

/** The stored session (resumed paused after a reload), a plan handed over, or the sample plan. */
function initial(userId: string): Current {
  const stored = loadSession(userId);
  const handed = peekHandedOffPlan();
  // An unstarted session gives way to a plan handed over; any other is taken up again.
  if (stored && (stored.state.phase !== 'idle' || !handed)) {
    return {
      id: stored.id,
      plan: stored.plan,
      state: restoreSession(stored.state, stored.leftAt),
      restored: isActive(stored.state),
    };
  }
  return fresh(handed ?? SAMPLE_SESSION);
}
