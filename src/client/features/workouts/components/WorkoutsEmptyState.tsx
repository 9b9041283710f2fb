import { Dumbbell, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

/** No workouts yet (SPEC §2: empty state with Go to Dashboard): say what to do, and offer it. */
export function WorkoutsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card
      aria-labelledby="workouts-empty-title"
      className="flex flex-col items-center gap-4 px-6 py-10 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200">
        <Dumbbell aria-hidden="true" className="size-8" />
      </span>
      <div className="space-y-2">
        <h2 id="workouts-empty-title" className="text-xl font-bold tracking-tight">
          No workouts yet
        </h2>
        <p className="text-sm text-ink-muted">
          Log your first workout and it will show up here, ready to edit or repeat. You can also
          just tell Joey what you did.
        </p>
      </div>
      <div className="mt-2 flex w-full flex-col gap-3">
        <Button size="lg" onClick={onCreate}>
          <Plus aria-hidden="true" />
          Log a workout
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link href="/">Go to Dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}
