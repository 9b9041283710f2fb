import { useQueryClient } from '@tanstack/react-query';
import { Pause, Play, Volume2, VolumeX, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Progression } from '@shared/schemas/progression';
import type { User } from '@shared/schemas/users';
import type { WeightUnit } from '@shared/units';
import {
  addExerciseProblem,
  addSetProblem,
  currentSet,
  setCounts,
  startLive,
  restoreLive,
  toWorkoutBody,
} from '@shared/session/live';
import { parseLiveCommand } from '@shared/session/live-commands';
import { parseLiveState } from '@shared/session/live-state';
import { AppColumn } from '@client/components/layout/AppColumn';
import { PlateCalculator } from '@client/components/plates/PlateCalculator';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { invalidateWorkoutData, progressionKey } from '@client/lib/query-keys';
import { progressionQuery } from '@client/lib/queries';
import { browserLocalStorage } from '@client/lib/storage';
import { useWakeLock } from '@client/lib/use-wake-lock';
import { fetchLastTimes, fetchRoutine, useDeleteServerLive } from '../api/live-api';
import { discardServerLive, useRemoteLive } from '../api/remote-live';
import { AddExercise } from '../components/AddExercise';
import { ElapsedTime } from '../components/ElapsedTime';
import { LiveExerciseCard } from '../components/LiveExerciseCard';
import { LiveSummary } from '../components/LiveSummary';
import { RestTimer } from '../components/RestTimer';
import { useLiveCoach } from '../hooks/use-live-coach';
import { useLiveWorkout } from '../hooks/use-live-workout';
import { confirmation, lastTimesOf, setText } from '../model/live-text';
import { askToNotify, beep, mayAskToNotify, notifyIfHidden, vibrate } from '../model/rest-alarm';

const LIVE_LISTENING_HINT =
  "Listening — say 'did 8 at 185', 'same again', 'rest two minutes', 'skip rest', 'next exercise' or 'add a set'";

/** Set once the person has answered (or dismissed) the notification ask: never asked again. */
const NOTIFY_ASKED = 'joeyfit:live-notify-asked';

/**
 * The live workout (issue 27 §3) at /live-workout: `?routine=<id>` starts that routine,
 * `?start=empty` an empty workout, and the bare path carries on the one under way (or offers to
 * start one, or to take over one under way on another device).
 */
/** What the app composes in as the voice control (the guided session's Hold to talk). */
export interface LiveVoiceSlot {
  /** What was heard, to be read as a live command. */
  onHeard: (text: string) => void;
  /** The coach is speaking: the microphone must not take the coach for the lifter. */
  suspended: boolean;
  understood: (text: string) => boolean;
  listeningHint: string;
}

