import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Routine } from '@shared/schemas/routines';
import type { User } from '@shared/schemas/users';
import { focusFirstInvalid } from '@client/components/forms/focus-first-invalid';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useCreateRoutine, useUpdateRoutine } from '../api/routines';
import { supersetGroups } from '@client/lib/supersets';
import {
  ROUTINE_SIZE,
  draftFromRoutine,
  emptyRoutineDraft,
  routineFromBody,
  emptyRoutineExercise,
  moveItem,
  validateRoutine,
  type RoutineDraft,
  type RoutineErrors,
} from '../model/routine-draft';
import { RoutineExerciseFields } from './RoutineExerciseFields';

interface RoutineEditorDialogProps {
  user: User;
  /** The routine to edit; absent: a new one from scratch. */
  routine?: Routine;
  onClose: () => void;
  /** The exercise-name suggestions (a datalist the app composes in) and its id. */
  nameOptions?: ReactNode;
  nameListId?: string;
  /**
   * A kept routine the server refused (issue 28 §3, the sync sheet's Edit): the editor opens with
   * it as sent; `onSaved` runs once the fixed one is saved or kept (it discards the refused one).
   */
  fixing?: Parameters<typeof routineFromBody>[0];
  onSaved?: () => void;
}

/**
 * Make or edit a routine (issue 27 §1): name, notes, exercises with rest and supersets, and their
 * target sets, each movable with buttons. Checked with the shared contract on Save; one POST or
 * PUT. Mounted only while open, so each opening starts from the routine as stored.
 */
export function RoutineEditorDialog({
  user,
  routine,
  onClose,
  nameOptions,
  nameListId,
  fixing,
  onSaved,
}: RoutineEditorDialogProps) {
  const [draft, setDraft] = useState<RoutineDraft>(() =>
    routine
      ? draftFromRoutine(routine, user.weightUnit)
      : fixing
        ? draftFromRoutine(routineFromBody(fixing), user.weightUnit)
        : emptyRoutineDraft(user),
  );
  // After a refused Save the messages follow the typing, so a fixed box loses its error at once.
  const [tried, setTried] = useState(false);
  const checked = useMemo(() => validateRoutine(draft, user.weightUnit), [draft, user.weightUnit]);
  const errors: RoutineErrors = tried && !checked.ok ? checked.errors : {};
  const create = useCreateRoutine();
  const update = useUpdateRoutine();
  const pending = create.isPending || update.isPending;
  const form = useRef<HTMLFormElement>(null);
  const focusNext = useRef<string | null>(null);

  // After a move the moved item's button keeps the focus; at an end of the list that button is
  // disabled, so its other move button takes it.
  useEffect(() => {
    const id = focusNext.current;
    focusNext.current = null;
    if (!id) return;
    const el = document.getElementById(id) as HTMLButtonElement | null;
    const other = id.endsWith('-up') ? id.replace(/-up$/, '-down') : id.replace(/-down$/, '-up');
    const target = el && !el.disabled ? el : (document.getElementById(other) ?? el);
    target?.focus();
  }, [draft]);

  const groups = supersetGroups(draft.exercises.map((e) => e.supersetWithNext));
  const setExercises = (exercises: RoutineDraft['exercises']) =>
    setDraft((d) => ({ ...d, exercises }));

  const save = () => {
    if (!checked.ok) {
      setTried(true);
      focusFirstInvalid(form.current);
      return;
    }
    const { name, notes, exercises } = checked.body;
    if (routine) {
      update.mutate({ id: routine.id, body: { name, notes, exercises } }, { onSuccess: onClose });
    } else {
      create.mutate(
        { name, notes, exercises },
        {
          onSuccess: () => {
            onSaved?.();
            onClose();
          },
        },
      );
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent closeLabel="Close routine editor" className="max-w-[520px] px-4">
        <DialogTitle className="pr-10 text-xl font-bold tracking-tight">
          {routine ? 'Edit routine' : 'New routine'}
        </DialogTitle>
        <DialogDescription className="mt-1 mb-4 text-sm text-ink-muted">
          The exercises and sets you will do each time. Weights are in {user.weightUnit}.
        </DialogDescription>
        {nameOptions}
        <form
          ref={form}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(ev) => {
            ev.preventDefault();
            save();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor="routine-name" className="text-sm font-medium">
              Routine name
            </label>
            <Input
              id="routine-name"
              value={draft.name}
              placeholder="e.g. Push day"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'routine-name-error' : undefined}
              onChange={(ev) => setDraft((d) => ({ ...d, name: ev.target.value }))}
            />
            {errors.name && (
              <p id="routine-name-error" className="text-sm font-medium text-danger">
                {errors.name}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="routine-notes" className="text-sm font-medium">
              Notes <span className="font-normal text-ink-muted">(optional)</span>
            </label>
            <textarea
              id="routine-notes"
              rows={2}
              value={draft.notes}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? 'routine-notes-error' : undefined}
              onChange={(ev) => setDraft((d) => ({ ...d, notes: ev.target.value }))}
              className="w-full rounded-control border border-line bg-surface px-4 py-3 text-base text-ink aria-invalid:border-danger"
            />
            {errors.notes && (
              <p id="routine-notes-error" className="text-sm font-medium text-danger">
                {errors.notes}
              </p>
            )}
          </div>
          {errors.exercises && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.exercises}
            </p>
          )}
          <ol aria-label="Exercises" className="flex flex-col gap-3">
            {draft.exercises.map((e, i) => (
              <li key={e.key}>
                <RoutineExerciseFields
                  exercise={e}
                  index={i}
                  count={draft.exercises.length}
                  group={groups[i] ?? null}
                  weightUnit={user.weightUnit}
                  rpe={user.rpeEnabled}
                  nameListId={nameListId}
                  errors={errors}
                  onChange={(next) =>
                    setExercises(draft.exercises.map((x) => (x.key === e.key ? next : x)))
                  }
                  onMove={(by) => {
                    focusNext.current = `${e.key}-${by < 0 ? 'up' : 'down'}`;
                    setExercises(moveItem(draft.exercises, i, by));
                  }}
                  onRemove={() => {
                    focusNext.current = 'routine-add-exercise';
                    setExercises(draft.exercises.filter((x) => x.key !== e.key));
                  }}
                  focusAfter={(id) => {
                    focusNext.current = id;
                  }}
                />
              </li>
            ))}
          </ol>
          <Button
            id="routine-add-exercise"
            variant="secondary"
            disabled={draft.exercises.length >= ROUTINE_SIZE.exercises}
            onClick={() => setExercises([...draft.exercises, emptyRoutineExercise(user)])}
          >
            <Plus aria-hidden="true" />
            Add exercise
          </Button>
          <div className="sticky -bottom-6 -mx-4 grid grid-cols-2 gap-3 border-t border-line/60 bg-surface px-4 pt-3 pb-6">
            <Button variant="outline" disabled={pending} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save routine'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
