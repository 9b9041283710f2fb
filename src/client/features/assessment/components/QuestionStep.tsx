import { useId, type Ref } from 'react';
import { cn } from '@client/lib/utils';
import { chosen, type DraftAnswers, type Question } from '../model/questions';

interface QuestionStepProps {
  question: Question;
  answers: DraftAnswers;
  onChoose: (value: string) => void;
  /** The page moves focus here on Back and Next, so a screen reader reads the new question. */
  ref?: Ref<HTMLFieldSetElement>;
}

// Native inputs inside large cards (DESIGN §8: ≥ 44 px): radios are one tab stop moved with the
// arrow keys, checkboxes one stop each toggled with Space, both named by their label.
const card = cn(
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-control border border-line bg-surface px-4 py-3 transition-colors',
  'hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-surface-muted',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
);

/** One step of the questionnaire: its question as a group of choices (SPEC §5 options). */
export function QuestionStep({ question, answers, onChoose, ref }: QuestionStepProps) {
  const helperId = useId();
  const picked = chosen(question, answers);
  const type = question.kind === 'single' ? 'radio' : 'checkbox';
  return (
    <fieldset ref={ref} tabIndex={-1} aria-describedby={helperId} className="focus:outline-none">
      <legend className="text-xl font-bold tracking-tight">{question.title}</legend>
      <p id={helperId} className="mt-1 text-sm text-ink-muted">
        {question.helper}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {question.options.map((option) => {
          const id = `${helperId}-${option.value}`;
          return (
            <label key={option.value} className={card}>
              {/* Named by its label alone; the hint describes it (read after the name). */}
              <input
                type={type}
                name={question.key}
                value={option.value}
                checked={picked.includes(option.value)}
                onChange={() => onChoose(option.value)}
                aria-labelledby={`${id}-label`}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
                className="size-5 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span className="flex flex-col">
                <span id={`${id}-label`} className="font-semibold">
                  {option.label}
                </span>
                {option.hint && (
                  <span id={`${id}-hint`} className="text-sm text-ink-muted">
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
