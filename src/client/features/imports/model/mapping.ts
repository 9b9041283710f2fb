import { EXERCISES } from '@shared/exercises/catalogue';
import type { NameMapping, UnmappedExercise } from '@shared/schemas/imports';

/**
 * The person's answer for each name the preview could not place in the catalogue (issue 29 §2):
 * log it as a catalogue exercise (the server's suggestion chosen to begin with) or keep it as the
 * file writes it. Sent with the import as the `mapping` field.
 */
export interface NameChoice {
  choice: 'log' | 'keep';
  /** The name to log it under when `choice` is 'log' (kept while 'keep', so switching back restores it). */
  target: string;
}
export type MappingState = Record<string, NameChoice>;

/** The catalogue's own names (not the catch-alls like "Workout"), offered as "Log as" targets. */
export const CATALOGUE_NAMES: readonly string[] = EXERCISES.filter((e) => !e.generic)
  .map((e) => e.name)
  .sort((a, b) => a.localeCompare(b));

const initialChoice = (u: UnmappedExercise): NameChoice =>
  u.suggestion ? { choice: 'log', target: u.suggestion } : { choice: 'keep', target: '' };

/**
 * The choices for a preview's unmapped names: the ones already answered stay (a re-preview after
 * the unit question lists the same names again), new names start from the suggestion.
 */
export function mappingFor(unmapped: readonly UnmappedExercise[], previous: MappingState = {}) {
  const state: MappingState = {};
  for (const u of unmapped) state[u.name] = previous[u.name] ?? initialChoice(u);
  return state;
}

/** What is wrong with one answer, or null. */
export function choiceProblem(c: NameChoice): string | null {
  return c.choice === 'log' && c.target.trim() === ''
    ? 'Choose an exercise to log it as, or keep it as written.'
    : null;
}

/** The names whose answer is not complete yet. */
export const unanswered = (state: MappingState) =>
  Object.keys(state).filter((name) => choiceProblem(state[name]!) !== null);

/**
 * The `mapping` field: only the names logged under another name (keeping a name, or "mapping" it
 * to itself, is what the server does anyway); null when there is nothing to send.
 */
export function mappingToSend(state: MappingState): NameMapping | null {
  const mapping: NameMapping = {};
  for (const [name, c] of Object.entries(state)) {
    const target = c.target.trim();
    if (c.choice === 'log' && target !== '' && target !== name.trim()) mapping[name] = target;
  }
  return Object.keys(mapping).length > 0 ? mapping : null;
}

/** Whether a "Log as" target is one of the catalogue's names (any case). */
export function isCatalogueName(target: string): boolean {
  const wanted = target.trim().toLowerCase();
  return CATALOGUE_NAMES.some((n) => n.toLowerCase() === wanted);
}
