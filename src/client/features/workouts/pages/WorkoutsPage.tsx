import { ClipboardList, Play, Plus } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Workout } from '@shared/schemas/workouts';
import type { User } from '@shared/schemas/users';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BottomNav } from '@client/components/layout/BottomNav';
import { LoadError } from '@client/components/layout/LoadError';
import { ScreenHeader } from '@client/components/layout/ScreenHeader';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { pendingWorkouts } from '@client/lib/pending-writes';
import { useFixWrite, usePending } from '@client/lib/use-pending-writes';
import { useDeleteWorkout } from '../api/delete-workout';
import { loadedWorkouts, useWorkoutPages } from '../api/workout-pages';
import { LoadMoreWorkouts } from '../components/LoadMoreWorkouts';
import { PendingWorkoutCard } from '../components/PendingWorkoutCard';
import { WorkoutCard } from '../components/WorkoutCard';
import { WorkoutsEmptyState } from '../components/WorkoutsEmptyState';
import { WorkoutsSkeleton } from '../components/WorkoutsSkeleton';
import { useCreateFromUrl } from '../use-create-from-url';
import { useFocusFirstNew } from '../use-focus-first-new';

// The workout form and an exercise's history load when first opened: the form's drafts, rules and
// schemas (zod) and the history's chart are most of this screen's code, and none of it is needed
// to show the list (issue 30 §3). Each is mounted only while open.
const CreateWorkoutDialog = lazy(() =>
  import('../components/CreateWorkoutDialog').then((m) => ({ default: m.CreateWorkoutDialog })),
);
const EditWorkoutDialog = lazy(() =>
  import('../components/EditWorkoutDialog').then((m) => ({ default: m.EditWorkoutDialog })),
);
const ExerciseHistoryDialog = lazy(() =>
  import('../components/history/ExerciseHistoryDialog').then((m) => ({
    default: m.ExerciseHistoryDialog,
  })),
);

/** What the page hands the share dialog the app composes in (DESIGN §2). */
export interface WorkoutShareInput {
  workout: { id: string; name: string };
  onClose: () => void;
}

interface WorkoutsPageProps {
  user: User;
  /** The share dialog for one workout; the shares feature provides it through the app. */
  renderShare: (input: WorkoutShareInput) => ReactNode;
  /** Runs a workout as a guided session; the session feature provides it through the app. */
  onStartSession: (workout: Workout) => void;
  /** "Save as routine" for one workout (issue 27 §1); the routines feature provides it. */
  renderSaveAsRoutine: (input: WorkoutShareInput) => ReactNode;
}

/**
 * SPEC §2 Workouts (/workouts): the user's workouts, newest first, each editable, repeatable
 * (issue 8: through the create form), shareable and deletable; an exercise opens its history.
 * Read 20 at a time (issue 9), with Load more under the list.
 */
