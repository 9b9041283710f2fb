import { ClipboardList, Play, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { EMPTY_WORKOUT_HREF } from '../model/routine-links';

/** No routines yet: say what one is, and offer to make the first (or just start lifting). */
export function RoutinesEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card
      aria-labelledby="routines-empty-title"
      className="flex flex-col items-center gap-4 px-6 py-10 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200">
        <ClipboardList aria-hidden="true" className="size-8" />
      </span>
      <div className="space-y-2">
        <h2 id="routines-empty-title" className="text-xl font-bold tracking-tight">
          No routines yet
        </h2>
        <p className="text-sm text-ink-muted">
          A routine is a workout you do again: its exercises, sets and rests, ready to start with
          one tap. Make one here, or save any logged workout as a routine from its card.
        </p>
      </div>
      <div className="mt-2 flex w-full flex-col gap-3">
        <Button size="lg" onClick={onCreate}>
          <Plus aria-hidden="true" />
          Create routine
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link href={EMPTY_WORKOUT_HREF}>
            <Play aria-hidden="true" />
            Start an empty workout
          </Link>
        </Button>
      </div>
    </Card>
  );
}
