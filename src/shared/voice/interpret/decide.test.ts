// The combination of the slot grammar and the intent classifier (decide.ts), rule by rule, with
// the classifier's guess given: the classifier itself is tested in classifier/.
import { describe, expect, it } from 'vitest';
import type { IntentClass, IntentGuess } from './classifier';
import { decide } from './decide';
import type { Interpretation } from '../schema';

const guess = (intent: IntentClass, confidence: number): IntentGuess => ({
  intent,
  confidence,
  ranked: [{ intent, p: confidence }],
});
const suggestion = (): Interpretation => ({ action: 'get_suggestion', focus: { area: 'legs' } });

const bareLog: Interpretation = {
  action: 'log_workout',
  workoutName: 'Basketball',
  type: 'sports',
  exercises: [{ exerciseId: 'basketball', name: 'Basketball', sets: 1 }],
};
const countedLog: Interpretation = {
  ...bareLog,
  exercises: [{ exerciseId: 'basketball', name: 'Basketball', sets: 1, durationSeconds: 3600 }],
};
const error: Interpretation = { action: 'error' };

describe('decide', () => {
  it.each<[string, Interpretation, IntentGuess, Interpretation]>([
    ['agreement keeps the reading', countedLog, guess('log', 0.9), countedLog],
    ['numbers to act on outweigh the classifier', countedLog, guess('other', 0.99), countedLog],
    ['a question form the grammar knows stands', { action: 'check_progress' }, guess('suggestion', 0.7), { action: 'check_progress' }],
    // The grammar read nothing: the classifier decides the phrasing-only actions when sure.
    ['a confident progress question', error, guess('progress', 0.7), { action: 'check_progress' }],
    ['a confident ending', error, guess('end', 0.6), { action: 'end_session' }],
    ['a confident suggestion keeps its focus', error, guess('suggestion', 0.9), suggestion()],
    // …and asks for other words when not, naming the likely action.
    ['an unsure progress question', error, guess('progress', 0.5), { action: 'error', unclear: 'check_progress' }],
    ['a log with nothing to log', error, guess('log', 0.95), { action: 'error', unclear: 'log_workout' }],
    ['a goal with no target', error, guess('goal', 0.8), { action: 'error', unclear: 'set_goal' }],
    ['a guess too weak to name', error, guess('progress', 0.3), error],
    ['small talk', error, guess('other', 0.4), error],
    // A log with no numbers stands on a name alone: a sure classifier overrules it.
    ['a sport watched, not played', bareLog, guess('other', 0.9), error],
    ['a question that names a sport', bareLog, guess('progress', 0.85), { action: 'check_progress' }],
    ['an unsure overrule leaves the log', bareLog, guess('other', 0.7), bareLog],
    ['…but not when the log left words unused', { ...bareLog, unused: ['watched'] }, guess('other', 0.7), error],
    ['a goal guess cannot replace a log', bareLog, guess('goal', 0.95), bareLog],
  ])('%s', (_, grammar, g, want) => {
    expect(decide(grammar, g, suggestion)).toEqual(want);
  }); // prettier-ignore
});
