// The second held-out voice commands (issue 31): questions about one's own training, suggestions
// with the time said, and the acts, written by a helper who did not tune the interpreter
// (tests/voice/heldout2/README.md), judged by its rules (voice-judge.ts). Measured only: the test
// prints the figure overall, per action and per question topic, and the misses themselves only on
// request (VOICE_SHOW_MISSES=1), to check the set, never to tune on.
import { describe, expect, it } from 'vitest';
import { VOICE_ACTIONS } from '../../src/shared/voice/schema';
import {
  heldout2Path,
  loadCorpus,
  printFigure,
  typedFigure,
  unknownExercises,
} from './voice-judge';

/**
 * The figure measured once, after issue 31's interpreter work, rounded down to the whole percent
 * (282/347 after the first commit that read the new kinds, 318/347 = 91.6 % at the end of the
 * session): a floor that only catches a regression. Raise it as the interpreter improves.
 */
const TYPED_FLOOR = 91;
const lines = loadCorpus(heldout2Path);

describe('voice held-out set 2 (tests/voice/heldout2/commands.jsonl)', () => {
  it('has at least 300 commands, with every action present', () => {
    expect(lines.length).toBeGreaterThanOrEqual(300);
    expect(new Set(lines.map((l) => l.action))).toEqual(new Set(VOICE_ACTIONS));
  });

  it(`interprets at least ${TYPED_FLOOR} % of the typed commands right`, () => {
    const figure = typedFigure(lines, { issue31: true });
    printFigure('voice held-out 2 (typed)', figure);
    expect((100 * figure.right) / figure.total).toBeGreaterThanOrEqual(TYPED_FLOOR);
  });

  it('names, for every exercise, a catalogue exercise under an accepted name', () => {
    expect(unknownExercises(lines)).toEqual([]);
  });
});
