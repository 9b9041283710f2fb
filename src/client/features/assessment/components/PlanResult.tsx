import { Clock, Gauge, Lightbulb, Play, RotateCcw, Tag } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { WorkoutPlan } from '@shared/schemas/assessment';
import { WORKOUT_TYPE_LABELS, WorkoutTypeIcon } from '@client/components/brand/WorkoutTypeIcon';
import { Button } from '@client/components/ui/button';
import { Card, CardTitle } from '@client/components/ui/card';
import { PlanExercises } from './PlanExercises';

interface PlanResultProps {
  plan: WorkoutPlan;
  onStart: () => void;
  onRetake: () => void;
  /** "Save as routine" (issue 27 §1), the routines feature's button passed in by the app. */
  saveAsRoutine: ReactNode;
  /** Just made: focus goes to its title (the button that asked for it is gone). */
  focusTitle: boolean;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function Fact({ icon: Icon, children }: { icon: typeof Clock; children: string }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-surface-muted px-3 py-1 text-sm font-medium tabular-nums">
      <Icon aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-200" />
      {children}
    </li>
  );
}

/** SPEC §2 assessment result: the plan, its exercises, tips and week, and what to do next. */
export function PlanResult({
  plan,
  onStart,
  onRetake,
  saveAsRoutine,
  focusTitle,
}: PlanResultProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <WorkoutTypeIcon type={plan.type} />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Your workout plan
            </p>
            <h2 ref={title} tabIndex={-1} className="text-xl font-bold tracking-tight">
              {plan.title}
            </h2>
          </div>
        </div>
        <p className="text-sm text-ink-muted">{plan.description}</p>
        <ul aria-label="Plan details" className="flex flex-wrap gap-2">
          <Fact icon={Clock}>{`${plan.duration} min`}</Fact>
          <Fact icon={Gauge}>{capitalise(plan.difficulty)}</Fact>
          <Fact icon={Tag}>{WORKOUT_TYPE_LABELS[plan.type]}</Fact>
        </ul>
      </Card>

      <PlanExercises exercises={plan.exercises} />

      {plan.tips.length > 0 && (
        <Card aria-label="Personal tips" className="flex flex-col gap-3">
          <CardTitle className="flex items-center gap-2">
            <Lightbulb aria-hidden="true" className="size-5 text-accent-600" />
            Personal tips
          </CardTitle>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            {plan.tips.map((tip, i) => (
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </Card>
      )}

      {plan.week.length > 0 && (
        <Card aria-label="Your week" className="flex flex-col gap-3">
          <CardTitle>Your week</CardTitle>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {plan.week.map(({ day, focus }, i) => (
              <div key={i} className="contents">
                <dt className="font-semibold">{day}</dt>
                <dd className="text-ink-muted">{focus}</dd>
              </div>
            ))}
          </dl>
        </Card>
      )}

      <div className="flex flex-col gap-3">
        <Button size="lg" onClick={onStart}>
          <Play aria-hidden="true" />
          Start This Workout
        </Button>
        {saveAsRoutine}
        <Button variant="outline" onClick={onRetake}>
          <RotateCcw aria-hidden="true" />
          Take Assessment Again
        </Button>
      </div>
    </div>
  );
}
