import { Dumbbell, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { DEFAULT_EQUIPMENT } from '@shared/plates';
import type { EquipmentAnswer } from '@shared/schemas/equipment';
import { WEIGHT_LABEL } from '@shared/unit-display';
import { WEIGHT_UNITS, type WeightUnit } from '@shared/units';
import { FormField } from '@client/components/forms/FormField';
import { EQUIPMENT_PATH, PlateCalculator } from '@client/components/plates/PlateCalculator';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/layout/LoadError';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { useEquipment, useSaveEquipment } from '@client/lib/equipment';
import { cn } from '@client/lib/utils';
import {
  canAddPlate,
  draftOf,
  parseDraft,
  plateRowKey,
  type EquipmentDraft,
  type EquipmentErrors,
  type PlateRow,
} from '../model/gym-equipment';

const CARD_ID = EQUIPMENT_PATH.split('#')[1]!;
const UNIT_NAMES: Record<WeightUnit, string> = { lb: 'Pounds (lbs)', kg: 'Kilograms (kg)' };

/** A form per unit: the saved one's from what was saved, the other's the standard set. */
const draftsOf = (saved: EquipmentAnswer): Record<WeightUnit, EquipmentDraft> => ({
  lb: draftOf(saved.unit === 'lb' ? saved : DEFAULT_EQUIPMENT.lb),
  kg: draftOf(saved.unit === 'kg' ? saved : DEFAULT_EQUIPMENT.kg),
});

/**
 * Profile's Gym equipment (issue 27 §3): the bar and the plates the person owns, which the plate
 * calculator loads. Until saved it shows the standard set for their weight unit. Each unit keeps
 * its own form while the card is open, so switching unit and back loses no typing.
 */
export function GymEquipmentSetting() {
  const equipment = useEquipment();
  // Opened at #gym-equipment (the calculator's link), the card comes into view once it is drawn.
  const loaded = equipment.isSuccess;
  useEffect(() => {
    if (loaded && window.location.hash === `#${CARD_ID}`) {
      document.getElementById(CARD_ID)?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);
  return (
    <Card id={CARD_ID} aria-labelledby="gym-equipment-title" className="scroll-mt-4">
      <CardTitle id="gym-equipment-title" className="flex items-center gap-2 text-lg">
        <Dumbbell aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Gym equipment
      </CardTitle>
      <CardDescription className="mt-1">
        Your bar and the plates you own, so the plate calculator loads weights you can make.
      </CardDescription>
      {equipment.isPending ? (
        <p role="status" className="mt-4 text-sm text-ink-muted">
          Loading your bar and plates…
        </p>
      ) : equipment.isError ? (
        <LoadError
          className="mt-4"
          message="Couldn't load your bar and plates."
          onRetry={() => void equipment.refetch()}
          retrying={equipment.isFetching}
        />
      ) : (
        <>
          <EquipmentForm saved={equipment.data} />
          <TryCalculator unit={equipment.data.unit} />
        </>
      )}
    </Card>
  );
}

function EquipmentForm({ saved }: { saved: EquipmentAnswer }) {
  const save = useSaveEquipment();
  const barId = useId();
  const [unit, setUnit] = useState<WeightUnit>(saved.unit);
  const [drafts, setDrafts] = useState(() => draftsOf(saved));
  const [errors, setErrors] = useState<EquipmentErrors>({});

  // What the server answers (this card's save, or another device's) replaces the forms.
  const [shownFor, setShownFor] = useState(saved);
  if (saved !== shownFor) {
    setShownFor(saved);
    setUnit(saved.unit);
    setDrafts(draftsOf(saved));
    setErrors({});
  }

  const draft = drafts[unit];
  const label = WEIGHT_LABEL[unit];
  const edit = (next: Partial<EquipmentDraft>) =>
    setDrafts((all) => ({ ...all, [unit]: { ...all[unit], ...next } }));
  const editRow = (key: number, next: Partial<PlateRow>) =>
    edit({ plates: draft.plates.map((p) => (p.key === key ? { ...p, ...next } : p)) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseDraft(unit, draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      // The first wrong field takes the focus, and its description reads the message out.
      const form = event.currentTarget;
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setErrors({});
    save.mutate(parsed.body);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <fieldset disabled={save.isPending}>
        <legend className="mb-1.5 text-sm font-medium">Plates and bar in</legend>
        <div className="grid grid-cols-2 gap-1 rounded-control bg-surface-muted p-1">
          {WEIGHT_UNITS.map((u) => (
            <label
              key={u}
              className={cn(
                'grid min-h-11 cursor-pointer place-items-center rounded-[0.6rem] px-3 text-center text-sm font-semibold transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                u === unit ? 'bg-surface text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
              )}
            >
              <input
                type="radio"
                name="equipment-unit"
                value={u}
                checked={u === unit}
                onChange={() => {
                  setUnit(u);
                  setErrors({});
                }}
                className="sr-only"
              />
              {UNIT_NAMES[u]}
            </label>
          ))}
        </div>
      </fieldset>

      <FormField id={barId} label={`Bar weight (${label})`} error={errors.bar}>
        {(c) => (
          <Input
            {...c}
            inputMode="decimal"
            value={draft.bar}
            disabled={save.isPending}
            onChange={(e) => edit({ bar: e.target.value })}
            className="max-w-40 tabular-nums"
          />
        )}
      </FormField>

      <fieldset disabled={save.isPending} aria-describedby="plates-hint">
        <legend className="text-sm font-medium">Plates you own</legend>
        <p id="plates-hint" className="text-sm text-ink-muted">
          How many of each in all, both sides together: they load in pairs.
        </p>
        <ul className="mt-2 flex flex-col gap-2">
          {draft.plates.map((p, i) => (
            <PlateRowFields
              key={p.key}
              row={p}
              index={i}
              unit={unit}
              errors={errors}
              onChange={(next) => editRow(p.key, next)}
              onRemove={() => edit({ plates: draft.plates.filter((q) => q.key !== p.key) })}
            />
          ))}
        </ul>
        {errors.plates && (
          <p className="mt-2 text-sm font-medium text-danger" role="alert">
            {errors.plates}
          </p>
        )}
        <Button
          variant="ghost"
          className="mt-2"
          disabled={!canAddPlate(draft)}
          onClick={() =>
            edit({ plates: [...draft.plates, { key: plateRowKey(), weight: '', count: '2' }] })
          }
        >
          <Plus aria-hidden="true" /> Add a plate weight
        </Button>
      </fieldset>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save equipment'}
        </Button>
        <Button
          variant="outline"
          disabled={save.isPending}
          onClick={() => {
            edit(draftOf(DEFAULT_EQUIPMENT[unit]));
            setErrors({});
          }}
        >
          Reset to standard
        </Button>
      </div>
      {!saved.saved && (
        <p className="text-sm text-ink-muted">
          Not saved yet: the calculator uses this standard set until you save yours.
        </p>
      )}
    </form>
  );
}

interface PlateRowFieldsProps {
  row: PlateRow;
  index: number;
  unit: WeightUnit;
  errors: EquipmentErrors;
  onChange: (next: Partial<PlateRow>) => void;
  onRemove: () => void;
}

/** One plate weight and how many: two labelled inputs and a remove button on one line. */
function PlateRowFields({ row, index, unit, errors, onChange, onRemove }: PlateRowFieldsProps) {
  const id = useId();
  const label = WEIGHT_LABEL[unit];
  const weightError = errors[`plates.${index}.weight`];
  const countError = errors[`plates.${index}.count`];
  const name = row.weight.trim() ? `${row.weight.trim()} ${label}` : `plate ${index + 1}`;
  return (
    <li className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-w`} className="text-xs text-ink-muted">
            Plate {index + 1} weight ({label})
          </label>
          <Input
            id={`${id}-w`}
            inputMode="decimal"
            value={row.weight}
            aria-invalid={weightError ? true : undefined}
            aria-describedby={weightError ? `${id}-w-error` : undefined}
            onChange={(e) => onChange({ weight: e.target.value })}
            className="tabular-nums"
          />
        </div>
        <div className="flex w-28 flex-col gap-1">
          <label htmlFor={`${id}-n`} className="text-xs text-ink-muted">
            How many
          </label>
          <Input
            id={`${id}-n`}
            inputMode="numeric"
            value={row.count}
            aria-label={`How many ${name} plates`}
            aria-invalid={countError ? true : undefined}
            aria-describedby={countError ? `${id}-n-error` : undefined}
            onChange={(e) => onChange({ count: e.target.value })}
            className="tabular-nums"
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove the ${name} plates`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {weightError && (
        <p id={`${id}-w-error`} className="text-sm font-medium text-danger">
          {weightError}
        </p>
      )}
      {countError && (
        <p id={`${id}-n-error`} className="text-sm font-medium text-danger">
          {countError}
        </p>
      )}
    </li>
  );
}

/**
 * A weight to try the calculator on, here where the plates are set (the live workout opens it
 * from each weighted set). It loads the saved equipment, in the saved unit.
 */
function TryCalculator({ unit }: { unit: WeightUnit }) {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const weight = Number(text);
  const ready = text.trim() !== '' && Number.isFinite(weight) && weight > 0;
  return (
    <form
      noValidate
      className="mt-5 flex items-end gap-2 border-t border-line/60 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) setOpen(true);
      }}
    >
      <FormField
        id={id}
        label={`Try the plate calculator (${WEIGHT_LABEL[unit]})`}
        className="flex-1"
      >
        {(c) => (
          <Input
            {...c}
            inputMode="decimal"
            placeholder={unit === 'kg' ? '100' : '225'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="tabular-nums"
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" disabled={!ready}>
        Show plates
      </Button>
      <PlateCalculator
        open={open}
        onOpenChange={setOpen}
        weight={ready ? weight : null}
        unit={unit}
      />
    </form>
  );
}
