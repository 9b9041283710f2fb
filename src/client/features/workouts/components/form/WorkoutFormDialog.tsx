import { useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import type { User } from '@shared/schemas/users';
import { DateTimeField } from '@client/components/forms/DateTimeField';
import { focusFirstInvalid } from '@client/components/forms/focus-first-invalid';
import { useNow } from '@client/components/forms/use-now';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { formReducer } from '../../form/form-reducer';
import { toLocalInput } from '../../form/local-datetime';
import { draftSignature, type FormErrors, type WorkoutDraft } from '../../form/workout-draft';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { ExerciseList } from './ExerciseList';
import { ExerciseNameOptions } from './ExerciseNameOptions';
import { FormFooter } from './FormFooter';
import {
  WorkoutDurationFields,
  WorkoutNameTypeFields,
  WorkoutNotesField,
} from './WorkoutDetailsFields';

export interface WorkoutFormDialogProps {
  user: User;
  mode: 'create' | 'edit';
  /** Prefix for ids, unique on the page. */
  idPrefix: string;
  title: string;
  description: string;
  closeLabel: string;
  submitLabel: string;
  discardText: string;
  /** The draft the form opens with; read once, when it opens. */
  initial: () => WorkoutDraft;
  pending: boolean;
  /**
   * Validates and, when valid, starts the save: the errors to show, or null once it is on its
   * way. `initialWhen` tells whether the date was changed.
   */
  onSave: (draft: WorkoutDraft, initialWhen: string) => FormErrors | null;
  onClose: () => void;
}

const EARLIEST = '2000-01-01T00:00';

/**
 * Both workout dialogs (issue 8, bug 1): one draft of the whole workout, written only by the one
 * Save; Cancel, Escape and the close button discard it, asking first when something changed.
 * Mounted only while open, so every opening starts from the workout as it is.
 */
export function WorkoutFormDialog(props: WorkoutFormDialogProps) {
  const { user, mode, idPrefix, pending } = props;
  const [initial] = useState(props.initial);
  const [state, dispatch] = useReducer(formReducer, {
    draft: initial,
    errors: {},
    // A blank form's type follows its exercises until the person picks one (form-reducer.ts).
    typeChosen: mode === 'edit' || initial.exercises.some((e) => e.name.trim() !== ''),
  });
  const [confirming, setConfirming] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const baseline = useMemo(() => draftSignature(initial), [initial]);
  const { draft, errors } = state;
  const units = { weightUnit: user.weightUnit, distanceUnit: user.distanceUnit };
  const now = useNow();

  const requestClose = () => {
    if (pending) return;
    if (draftSignature(draft) === baseline) props.onClose();
    else setConfirming(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = props.onSave(draft, initial.when);
    if (result) {
      dispatch({ type: 'errors', errors: result });
      focusFirstInvalid(form.current);
    }
  };

  const detailProps = {
    idPrefix,
    values: draft,
    errors,
    onChange: (field: 'name' | 'type' | 'notes', value: string) =>
      dispatch({ type: 'detail', field, value }),
  };

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent closeLabel={props.closeLabel} className="max-w-[480px] p-0">
          <form ref={form} noValidate onSubmit={submit} className="flex flex-col">
            <div className="flex flex-col gap-5 p-5 pb-6 sm:p-6">
              <div className="space-y-1 pr-10">
                <DialogTitle className="text-xl font-bold tracking-tight">
                  {props.title}
                </DialogTitle>
                <DialogDescription className="text-sm text-ink-muted">
                  {props.description}
                </DialogDescription>
              </div>
              <WorkoutNameTypeFields {...detailProps} />
              <DateTimeField
                id={`${idPrefix}-when`}
                label="Date and time"
                value={draft.when}
                max={toLocalInput(now, user.timeZone)}
                min={EARLIEST}
                error={errors.when}
                onChange={(value) => dispatch({ type: 'detail', field: 'when', value })}
              />
              <WorkoutDurationFields
                idPrefix={idPrefix}
                values={draft}
                errors={errors}
                onChange={(field, value) => dispatch({ type: 'duration', field, value })}
              />
              <ExerciseList
                idPrefix={idPrefix}
                mode={mode}
                exercises={draft.exercises}
                // Off unless the person turned Track RPE on in Profile (issue 27 §2).
                rpeEnabled={user.rpeEnabled}
                units={units}
                timeZone={user.timeZone}
                errors={errors}
                dispatch={dispatch}
              />
              <WorkoutNotesField {...detailProps} />
            </div>
            <ExerciseNameOptions />
            <FormFooter
              onCancel={requestClose}
              submitLabel={props.submitLabel}
              pendingLabel="Saving…"
              pending={pending}
            />
          </form>
        </DialogContent>
      </Dialog>
      <DiscardChangesDialog
        open={confirming}
        description={props.discardText}
        onKeepEditing={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          props.onClose();
        }}
      />
    </>
  );
}
