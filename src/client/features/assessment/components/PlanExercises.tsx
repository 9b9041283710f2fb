import { formatDuration } from '@shared/duration';
import { PLAN_BLOCKS, type PlanBlock, type PlanExercise } from '@shared/schemas/assessment';
import { Card, CardTitle } from '@client/components/ui/card';
import { setsText } from '../model/plan-exercises';

const BLOCK_TITLES: Record<PlanBlock, string> = {
  'warm-up': 'Warm-up',
  main: 'Workout',
  'cool-down': 'Cool-down',
};

function ExerciseItem({ exercise }: { exercise: PlanExercise }) {
  return (
    <li className="flex flex-col gap-1 border-t border-line/60 pt-3 first:border-t-0 first:pt-0">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold">{exercise.name}</h3>
        <span className="shrink-0 text-sm font-medium tabular-nums">{setsText(exercise)}</span>
      </div>
      {/* restTime is the rest between sets: a single set has none to show. */}
      {exercise.sets > 1 && (
        <p className="text-xs text-ink-muted tabular-nums">
          Rest {formatDuration(exercise.restTime)} between sets
        </p>
      )}
      <p className="text-sm">{exercise.instructions}</p>
      <p className="text-sm text-ink-muted">
        <span className="font-medium text-ink">Why:</span> {exercise.why}
      </p>
    </li>
  );
}

/** The plan's exercises as the session will run them: warm-up, the workout, cool-down. */
export function PlanExercises({ exercises }: { exercises: readonly PlanExercise[] }) {
  return PLAN_BLOCKS.map((block) => {
    const list = exercises.filter((e) => e.block === block);
    if (list.length === 0) return null;
    const title = BLOCK_TITLES[block];
    return (
      <Card key={block} aria-label={title} className="flex flex-col gap-3">
        <CardTitle>{title}</CardTitle>
        <ol className="flex flex-col gap-3">
          {list.map((e, i) => (
            <ExerciseItem key={`${i}-${e.exerciseId}`} exercise={e} />
          ))}
        </ol>
      </Card>
    );
  });
}
