// Every generated sentence of issue 31's kinds (issue31.ts), on which the speech model is trained,
// is read by the interpreter as the action it was generated for: the recogniser may only hear what
// the interpreter understands.
import { describe, expect, it } from 'vitest';
import { interpret } from '../interpret/interpret';
import { issue31Sentences } from './issue31';

const NOW = new Date('2025-03-14T15:00:00Z');

describe('issue 31 training sentences', () => {
  const sentences = issue31Sentences();

  it('cover every new kind, several of each', () => {
    const counts = new Map<string, number>();
    for (const s of sentences) counts.set(s.action, (counts.get(s.action) ?? 0) + 1);
    for (const action of [
      'check_progress',
      'get_suggestion',
      'delete_workout',
      'undo',
      'start_routine',
      'start_session',
      'add_set',
    ]) {
      expect(counts.get(action) ?? 0).toBeGreaterThanOrEqual(10);
    }
  });

  it('are each read as the action they stand for', () => {
    const wrong = sentences
      .map((s) => ({ ...s, got: interpret(s.text, NOW, 'America/New_York').action }))
      .filter((s) => s.got !== s.action)
      .map((s) => `${s.text}: ${s.got} (want ${s.action})`);
    expect(wrong).toEqual([]);
  });
});
