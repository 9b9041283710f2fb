import { Plus, Target } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Goal } from '@shared/schemas/goals';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { PendingBadge } from '@client/components/sync/PendingBadge';
import { Skeleton } from '@client/components/ui/skeleton';
import type { UnitPrefs } from '@client/lib/formatting';
import { pendingGoals, type PendingGoal } from '@client/lib/pending-writes';
import { useFixWrite, usePending } from '@client/lib/use-pending-writes';
import { DeleteGoalDialog } from './DeleteGoalDialog';
import { GoalCard } from './GoalCard';

// The goal forms (their checks and the exercise catalogue they suggest from) load when one opens,
// not with Home: the dashboard's first scripts stay within their budget (issue 9 §4).
const CreateGoalDialog = lazy(() =>
  import('./CreateGoalDialog').then((m) => ({ default: m.CreateGoalDialog })),
);
const EditGoalDialog = lazy(() =>
  import('./EditGoalDialog').then((m) => ({ default: m.EditGoalDialog })),
);

export interface CurrentGoalsProps {
  userId: string;
  /** The dashboard's goals (unfinished first); undefined while loading. */
  goals: Goal[] | undefined;
  /** The user's local day, for overdue and the deadline's min. */
  today: string | undefined;
  /** The user's zone: a tracked goal counts from the day it was set there. */
  timeZone: string;
  /** Weight and distance goals show in the user's units (issue 8). */
  units: UnitPrefs;
}

/** SPEC §2 Dashboard: Current Goals with Add Goal, and the goal modals it opens. */
export function CurrentGoals({ userId, goals, today, timeZone, units }: CurrentGoalsProps) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Goal | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const ready = goals !== undefined && today !== undefined;
  // Goals set on this device and not yet on the server (issue 28 §3) come first.
  const pending = usePending(pendingGoals);
  const fix = useFixWrite('goal');

  return (
    <Card aria-labelledby="current-goals-title" aria-busy={!ready}>
      <div className="flex items-center justify-between gap-3">
        <CardTitle id="current-goals-title" className="text-lg">
          Current Goals
        </CardTitle>
        <Button variant="secondary" onClick={() => setCreating(true)} disabled={!ready}>
          <Plus aria-hidden="true" />
          Add Goal
        </Button>
      </div>
      {!ready ? (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-28 w-full rounded-2xl" />
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : goals.length === 0 && pending.length === 0 ? (
        <EmptyGoals onCreate={() => setCreating(true)} />
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {pending.map((p) => (
            <PendingGoalItem key={p.key} goal={p} />
          ))}
          {goals.map((goal) => (
            <GoalCard
              key={goal.id}
              goal={goal}
              today={today}
              timeZone={timeZone}
              units={units}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {today && (
        <Suspense fallback={null}>
          {creating && (
            <CreateGoalDialog
              userId={userId}
              today={today}
              units={units}
              open
              onOpenChange={setCreating}
            />
          )}
          {editing && (
            <EditGoalDialog
              userId={userId}
              today={today}
              timeZone={timeZone}
              units={units}
              goal={editing}
              onClose={() => setEditing(null)}
            />
          )}
          {fix.write && (
            <CreateGoalDialog
              userId={userId}
              today={today}
              units={units}
              fixing={fix.write.body}
              onSaved={() => void fix.replaced()}
              open
              onOpenChange={(open) => !open && fix.done()}
            />
          )}
        </Suspense>
      )}
      <DeleteGoalDialog userId={userId} goal={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function EmptyGoals({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-6 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200">
        <Target aria-hidden="true" className="size-6" />
      </span>
      <div>
        <p className="font-semibold">No goals yet</p>
        <p className="mt-1 text-sm text-ink-muted">
          Pick a target, like 20 miles this month, and watch the bar fill up.
        </p>
      </div>
      <Button variant="outline" onClick={onCreate}>
        Set your first goal
      </Button>
    </div>
  );
}

/** A goal kept on this device, waiting for the server (it has no progress yet). */
function PendingGoalItem({ goal }: { goal: PendingGoal }) {
  return (
    <li
      data-testid="pending-goal"
      aria-label={goal.title}
      className="rounded-2xl border border-dashed border-line bg-surface p-4"
    >
      <h3 className="font-semibold break-words">{goal.title}</h3>
      <p className="mt-0.5 text-sm text-ink-muted tabular-nums">
        Target {goal.targetValue} {goal.unit}
      </p>
      <PendingBadge state={goal.state} className="mt-2" />
      {goal.reason && <p className="mt-1 text-sm text-danger">{goal.reason}</p>}
    </li>
  );
}
