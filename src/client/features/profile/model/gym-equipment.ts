import type { Equipment } from '@shared/plates';
import { EQUIPMENT_LIMITS, equipmentSchema, type EquipmentBody } from '@shared/schemas/equipment';
import type { WeightUnit } from '@shared/units';
import { formatFieldError } from '@client/lib/field-error';

/** One row of the plates form as typed: text until saved, with a key that survives a removal. */
export interface PlateRow {
  key: number;
  weight: string;
  count: string;
}

/** The Gym equipment form of one unit, as typed. */
export interface EquipmentDraft {
  bar: string;
  plates: PlateRow[];
}

let nextKey = 0;
/** A new row's key: unique for the page's life, so React keeps each input with its row. */
export const plateRowKey = () => nextKey++;

export const draftOf = (equipment: Equipment): EquipmentDraft => ({
  bar: String(equipment.bar),
  plates: equipment.plates.map((p) => ({
    key: plateRowKey(),
    weight: String(p.weight),
    count: String(p.count),
  })),
});

/** Typed text as the number it says; blank is missing (so "is required"), anything else NaN. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * Under-field messages by where they belong: 'bar', 'plates' (the list as a whole), and
 * 'plates.N.weight' / 'plates.N.count' for row N.
 */
export type EquipmentErrors = Record<string, string>;

const LABELS: Record<string, string> = {
  bar: 'Bar weight',
  plates: 'Plates',
  weight: 'Plate weight',
  count: 'Count',
};

/**
 * The form as the equipment to save, checked by the same contract as the server, or the message
 * for each field that is wrong (the first per field, worded to sit under it).
 */
export function parseDraft(
  unit: WeightUnit,
  draft: EquipmentDraft,
): { body: EquipmentBody } | { errors: EquipmentErrors } {
  const parsed = equipmentSchema.safeParse({
    unit,
    bar: numberOf(draft.bar),
    plates: draft.plates.map((p) => ({ weight: numberOf(p.weight), count: numberOf(p.count) })),
  });
  if (parsed.success) return { body: parsed.data };
  const errors: EquipmentErrors = {};
  for (const issue of parsed.error.issues) {
    const where = issue.path.join('.');
    const label = LABELS[String(issue.path.at(-1))] ?? LABELS.plates!;
    errors[where || 'plates'] ??= formatFieldError(label, issue.message);
  }
  return { errors };
}

/** Whether another plate weight may be added (the contract's 12). */
export const canAddPlate = (draft: EquipmentDraft) =>
  draft.plates.length < EQUIPMENT_LIMITS.platesMax;
