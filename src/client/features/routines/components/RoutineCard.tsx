import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Copy, History, MoreVertical, Pencil, Play, TextCursorInput, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { Routine } from '@shared/schemas/routines';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { exerciseSummary } from '../model/routine-format';
import { startRoutineHref } from '../model/routine-links';

export type RoutineAction = 'edit' | 'rename' | 'duplicate' | 'delete' | 'history';

interface RoutineCardProps {
  routine: Routine;
  /** "Last done 3 days ago" or "Never done". */
  lastDone: string;
  onAction: (action: RoutineAction) => void;
}

/** Enough lines to recognise a routine; the rest are counted. */
const SHOWN_EXERCISES = 5;

const item =
  'flex min-h-11 cursor-default items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-highlighted:bg-surface-muted';

/**
 * One routine on /routines: its name, what it holds ("Bench Press 4 × 8"), when it was last
 * done, Start, and a menu with Edit, Rename, Duplicate, History and Delete.
 */
export function RoutineCard({ routine: r, lastDone, onAction }: RoutineCardProps) {
  const titleId = useId();
  const hidden = r.exercises.length - SHOWN_EXERCISES;
  const menuItem = (action: RoutineAction, icon: ReactNode, label: string, danger = false) => (
    <DropdownMenu.Item
      className={cn(item, danger && 'text-danger')}
      onSelect={() => onAction(action)}
    >
      <span aria-hidden="true" className="contents [&_svg]:size-4">
        {icon}
      </span>
      {label}
    </DropdownMenu.Item>
  );
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-line/60 bg-surface p-4 shadow-card"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-semibold">
            {r.name}
          </h3>
          <p className="text-sm text-ink-muted">{lastDone}</p>
        </div>
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label={`More for ${r.name}`}>
              <MoreVertical aria-hidden="true" className="!size-5" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-[60] min-w-44 rounded-xl border border-line bg-surface p-1 text-ink shadow-card data-[state=open]:animate-fade-in"
            >
              {menuItem('edit', <Pencil />, 'Edit')}
              {menuItem('rename', <TextCursorInput />, 'Rename')}
              {menuItem('duplicate', <Copy />, 'Duplicate')}
              {menuItem('history', <History />, 'History')}
              {menuItem('delete', <Trash2 />, 'Delete', true)}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      <ul className="flex flex-col gap-0.5 rounded-xl bg-surface-muted px-3 py-2 text-sm tabular-nums">
        {r.exercises.slice(0, SHOWN_EXERCISES).map((e, i) => (
          <li key={i} className="truncate">
            {e.supersetGroup !== null && (
              <span className="mr-1 text-xs font-semibold text-brand-700 dark:text-brand-200">
                {`S${e.supersetGroup}`}
              </span>
            )}
            {exerciseSummary(e)}
          </li>
        ))}
        {hidden > 0 && <li className="text-ink-muted">{`+${hidden} more`}</li>}
      </ul>
      <Button asChild size="lg">
        <Link href={startRoutineHref(r.id)} aria-label={`Start ${r.name}`}>
          <Play aria-hidden="true" />
          Start
        </Link>
      </Button>
    </article>
  );
}
