import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormAlert } from '@client/components/forms/FormAlert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { STEP_COUNT, choose, isAnswered, questionAt, type Draft } from '../model/questions';
import { QuestionStep } from './QuestionStep';
import { StepProgress } from './StepProgress';

interface QuestionnaireProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** Step 8's 'Get My Plan'. */
  onSubmit: () => void;
  pending: boolean;
  /** Why the last 'Get My Plan' failed, in the server's words; the answers stay as they were. */
  error: string | null;
  /** Given when a saved plan exists: leaves the questionnaire for it, dropping these answers. */
  onBackToPlan?: () => void;
}

/** SPEC §2/§4: the eight steps with Back and Next, then 'Get My Plan' on the last. */
export function Questionnaire({
  draft,
  onChange,
  onSubmit,
  pending,
  error,
  onBackToPlan,
}: QuestionnaireProps) {
  const { step, answers } = draft;
  const question = questionAt(step);
  const answered = isAnswered(step, answers);
  const last = step === STEP_COUNT;

  // Focus follows Back and Next to the new question (not on the first render, which would pull
  // focus from wherever the page load left it).
  const group = useRef<HTMLFieldSetElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    group.current?.focus();
  }, [step]);
  const goTo = (to: number) => {
    moved.current = true;
    onChange({ step: to, answers });
  };

  // A submit button, so Enter on a choice moves on; disabled, it lets Enter do nothing.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answered || pending) return;
    if (last) onSubmit();
    else goTo(step + 1);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={pending}>
      <StepProgress step={step} />
      <Card>
        <QuestionStep
          ref={group}
          question={question}
          answers={answers}
          onChoose={(value) => onChange({ step, answers: choose(question, answers, value) })}
        />
      </Card>
      <FormAlert message={error} className="px-4 py-3" />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" disabled={step === 1 || pending} onClick={() => goTo(step - 1)}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" disabled={!answered || pending}>
          {last ? (
            <>
              <Sparkles aria-hidden="true" />
              {pending ? 'Analyzing...' : 'Get My Plan'}
            </>
          ) : (
            <>
              Next
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
      {onBackToPlan && (
        <Button variant="ghost" disabled={pending} onClick={onBackToPlan}>
          Back to my plan
        </Button>
      )}
    </form>
  );
}
