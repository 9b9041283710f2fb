import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { exerciseNamesQuery } from '@client/lib/queries';

/**
 * "Add exercise" mid-workout: a name, suggested from what the person has logged (GET
 * /api/exercises/names, most done first, as the workout form suggests them).
 */
export function AddExercise({
  refused,
  onAdd,
}: {
  /** Why no exercise can be added (the workout's size bound), if so. */
  refused: string | null;
  onAdd: (name: string) => Promise<void>;
}) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const names = useQuery(exerciseNamesQuery);
  const listId = useId();
  const add = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setBusy(true);
    try {
      await onAdd(trimmed);
      setName('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <label className="sr-only" htmlFor={`${listId}-name`}>
        Exercise name
      </label>
      <Input
        id={`${listId}-name`}
        list={listId}
        placeholder="Exercise name"
        maxLength={100}
        value={name}
        onChange={(e) => setName(e.target.value)}
        className="flex-1"
      />
      <datalist id={listId}>
        {(names.data ?? []).map((n) => (
          <option key={n.name} value={n.name} />
        ))}
      </datalist>
      <Button
        type="submit"
        variant="outline"
        disabled={busy || !name.trim() || refused != null}
        title={refused ?? undefined}
      >
        <Plus aria-hidden="true" />
        Add exercise
      </Button>
    </form>
  );
}
