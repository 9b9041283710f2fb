import { ProgressBar } from '@client/components/ui/progress-bar';
import { STEP_COUNT, progressPercent } from '../model/questions';

/** Where the user is in the questionnaire (SPEC §2: the progress percent). */
export function StepProgress({ step }: { step: number }) {
  const percent = progressPercent(step);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-sm font-medium">
        <span>
          Step {step} of {STEP_COUNT}
        </span>
        <span className="text-ink-muted tabular-nums">{percent}%</span>
      </div>
      <ProgressBar
        value={percent}
        label="Assessment progress"
        valueText={`Step ${step} of ${STEP_COUNT}`}
      />
    </div>
  );
}
