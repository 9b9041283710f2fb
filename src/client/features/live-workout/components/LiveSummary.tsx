import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudOff, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatDuration } from '@shared/duration';
import type { Routine } from '@shared/schemas/routines';
import type { Workout } from '@shared/schemas/workouts';
import {
  elapsedSeconds,
  routineChanges,
  setCounts,
  toRoutineExercises,
  volumeLbs,
  type LiveState,
} from '@shared/session/live';
import type { WeightUnit } from '@shared/units';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { ApiError } from '@client/lib/api';
import { formatWeight } from '@client/lib/formatting';
import { outbox } from '@client/lib/outbox';
import { routinesKey } from '@client/lib/query-keys';
import { useSaveAsRoutine, useUpdateRoutine } from '../api/live-api';

interface LiveSummaryProps {
  /** The server's answer; null while the workout is kept on this device (waiting to sync). */
  workout: Workout | null;
  /** What the save says while kept ("Saved on this device — …"). */
  keptMessage?: string | null;
  state: LiveState;
  weightUnit: WeightUnit;
  /** XP this save earned (progression after less before); null until known. */
  xpEarned: number | null;
  onDone: () => void;
}

/**
 * After Finish (issue 27 §3): what the workout came to (duration, volume of working sets, sets,
 * records beaten, XP), and what to keep of it: "Update routine" when it changed the routine it
 * was done from, "Save as routine" when it was started empty.
 */
export function LiveSummary({
  workout,
  keptMessage,
  state,
  weightUnit,
  xpEarned,
  onDone,
}: LiveSummaryProps) {
  const records = workout?.exercises.filter((e) => e.personalRecord) ?? [];
  const sets = setCounts(state).done;
  const duration =
    workout?.duration ?? elapsedSeconds(state, state.finishedAt ?? state.startedAt ?? 0);
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3" aria-label="Workout summary">
        <CardTitle className="text-lg">Workout complete: {workout?.name ?? state.name}</CardTitle>
        {!workout && (
          <p role="status" className="flex items-start gap-2 text-sm">
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            <span>
              {keptMessage ?? "Saved on this device — it will sync when you're back online"}
              <span className="sr-only"> (waiting to sync)</span>
            </span>
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="Duration" value={formatDuration(duration)} />
          <Stat label="Volume" value={formatWeight(volumeLbs(state), weightUnit)} />
          <Stat label="Sets" value={String(sets)} />
          <Stat
            label="XP earned"
            value={!workout ? 'After sync' : xpEarned == null ? '…' : `+${xpEarned} XP`}
          />
        </dl>
        {records.length > 0 && (
          <div>
            <h3 className="flex items-center gap-1 text-sm font-semibold">
              <Trophy aria-hidden="true" className="size-4 text-accent-500" />
              Records beaten
            </h3>
            <ul className="list-inside list-disc text-sm">
              {records.map((e) => (
                <li key={e.id}>{e.name}</li>
              ))}
            </ul>
          </div>
        )}
      </Card>
      {state.routineId ? (
        <UpdateRoutine routineId={state.routineId} state={state} />
      ) : (
        <SaveAsRoutine workout={workout} state={state} />
      )}
      <Button variant="outline" onClick={onDone} asChild>
        <Link href="/">Back to home</Link>
      </Button>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-surface-muted p-3">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** Offered only when the workout changed the routine's sets or weights. */
function UpdateRoutine({ routineId, state }: { routineId: string; state: LiveState }) {
  const routine = useQuery<Routine>({ queryKey: [`/api/routines/${routineId}`] });
  const update = useUpdateRoutine();
  if (!routine.data || !routineChanges(state, routine.data).changed) return null;
  if (update.isSuccess) return <p role="status">Routine “{routine.data.name}” updated.</p>;
  return (
    <Card className="flex flex-col gap-2">
      <p className="text-sm">
        Today differed from “{routine.data.name}”. Keep today’s exercises, sets and weights as the
        routine?
      </p>
      <Button
        disabled={update.isPending}
        onClick={() => update.mutate({ id: routineId, exercises: toRoutineExercises(state) })}
      >
        Update routine
      </Button>
      {update.isError && (
        <p className="text-sm text-danger">
          {navigator.onLine === false
            ? 'You’re offline: update the routine when you’re back online.'
            : 'Couldn’t update it. Try again.'}
        </p>
      )}
    </Card>
  );
}

/**
 * "Save as routine": from the saved workout (fromWorkoutId) when the server has it; while the
 * workout waits to sync, from the exercises as done, through the outbox (sent after the workout,
 * or kept on this device too).
 */
function SaveAsRoutine({ workout, state }: { workout: Workout | null; state: LiveState }) {
  const [name, setName] = useState(workout?.name ?? state.name);
  const save = useSaveAsRoutine();
  const queryClient = useQueryClient();
  const keep = useMutation({
    mutationFn: (routineName: string) =>
      outbox.submit<Routine>({
        kind: 'routine',
        url: '/api/routines',
        body: { name: routineName, exercises: toRoutineExercises(state) },
      }),
    onSuccess: (outcome) => {
      if (outcome.status === 'sent') void queryClient.invalidateQueries({ queryKey: routinesKey });
    },
  });
  if (save.isSuccess || keep.data?.status === 'sent') {
    return (
      <p role="status">
        Saved as routine “{save.data?.name ?? name.trim()}”.{' '}
        <Link href="/routines">See your routines</Link>
      </p>
    );
  }
  if (keep.data?.status === 'queued') {
    return (
      <p role="status">
        Routine “{name.trim()}” saved on this device — it will sync when you’re back online.
      </p>
    );
  }
  const pending = save.isPending || keep.isPending;
  const error = save.isError
    ? 'Couldn’t save it. Try again.'
    : keep.error instanceof ApiError
      ? keep.error.userMessage
      : keep.isError
        ? 'Couldn’t save it. Try again.'
        : null;
  return (
    <Card className="flex flex-col gap-2">
      <label className="text-sm font-medium" htmlFor="routine-name">
        Routine name
      </label>
      <Input id="routine-name" value={name} onChange={(e) => setName(e.target.value)} />
      <Button
        variant="secondary"
        disabled={pending || !name.trim()}
        onClick={() =>
          workout
            ? save.mutate({ name: name.trim(), fromWorkoutId: workout.id })
            : keep.mutate(name.trim())
        }
      >
        Save as routine
      </Button>
      {error && <p className="text-sm text-danger">{error}</p>}
    </Card>
  );
}
