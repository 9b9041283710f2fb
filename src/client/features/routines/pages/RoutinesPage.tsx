import { Play, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { localDayOf } from '@shared/local-day';
import type { Routine } from '@shared/schemas/routines';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BottomNav } from '@client/components/layout/BottomNav';
import { LoadError } from '@client/components/layout/LoadError';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { PendingBadge } from '@client/components/sync/PendingBadge';
import { Skeleton } from '@client/components/ui/skeleton';
import { pendingRoutines } from '@client/lib/pending-writes';
import { useFixWrite, usePending } from '@client/lib/use-pending-writes';
import {
  useDeleteRoutine,
  useDuplicateRoutine,
  useRoutines,
  useUpdateRoutine,
} from '../api/routines';
import { NameDialog } from '../components/NameDialog';
import { RoutineCard, type RoutineAction } from '../components/RoutineCard';
import { RoutineEditorDialog } from '../components/RoutineEditorDialog';
import { RoutineHistoryDialog } from '../components/RoutineHistoryDialog';
import { RoutinesEmptyState } from '../components/RoutinesEmptyState';
import { lastDoneText } from '../model/routine-format';
import { EMPTY_WORKOUT_HREF } from '../model/routine-links';

interface RoutinesPageProps {
  user: User;
  /** The workout form's exercise-name suggestions (a datalist), composed in by the app. */
  nameOptions?: ReactNode;
  nameListId?: string;
}

type Open = { action: RoutineAction; routine: Routine } | { action: 'create' } | null;

/**
 * /routines (issue 27 §1): the user's routines, what each holds and when it was last done, each
 * with Start and a menu; an empty state that offers the first one.
 */
export function RoutinesPage({ user, nameOptions, nameListId }: RoutinesPageProps) {
  const routines = useRoutines();
  const rename = useUpdateRoutine({ title: 'Routine Renamed' });
  const duplicate = useDuplicateRoutine();
  const remove = useDeleteRoutine();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const today = localDayOf(new Date(), user.timeZone);
  const list = routines.data ?? [];
  // Routines made on this device and not yet on the server (issue 28 §3).
  const pending = usePending(pendingRoutines);
  const fix = useFixWrite('routine');
  const pendingList = pending.length > 0 && (
    <ul className="flex flex-col gap-3" aria-label="Routines waiting to sync">
      {pending.map((p) => (
        <li
          key={p.key}
          data-testid="pending-routine"
          className="flex flex-col gap-1 rounded-card border border-dashed border-line bg-surface p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 font-semibold break-words">{p.name}</h3>
            <PendingBadge state={p.state} />
          </div>
          {p.exerciseCount !== null && (
            <p className="text-sm text-ink-muted tabular-nums">
              {p.exerciseCount} {p.exerciseCount === 1 ? 'exercise' : 'exercises'}
            </p>
          )}
          {p.reason && <p className="text-sm text-danger">{p.reason}</p>}
        </li>
      ))}
    </ul>
  );

  const act = (routine: Routine, action: RoutineAction) => {
    if (action === 'duplicate') duplicate.mutate(routine.id);
    else setOpen({ action, routine });
  };
  const target = open && open.action !== 'create' ? open.routine : null;

  return (
    <AppColumn withNav>
      <ScreenHeader title="Routines" backHref="/workouts" backLabel="Back to workouts" />
      <main className="flex flex-col gap-4 p-4" aria-busy={routines.isPending}>
        {!routines.data && pendingList}
        {routines.isPending ? (
          <div className="flex flex-col gap-4" aria-label="Loading routines">
            <Skeleton className="h-44 w-full rounded-card" />
            <Skeleton className="h-44 w-full rounded-card" />
          </div>
        ) : !routines.data ? (
          <LoadError
            message="We couldn't load your routines."
            onRetry={() => void routines.refetch()}
          />
        ) : list.length === 0 && pending.length === 0 ? (
          <RoutinesEmptyState onCreate={() => setOpen({ action: 'create' })} />
        ) : (
          <>
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-sm font-medium text-ink-muted tabular-nums">
                {list.length} {list.length === 1 ? 'routine' : 'routines'}
              </h2>
              <Button onClick={() => setOpen({ action: 'create' })}>
                <Plus aria-hidden="true" />
                New routine
              </Button>
            </div>
            {pendingList}
            {list.map((r) => (
              <RoutineCard
                key={r.id}
                routine={r}
                lastDone={lastDoneText(r.lastDoneAt, today, user.timeZone)}
                onAction={(action) => act(r, action)}
              />
            ))}
            <Button asChild variant="outline">
              <Link href={EMPTY_WORKOUT_HREF}>
                <Play aria-hidden="true" />
                Start an empty workout
              </Link>
            </Button>
          </>
        )}
      </main>
      <BottomNav />
      {open?.action === 'create' && (
        <RoutineEditorDialog
          user={user}
          onClose={close}
          nameOptions={nameOptions}
          nameListId={nameListId}
        />
      )}
      {fix.write && (
        <RoutineEditorDialog
          user={user}
          fixing={fix.write.body}
          onSaved={() => void fix.replaced()}
          onClose={fix.done}
          nameOptions={nameOptions}
          nameListId={nameListId}
        />
      )}
      {open?.action === 'edit' && (
        <RoutineEditorDialog
          user={user}
          routine={open.routine}
          onClose={close}
          nameOptions={nameOptions}
          nameListId={nameListId}
        />
      )}
      {open?.action === 'rename' && (
        <NameDialog
          title="Rename routine"
          description={`A new name for “${open.routine.name}”.`}
          initialName={open.routine.name}
          submitLabel="Rename"
          pending={rename.isPending}
          onClose={close}
          onSubmit={(name) =>
            rename.mutate({ id: open.routine.id, body: { name } }, { onSuccess: close })
          }
        />
      )}
      {open?.action === 'history' && (
        <RoutineHistoryDialog routine={open.routine} user={user} onClose={close} />
      )}
      <ConfirmDialog
        open={open?.action === 'delete'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Delete this routine?"
        description={`“${target?.name ?? ''}” will be deleted for good. Workouts you did from it stay in your log.`}
        confirmLabel="Delete routine"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() =>
          target && remove.mutate({ id: target.id, name: target.name }, { onSettled: close })
        }
      />
    </AppColumn>
  );
}
