// The held-out voice commands (issue 15 §4): written by hand, apart from the templates, and never
// used for training or tuning (tests/voice/heldout/README.md). The test reports the typed figure
// overall and per action, and holds it above a floor; it prints the misses themselves only on
// request (VOICE_SHOW_MISSES=1), so that nobody tunes the interpreter on them by habit.
import { describe, expect, it } from 'vitest';
import { VOICE_ACTIONS } from '../../src/shared/voice/schema';
import { heldoutPath, loadCorpus, printFigure, typedFigure, unknownExercises } from './voice-judge';

/**
 * The figure measured, rounded down to the whole percent: a floor that only catches a regression
 * (383/433 when the set was written, 416/433 after issue 15). Raise it as the interpreter
 * improves; issue 15's target is 99 %.
 */
const TYPED_FLOOR = 96;
const lines = loadCorpus(heldoutPath);

describe('voice held-out set (tests/voice/heldout/commands.jsonl)', () => {
  // The set predates issue 31's acts (delete_workout, undo, start_routine, start_session,
  // add_set): every line's action is one the interpreter knows, not every action has a line.
  it('has at least 300 commands, each with an action the interpreter knows', () => {
    expect(lines.length).toBeGreaterThanOrEqual(300);
    const known = new Set<string>(VOICE_ACTIONS);
    expect(lines.filter((l) => !known.has(l.action)).length).toBe(0);
  });

  it(`interprets at least ${TYPED_FLOOR} % of the typed commands right`, () => {
    const figure = typedFigure(lines);
    printFigure('voice held-out (typed)', figure);
    expect((100 * figure.right) / figure.total).toBeGreaterThanOrEqual(TYPED_FLOOR);
  });

  it('names, for every exercise, a catalogue exercise under an accepted name', () => {
    expect(unknownExercises(lines)).toEqual([]);
  });
});