export function LiveWorkoutPage({
  user,
  renderVoice,
}: {
  user: User;
  renderVoice?: (slot: LiveVoiceSlot) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const routineId = params.get('routine');
  const wantsStart = routineId != null || params.get('start') === 'empty';
  const live = useLiveWorkout(user.id);
  const { state, dispatch } = live;
  const coach = useLiveCoach(user.id);
  const queryClient = useQueryClient();
  const deleteServerLive = useDeleteServerLive();
  const [startError, setStartError] = useState<string | null>(null);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [finishProblem, setFinishProblem] = useState<string | null>(null);
  const [plates, setPlates] = useState<{ weight: number; unit: WeightUnit } | null>(null);
  const [askNotify, setAskNotify] = useState(false);
  const [xpEarned, setXpEarned] = useState<number | null>(null);
  const xpBefore = useRef<number | null>(null);

  const underWay = state != null && state.finishedAt == null;
  useWakeLock(underWay && state.pausedAt == null);

  // A start asked for while another workout is under way waits for "resume or discard".
  const sameRoutine = routineId != null && state?.routineId === routineId;
  const conflict = wantsStart && underWay && !sameRoutine;
  useEffect(() => {
    if (wantsStart && sameRoutine) navigate('/live-workout', { replace: true });
  }, [wantsStart, sameRoutine, navigate]);

  const starting = wantsStart && state == null && !live.saved;
  useEffect(() => {
    if (!starting) return;
    let cancelled = false;
    const begin = async () => {
      const routine = routineId ? await fetchRoutine(routineId, queryClient) : null;
      const last = await fetchLastTimes(routine?.exercises.map((e) => e.name) ?? []);
      if (cancelled) return;
      live.begin(
        startLive({
          id: crypto.randomUUID(),
          now: Date.now(),
          routine,
          last: Object.fromEntries(Object.entries(last).map(([n, l]) => [n, lastTimesOf(l)])),
          weightUnit: user.weightUnit,
        }),
      );
      // A reload now carries this workout on rather than starting the routine again.
      navigate('/live-workout', { replace: true });
    };
    begin().catch(() => {
      if (!cancelled)
        setStartError(
          navigator.onLine === false
            ? "You're offline and this routine isn't on this device yet. Start an empty workout, or try again when you're back online."
            : "Couldn't open that routine. Check your connection and try again.",
        );
    });
    return () => {
      cancelled = true;
    };
    // Started once per request; `live` and `navigate` are stable in what they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [starting, routineId]);

  // The end of a rest: a beep, a buzz, the coach's line, a notification when hidden (once each).
  const restSeq = state?.restEnded?.seq ?? 0;
  const heardSeq = useRef(restSeq);
  useEffect(() => {
    if (restSeq <= heardSeq.current) return;
    heardSeq.current = restSeq;
    const next = state && currentSet(state);
    const line = next
      ? `Rest over. ${next.exercise.name}, set ${next.setIndex + 1}: ${setText(next.set)}.`
      : 'Rest over.';
    beep();
    vibrate();
    coach.say(line);
    notifyIfHidden('Rest over', line);
    // Only a new seq sounds; the line is read from the state of that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restSeq]);

  // Saved: every read that shows workouts refetches; no device shows it under way any more.
  // Kept on this device instead: the outbox sends it, and its save clears the server's copy.
  const saved = live.saved;
  const savedWorkout = saved?.workout ?? null;
  useEffect(() => {
    if (!savedWorkout) return;
    deleteServerLive.mutate();
    void invalidateWorkoutData(queryClient, user.id)
      .then(() => queryClient.fetchQuery({ ...progressionQuery, staleTime: 0 }))
      .then(
        (p) => xpBefore.current != null && setXpEarned(Math.max(0, p.totalXp - xpBefore.current)),
      )
      .catch(() => undefined);
    // Once per save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedWorkout]);

  // Stable (with dispatch), so a tick re-renders only the card and row it changed.
  const onTicked = useCallback(() => {
    if (mayAskToNotify() && browserLocalStorage()?.getItem(NOTIFY_ASKED) == null) {
      setAskNotify(true);
    }
  }, []);
  const onPlates = useCallback(
    (weight: number, unit: WeightUnit) => setPlates({ weight, unit }),
    [],
  );
  const answerNotify = (allow: boolean) => {
    setAskNotify(false);
    try {
      browserLocalStorage()?.setItem(NOTIFY_ASKED, '1');
    } catch {
      // asked again next visit at most
    }
    if (allow) void askToNotify();
  };

  const finish = () => {
    if (!state) return;
    if (!toWorkoutBody(state, Date.now(), user.id)) {
      setFinishProblem('Tick at least one set to save this workout, or discard it.');
      return;
    }
    xpBefore.current = queryClient.getQueryData<Progression>(progressionKey)?.totalXp ?? null;
    dispatch({ type: 'finish' });
  };
  /** A spoken command: done at once, and confirmed (shown always, spoken with audio on). */
  const onHeard = (text: string) => {
    const command = parseLiveCommand(text);
    if (!command) {
      if (text) coach.show(`Didn't catch a command (heard '${text}').`);
      return;
    }
    const done = live.hear(command);
    if (done) coach.say(confirmation(command, done.before, done.after));
  };
  const discard = () => {
    if (state) void discardServerLive(user.id, state.id, queryClient);
    live.discard();
    navigate('/');
  };

  if (saved) {
    return (
      <Frame title="Workout complete">
        <LiveSummary
          workout={saved.workout}
          keptMessage={live.saveStatus.kind === 'queued' ? live.saveStatus.message : null}
          state={saved.state}
          weightUnit={user.weightUnit}
          xpEarned={xpEarned}
          onDone={live.dismissSummary}
        />
      </Frame>
    );
  }

  if (conflict) {
    return (
      <Frame title="Live workout">
        <Card
          role="alertdialog"
          aria-label="A workout is under way"
          className="flex flex-col gap-3"
        >
          <h2 className="text-lg font-bold">A workout is under way</h2>
          <p className="text-sm">
            “{state.name}” started at {clockTime(state.startedAt)} with{' '}
            {ticked(setCounts(state).done)}. Resume it, or discard it and start the new one?
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button onClick={() => navigate('/live-workout', { replace: true })}>Resume it</Button>
            <Button
              variant="destructive"
              onClick={() => {
                void discardServerLive(user.id, state.id, queryClient);
                live.discard();
              }}
            >
              Discard it
            </Button>
          </div>
        </Card>
      </Frame>
    );
  }

  if (!state) {
    return (
      <Frame title="Live workout">
        {starting && !startError && <p role="status">Getting your workout ready…</p>}
        {startError && (
          <>
            <p className="text-danger">{startError}</p>
            <Button asChild size="lg">
              <Link href="/live-workout?start=empty" onClick={() => setStartError(null)}>
                Start empty workout
              </Link>
            </Button>
          </>
        )}
        {!starting && <NothingUnderWay userId={user.id} onTakeOver={live.begin} />}
      </Frame>
    );
  }

  const finished = state.finishedAt != null;
  const counts = setCounts(state);
  const restOwner = state.rest && state.exercises.find((e) => e.key === state.rest!.exerciseKey);
  const paused = state.pausedAt != null;

  return (
    <AppColumn>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-line/60 bg-page/90 px-2 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Leave the workout screen" asChild>
          <Link href="/">
            <X aria-hidden="true" />
          </Link>
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-bold">{state.name}</h1>
          <p className="text-xs text-ink-muted tabular-nums">
            <ElapsedTime elapsed={state} />
            {' · '}
            {counts.done}/{counts.total} sets{paused && ' · Paused'}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={paused ? 'Resume workout' : 'Pause workout'}
          disabled={finished}
          onClick={() => dispatch({ type: paused ? 'resume' : 'pause' })}
        >
          {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Coach audio"
          aria-pressed={coach.audioOn}
          onClick={coach.toggleAudio}
        >
          {coach.audioOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        </Button>
      </header>

      <main className="flex flex-col gap-3 p-2 pb-24">
        {state.rest && restOwner && (
          <RestTimer
            clock={state.rest.clock}
            fullMs={state.rest.fullMs}
            after={restOwner.name}
            paused={paused}
            onAdjust={(seconds) => dispatch({ type: 'restAdjust', seconds })}
            onSkip={() => dispatch({ type: 'restSkip' })}
          />
        )}
        {renderVoice?.({
          onHeard,
          suspended: coach.speaking,
          understood: (text) => parseLiveCommand(text) != null,
          listeningHint: LIVE_LISTENING_HINT,
        })}
        <p aria-live="polite" className="text-sm font-medium empty:-mb-3" data-testid="coach-line">
          {coach.line}
        </p>
        {askNotify && (
          <Card className="flex flex-col gap-2 p-3" aria-label="Rest alerts">
            <p className="text-sm">
              Get a notification when a rest ends while your phone is locked or you’re in another
              app?
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button onClick={() => answerNotify(true)}>Allow alerts</Button>
              <Button variant="outline" onClick={() => answerNotify(false)}>
                Not now
              </Button>
            </div>
          </Card>
        )}
        {state.refused && (
          <p role="alert" className="text-sm text-danger">
            {state.refused.message}
          </p>
        )}
        {state.exercises.map((e, i) => (
          <LiveExerciseCard
            key={e.key}
            exercise={e}
            index={i}
            count={state.exercises.length}
            currentSetKey={state.current?.exerciseKey === e.key ? state.current.setKey : null}
            rpeEnabled={user.rpeEnabled}
            addSetRefused={addSetProblem(state, e.key)?.message ?? null}
            dispatch={dispatch}
            onTicked={onTicked}
            onPlates={onPlates}
          />
        ))}
        {state.exercises.length === 0 && (
          <p className="text-sm text-ink-muted">Add your first exercise to start logging sets.</p>
        )}
        <AddExercise
          refused={addExerciseProblem(state)?.message ?? null}
          onAdd={async (name) => {
            const last = await fetchLastTimes([name]);
            dispatch({ type: 'addExercise', name, last: lastTimesOf(last[name] ?? null) });
          }}
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Notes
          <textarea
            defaultValue={state.notes ?? ''}
            maxLength={1000}
            rows={2}
            onBlur={(e) => dispatch({ type: 'notes', notes: e.target.value })}
            className="rounded-xl border border-line bg-surface p-2 text-ink"
          />
        </label>
        <SaveStatusLine status={live.saveStatus} onRetry={live.retrySave} />
        {finishProblem && <p className="text-sm text-danger">{finishProblem}</p>}
        <Button
          size="lg"
          disabled={finished}
          onClick={() => (counts.unticked > 0 ? setConfirmFinish(true) : finish())}
        >
          {finished ? 'Saving…' : 'Finish workout'}
        </Button>
        <Button variant="ghost" className="text-danger" onClick={() => setConfirmDiscard(true)}>
          Discard workout
        </Button>
      </main>

      <ConfirmDialog
        open={confirmFinish}
        onOpenChange={setConfirmFinish}
        title="Finish with sets unticked?"
        description={`${counts.unticked} ${counts.unticked === 1 ? 'set is' : 'sets are'} not ticked. Only ticked sets are saved.`}
        confirmLabel="Finish"
        onConfirm={() => {
          setConfirmFinish(false);
          finish();
        }}
      />
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title="Discard this workout?"
        description="Nothing of it will be saved."
        confirmLabel="Discard"
        onConfirm={() => {
          setConfirmDiscard(false);
          discard();
        }}
      />
      <PlateCalculator
        open={plates != null}
        onOpenChange={(open) => !open && setPlates(null)}
        weight={plates?.weight ?? null}
        unit={plates?.unit ?? user.weightUnit}
      />
    </AppColumn>
  );
}

const ticked = (n: number) => (n === 1 ? '1 set ticked' : `${n} sets ticked`);

const clockTime = (ms: number | null) =>
  new Date(ms ?? 0).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <AppColumn>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-line/60 bg-page/90 px-2 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Back to home" asChild>
          <Link href="/">
            <X aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="text-lg font-bold">{title}</h1>
      </header>
      <main className="flex flex-col gap-4 p-4">{children}</main>
    </AppColumn>
  );
}

function SaveStatusLine({
  status,
  onRetry,
}: {
  status: ReturnType<typeof useLiveWorkout>['saveStatus'];
  onRetry: () => void;
}) {
  if (status.kind === 'saving') return <p role="status">Saving your workout…</p>;
  if (status.kind === 'queued') return <p role="status">{status.message}</p>;
  if (status.kind === 'failed') {
    return (
      <div role="alert" className="flex items-center gap-2 text-sm text-danger">
        <span className="flex-1">{status.message}</span>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return null;
}

/**
 * Nothing under way on this device: one under way on another (taken over here with its state),
 * or the ways to start.
 */
function NothingUnderWay({
  userId,
  onTakeOver,
}: {
  userId: string;
  onTakeOver: ReturnType<typeof useLiveWorkout>['begin'];
}) {
  const remote = useRemoteLive(userId);
  const remoteState = remote ? parseLiveState(remote.state) : null;
  if (remote && remoteState) {
    return (
      <Card className="flex flex-col gap-3" aria-label="Workout in progress">
        <p>
          Workout in progress — “{remote.name}” started {clockTime(Date.parse(remote.startedAt))} on
          another device ({remote.setsDone}/{remote.setsTotal} sets).
        </p>
        <Button onClick={() => onTakeOver(restoreLive(remoteState, Date.now()))}>
          Continue here
        </Button>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p>No workout is under way.</p>
      <Button asChild size="lg">
        <Link href="/live-workout?start=empty">Start empty workout</Link>
      </Button>
      <Button asChild variant="outline">
        <Link href="/routines">Start from a routine</Link>
      </Button>
    </div>
  );
}
