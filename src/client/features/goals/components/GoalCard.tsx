import { CalendarDays, CalendarX, Pencil, PartyPopper, RefreshCw, Trash2 } from 'lucide-react';
import type { Goal } from '@shared/schemas/goals';
import { ProgressBar } from '@client/components/ui/progress-bar';
import { Tooltip } from '@client/components/ui/tooltip';
import type { UnitPrefs } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';
import {
  deadlineText,
  GOAL_MESSAGES,
  goalAmountText,
  goalCardState,
  trackingText,
} from '../model/goal-card';

interface GoalCardProps {
  goal: Goal;
  today: string;
  timeZone: string;
  units: UnitPrefs;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}

const STYLES = {
  active: 'border-line/70 bg-surface',
  completed: 'border-success/40 bg-success/10',
  overdue: 'border-danger/30 bg-surface',
} as const;

/** One goal (SPEC §4 Goal): green with congratulations when done, a red date when overdue. */
export function GoalCard({ goal, today, timeZone, units, onEdit, onDelete }: GoalCardProps) {
  const state = goalCardState(goal, today);
  const deadline = deadlineText(goal, today);
  const amount = goalAmountText(goal, units);
  const tracked = trackingText(goal, timeZone, units);
  return (
    <li
      className={cn('rounded-2xl border p-4', STYLES[state])}
      data-state={state}
      aria-label={goal.title}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{goal.title}</h3>
          {goal.description && (
            <p className="mt-0.5 line-clamp-2 text-sm text-ink-muted">{goal.description}</p>
          )}
        </div>
        <div className="-mt-2 -mr-2 flex shrink-0">
          <Tooltip label="Edit goal">
            <button
              type="button"
              onClick={() => onEdit(goal)}
              aria-label={`Edit goal ${goal.title}`}
              className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Pencil aria-hidden="true" className="size-4.5" />
            </button>
          </Tooltip>
          <Tooltip label="Delete goal">
            <button
              type="button"
              onClick={() => onDelete(goal)}
              aria-label={`Delete goal ${goal.title}`}
              className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-danger/10 hover:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4.5" />
            </button>
          </Tooltip>
        </div>
      </div>
      <div className="mt-3 flex items-baseline justify-between gap-3 text-sm tabular-nums">
        <span className="text-ink-muted">{amount}</span>
        <span className={cn('font-semibold', state === 'completed' && 'text-success')}>
          {goal.progressPercentage}%
        </span>
      </div>
      <ProgressBar
        className="mt-1.5"
        value={goal.progressPercentage}
        label={`${goal.title} progress`}
        valueText={`${goal.progressPercentage}%, ${amount}`}
        tone={state === 'completed' ? 'success' : state === 'overdue' ? 'danger' : 'brand'}
      />
      {tracked && (
        <p className="mt-3 flex items-start gap-1.5 text-sm text-ink-muted">
          <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {tracked}
        </p>
      )}
      {deadline && (
        <p
          className={cn(
            'mt-3 flex items-center gap-1.5 text-sm tabular-nums',
            state === 'overdue' ? 'font-semibold text-danger' : 'text-ink-muted',
          )}
        >
          {state === 'overdue' ? (
            <CalendarX aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          )}
          {deadline}
        </p>
      )}
      {state !== 'active' && (
        <p
          className={cn(
            'mt-3 flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-medium',
            state === 'completed' ? 'bg-success/15 text-ink' : 'bg-danger/10 text-ink',
          )}
        >
          {state === 'completed' && (
            <PartyPopper aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          )}
          {GOAL_MESSAGES[state]}
        </p>
      )}
    </li>
  );
}
