import { useId } from 'react';
import type { UnmappedExercise } from '@shared/schemas/imports';
import { Input } from '@client/components/ui/input';
import { plural } from '@client/lib/formatting';
import { cn } from '@client/lib/utils';
import {
  CATALOGUE_NAMES,
  choiceProblem,
  isCatalogueName,
  type MappingState,
  type NameChoice,
} from '../model/mapping';

interface NameMappingListProps {
  unmapped: readonly UnmappedExercise[];
  mapping: MappingState;
  onChange: (name: string, choice: NameChoice) => void;
  /** Show the problems of unanswered names (after Import was pressed). */
  showProblems: boolean;
  disabled?: boolean;
}

const CATALOGUE_LIST_ID = 'import-catalogue-names';

/**
 * The names the catalogue does not know (issue 29 §2): for each, log it as a catalogue exercise
 * (a searchable box over the catalogue, the server's suggestion filled in) or keep it as written.
 */
export function NameMappingList(props: NameMappingListProps) {
  const { unmapped, mapping, onChange, showProblems, disabled } = props;
  return (
    <section aria-labelledby="import-unmapped-title" className="flex flex-col gap-3">
      <div>
        <h2 id="import-unmapped-title" className="text-base font-semibold">
          Exercises to check
        </h2>
        <p className="text-sm text-ink-muted">
          These names aren’t in Joey Fit’s exercise list. Log each as one of ours, so its history
          and records join the ones you log here, or keep it as written.
        </p>
      </div>
      <datalist id={CATALOGUE_LIST_ID}>
        {CATALOGUE_NAMES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ul className="flex flex-col gap-3">
        {unmapped.map((u) => (
          <li key={u.name}>
            <NameRow
              unmapped={u}
              choice={mapping[u.name] ?? { choice: 'keep', target: '' }}
              onChange={(c) => onChange(u.name, c)}
              showProblem={showProblems}
              disabled={disabled}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface NameRowProps {
  unmapped: UnmappedExercise;
  choice: NameChoice;
  onChange: (choice: NameChoice) => void;
  showProblem: boolean;
  disabled?: boolean;
}

function NameRow({ unmapped, choice, onChange, showProblem, disabled }: NameRowProps) {
  const id = useId();
  const problem = showProblem ? choiceProblem(choice) : null;
  const target = choice.target.trim();
  const note =
    choice.choice === 'log' && target !== '' && !isCatalogueName(target)
      ? 'Not in the exercise list: it will be logged under this name.'
      : null;
  const describedBy = [problem && `${id}-problem`, note && `${id}-note`].filter(Boolean).join(' ');
  return (
    <fieldset
      disabled={disabled}
      className="flex flex-col gap-2 rounded-card border border-line/60 bg-surface p-4"
      data-testid="import-unmapped-name"
    >
      <legend className="sr-only">
        {unmapped.name}, {plural(unmapped.sets, 'set')}
      </legend>
      <p aria-hidden="true" className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-semibold break-words">{unmapped.name}</span>
        <span className="shrink-0 text-sm text-ink-muted tabular-nums">
          {plural(unmapped.sets, 'set')}
        </span>
      </p>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="radio"
          name={`${id}-choice`}
          checked={choice.choice === 'log'}
          onChange={() => onChange({ ...choice, choice: 'log' })}
          className="size-5 accent-brand-700"
        />
        Log as an exercise from the list
      </label>
      <Input
        list={CATALOGUE_LIST_ID}
        aria-label={`Log “${unmapped.name}” as`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        placeholder="Search the exercise list"
        autoComplete="off"
        value={choice.target}
        className={cn('ml-8 w-[calc(100%-2rem)]', choice.choice !== 'log' && 'opacity-70')}
        onChange={(event) => onChange({ choice: 'log', target: event.target.value })}
      />
      {problem && (
        <p id={`${id}-problem`} className="ml-8 text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {note && (
        <p id={`${id}-note`} className="ml-8 text-sm text-ink-muted">
          {note}
        </p>
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="radio"
          name={`${id}-choice`}
          checked={choice.choice === 'keep'}
          onChange={() => onChange({ ...choice, choice: 'keep' })}
          className="size-5 accent-brand-700"
        />
        Keep as written
      </label>
    </fieldset>
  );
}
