import { AudioLines, Pause, Play, SkipForward, Square, Volume2, VolumeX, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { coachFirstName } from '@shared/coaches';
import type { User } from '@shared/schemas/users';
import type { SessionCommand } from '@shared/session/commands';
import { completedExercises, isActive, remainingMs } from '@shared/session/machine';
import { AppColumn } from '@client/components/layout/AppColumn';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { HeaderVoiceButton } from '@client/components/voice/VoiceButton';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { useCoachVoice } from '@client/lib/speech/avatar-voice';
import { useWakeLock } from '@client/lib/use-wake-lock';
import { cn } from '@client/lib/utils';
import { CoachPanel } from '../components/CoachPanel';
import { HandsFreeControl } from '../hands-free/HandsFreeControl';
import { useHandsFree } from '../hands-free/use-hands-free';
import { ExerciseCard } from '../components/ExerciseCard';
import { SessionNotices } from '../components/SessionNotices';
import { StopDialog } from '../components/StopDialog';
import { TimerRing } from '@client/components/TimerRing';
import { TodaysWorkout } from '../components/TodaysWorkout';
import { useGuidedSession } from '../hooks/use-guided-session';
import { useSessionCoach } from '../hooks/use-session-coach';
import { sessionExpression } from '../model/coach-expression';
import { coachWaitingLine, commandConfirmation } from '../model/cue-text';

/** SPEC §9: the voice test button stays highlighted this long. */
const VOICE_TEST_HIGHLIGHT_MS = 3000;

const PHASE_LABEL = {
  idle: 'Ready',
  countdown: 'Get Ready',
  exercise: 'Exercise Time',
  rest: 'Rest Time',
  complete: 'Complete!',
  stopped: 'Session ended',
} as const;

/** The ring's colour in each phase. */
const PHASE_TONE = {
  idle: 'ready',
  countdown: 'ready',
  exercise: 'exercise',
  rest: 'rest',
  complete: 'done',
  stopped: 'exercise',
} as const;

/**
 * SPEC §2 AI Coach Session (/workout-session), issue 11: a timed session of the sample plan, a
 * saved workout or an assessment plan, with the coach speaking each phase, hands-free commands,
 * the screen kept awake, and the workout saved once when it ends.
 */
export function WorkoutSessionPage({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const coachName = useCoachFirstName(user);
  const session = useGuidedSession(user.id, coachName);
  const { state, now, plan } = session;
  const left = remainingMs(state, now);
  const countdown = state.phase === 'countdown' ? Math.max(1, Math.ceil(left / 1000)) : null;
  const coach = useSessionCoach(user.id, state, state.running ? countdown : null);
  const active = isActive(state);
  useWakeLock(state.running);

  const [stopping, setStopping] = useState(false);
  const [abandoning, setAbandoning] = useState(false);
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    if (!testing) return;
    const t = setTimeout(() => setTesting(false), VOICE_TEST_HIGHLIGHT_MS);
    return () => clearTimeout(t);
  }, [testing]);

  const askStop = () => {
    session.pause();
    setStopping(true);
  };
  /** Hands-free commands act at once and are confirmed aloud (issue 11 item 5). */
  const onCommand = (command: SessionCommand) => {
    if (!active) return;
    coach.confirm(commandConfirmation(command));
    switch (command.type) {
      case 'next':
      case 'skip':
      case 'done':
        return session.skip();
      case 'pause':
        return session.pause();
      case 'resume':
        setStopping(false);
        return session.resume();
      case 'stop':
        return askStop();
      case 'reps':
        return session.reps(command.reps);
    }
  };
  const handsFree = useHandsFree({ onCommand, suspended: coach.speaking });

  const exit = () => {
    // The session waits, paused, for the user to come back (or to abandon it).
    if (state.running) session.pause();
    navigate('/');
  };

  const total = state.exercises.length;
  const completed = completedExercises(state);

  return (
    <AppColumn>
      <header className="sticky top-0 z-30 flex items-center gap-1 border-b border-line/60 bg-page/90 px-2 py-2 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Exit session" onClick={exit}>
          <X aria-hidden="true" />
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold tracking-tight">
          AI Coach Session
        </h1>
        <HeaderVoiceButton />
        <Button
          variant="ghost"
          size="icon"
          aria-label="Coach audio"
          aria-pressed={coach.audioOn}
          onClick={coach.toggleAudio}
        >
          {coach.audioOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Test the coach's voice"
          onClick={() => {
            setTesting(true);
            coach.test();
          }}
          className={cn(testing && 'bg-brand-100 text-brand-800 ring-2 ring-brand-500')}
        >
          <AudioLines aria-hidden="true" />
        </Button>
      </header>

      <main className="flex flex-col gap-4 p-4">
        <SessionNotices
          session={session}
          onResume={session.resume}
          onAbandon={() => setAbandoning(true)}
        />

        <section aria-label="Overall progress" className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">{plan.title}</span>
            <span className="text-ink-muted tabular-nums">
              {completed}/{total} exercises
            </span>
          </div>
          <ProgressBar
            value={(completed / total) * 100}
            label="Overall progress"
            valueText={`${completed} of ${total} exercises done`}
          />
        </section>

        <Card className="flex flex-col items-center gap-4 p-5">
          <TimerRing
            remainingMs={left}
            totalMs={state.phaseMs}
            label={
              active && !state.running
                ? `${PHASE_LABEL[state.phase]} · Paused`
                : PHASE_LABEL[state.phase]
            }
            tone={PHASE_TONE[state.phase]}
            countdown={countdown}
          />
          <SessionControls
            phase={state.phase}
            running={state.running}
            onStart={session.start}
            onPause={session.pause}
            onResume={session.resume}
            onSkip={session.skip}
            onStop={askStop}
            onAgain={() => session.restart()}
          />
        </Card>

        {/* Shown while the session runs; unmounted, it lets the microphone go. */}
        {(active || stopping) && <HandsFreeControl {...handsFree} />}
        {/* Once the session is over there is no current exercise (issue 26). */}
        {state.phase !== 'complete' && state.phase !== 'stopped' && <ExerciseCard state={state} />}
        <CoachPanel
          coach={coach}
          expression={sessionExpression(state, now, coach.avatar.expression)}
          waiting={coachWaitingLine(state)}
        />
        <TodaysWorkout state={state} />
        {state.phase === 'complete' && (
          <Button asChild variant="outline">
            <Link href="/">Back to home</Link>
          </Button>
        )}
      </main>

      <StopDialog
        open={stopping}
        setsDone={state.done.length}
        onKeepGoing={() => {
          setStopping(false);
          session.resume();
        }}
        onSave={() => {
          setStopping(false);
          session.stop(true);
        }}
        onDiscard={() => {
          setStopping(false);
          session.stop(false);
        }}
      />
      <ConfirmDialog
        open={abandoning}
        onOpenChange={setAbandoning}
        title="Abandon this session?"
        description="What you did in it will not be saved."
        confirmLabel="Abandon"
        onConfirm={() => {
          setAbandoning(false);
          session.restart();
        }}
      />
    </AppColumn>
  );
}

interface ControlsProps {
  phase: keyof typeof PHASE_LABEL;
  running: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onSkip: () => void;
  onStop: () => void;
  onAgain: () => void;
}

/** SPEC §2 buttons: Start Workout, then Pause or Resume, Skip and Stop. */
function SessionControls(p: ControlsProps) {
  if (p.phase === 'idle') {
    return (
      <Button size="lg" className="w-full" onClick={p.onStart}>
        <Play aria-hidden="true" />
        Start Workout
      </Button>
    );
  }
  if (p.phase === 'complete' || p.phase === 'stopped') {
    return (
      <Button size="lg" variant="outline" className="w-full" onClick={p.onAgain}>
        <Play aria-hidden="true" />
        Start again
      </Button>
    );
  }
  return (
    <div className="grid w-full grid-cols-3 gap-2">
      {p.running ? (
        <Button size="lg" onClick={p.onPause}>
          <Pause aria-hidden="true" />
          Pause
        </Button>
      ) : (
        <Button size="lg" onClick={p.onResume}>
          <Play aria-hidden="true" />
          Resume
        </Button>
      )}
      <Button size="lg" variant="outline" onClick={p.onSkip}>
        <SkipForward aria-hidden="true" />
        Skip
      </Button>
      <Button size="lg" variant="outline" className="text-danger" onClick={p.onStop}>
        <Square aria-hidden="true" />
        Stop
      </Button>
    </div>
  );
}

/** "Joey" of "Joey - Athletic": the saved workout's note names the coach who ran it. */
function useCoachFirstName(user: User): string {
  return coachFirstName(useCoachVoice(user.id).profile);
}