export function WorkoutsPage({
  user,
  renderShare,
  onStartSession,
  renderSaveAsRoutine,
}: WorkoutsPageProps) {
  const workouts = useWorkoutPages(user.id);
  const remove = useDeleteWorkout(user.id);
  const [creating, setCreating] = useState(false);
  const fromUrl = useCreateFromUrl();
  const [editing, setEditing] = useState<Workout | null>(null);
  const [repeating, setRepeating] = useState<Workout | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Workout | null>(null);
  const [sharing, setSharing] = useState<Workout | null>(null);
  const [savingRoutine, setSavingRoutine] = useState<Workout | null>(null);
  const { workouts: list, total } = loadedWorkouts(workouts.data?.pages);
  // Workouts kept on this device (issue 28 §3) come first: the newest, not yet on the server.
  const pending = usePending(pendingWorkouts);
  const fix = useFixWrite('workout');
  const pendingSection = pending.length > 0 && (
    <section aria-label="Waiting to sync" className="flex flex-col gap-4">
      {pending.map((p) => (
        <PendingWorkoutCard key={p.key} workout={p} user={user} />
      ))}
    </section>
  );
  const main = useRef<HTMLElement>(null);
  const focusFrom = useFocusFirstNew(main, list.length);
  const loadMore = async () => {
    const shown = list.length;
    const { data } = await workouts.fetchNextPage();
    if (loadedWorkouts(data?.pages).workouts.length > shown) focusFrom(shown);
  };

  return (
    <AppColumn withNav>
      <ScreenHeader
        title="Workouts"
        action={
          // Routines live one tap from here (issue 27 §1); the bottom navigation stays SPEC's.
          <Button asChild variant="secondary">
            <Link href="/routines">
              <ClipboardList aria-hidden="true" />
              Routines
            </Link>
          </Button>
        }
      />
      <main ref={main} className="flex flex-col gap-4 p-4">
        {/* Log as it happens (issue 27 §3): the live workout, started with nothing in it. */}
        <Button asChild variant="outline">
          <Link href="/live-workout?start=empty">
            <Play aria-hidden="true" />
            Start empty workout
          </Link>
        </Button>
        {!workouts.data && pendingSection}
        {workouts.isPending ? (
          <WorkoutsSkeleton />
        ) : !workouts.data ? (
          <Card>
            <LoadError
              message="We couldn't load your workouts."
              onRetry={() => void workouts.refetch()}
            />
          </Card>
        ) : list.length === 0 && pending.length === 0 ? (
          <WorkoutsEmptyState onCreate={() => setCreating(true)} />
        ) : (
          <>
            <div className="flex items-center justify-between gap-3">
              <h2 className="text-sm font-medium text-ink-muted tabular-nums">
                {total} {total === 1 ? 'workout' : 'workouts'} logged
              </h2>
              <Button onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" />
                New workout
              </Button>
            </div>
            {pendingSection}
            {list.map((w) => (
              <WorkoutCard
                key={w.id}
                workout={w}
                user={user}
                onEdit={() => setEditing(w)}
                onRepeat={() => setRepeating(w)}
                onStartSession={() => onStartSession(w)}
                onShare={() => setSharing(w)}
                onSaveAsRoutine={() => setSavingRoutine(w)}
                onDelete={() => setDeleting(w)}
                onExercise={setHistory}
              />
            ))}
            {(workouts.hasNextPage || workouts.data.pages.length > 1) && (
              <LoadMoreWorkouts
                shown={list.length}
                total={total}
                hasMore={workouts.hasNextPage}
                loading={workouts.isFetchingNextPage}
                failed={workouts.isFetchNextPageError}
                onLoadMore={() => void loadMore()}
              />
            )}
          </>
        )}
      </main>
      <BottomNav />
      <Suspense fallback={null}>
        {creating && <CreateWorkoutDialog user={user} open onOpenChange={setCreating} />}
        {fromUrl.open && (
          <CreateWorkoutDialog
            user={user}
            prefill={fromUrl.prefill}
            open
            onOpenChange={(open) => !open && fromUrl.close()}
          />
        )}
        {repeating && (
          <CreateWorkoutDialog
            user={user}
            repeatOf={repeating}
            open
            onOpenChange={(open) => !open && setRepeating(null)}
          />
        )}
        {fix.write && (
          <CreateWorkoutDialog
            user={user}
            fixing={fix.write.body}
            onSaved={() => void fix.replaced()}
            open
            onOpenChange={(open) => !open && fix.done()}
          />
        )}
        {editing && (
          <EditWorkoutDialog user={user} workout={editing} onClose={() => setEditing(null)} />
        )}
        {history && (
          <ExerciseHistoryDialog user={user} name={history} onClose={() => setHistory(null)} />
        )}
      </Suspense>
      {sharing &&
        renderShare({
          workout: { id: sharing.id, name: sharing.name },
          onClose: () => setSharing(null),
        })}
      {savingRoutine &&
        renderSaveAsRoutine({
          workout: { id: savingRoutine.id, name: savingRoutine.name },
          onClose: () => setSavingRoutine(null),
        })}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this workout?"
        description={`“${deleting?.name ?? ''}” and its exercises will be deleted for good.`}
        confirmLabel="Delete workout"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, name: deleting.name },
            { onSettled: () => setDeleting(null) },
          )
        }
      />
    </AppColumn>
  );
}
