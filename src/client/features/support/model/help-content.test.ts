import { describe, expect, it } from 'vitest';
import { PROGRESS_EXAMPLES, SUGGESTION_EXAMPLES } from '@shared/voice/training/examples';
import { interpret } from '@shared/voice/interpret/interpret';
import { asSentence, supportMailto, VOICE_EXAMPLE_GROUPS } from './help-content';

const NOW = new Date('2025-03-14T15:00:00Z');
const shown = VOICE_EXAMPLE_GROUPS.flatMap((g) => g.examples.map((text) => [g.action, text]));

describe('Help voice command examples', () => {
  it.each(shown)('the interpreter reads it as %s: %s', (action, text) => {
    expect(interpret(text, NOW, 'Europe/London').action).toBe(action);
  });

  it('shows the four kinds of command, a handful of each', () => {
    expect(VOICE_EXAMPLE_GROUPS.map((g) => g.action)).toEqual([
      'log_workout',
      'set_goal',
      'check_progress',
      'get_suggestion',
    ]);
    for (const g of VOICE_EXAMPLE_GROUPS) expect(g.examples.length).toBeGreaterThanOrEqual(3);
  });

  // A sentence dropped from the interpreter's lists would otherwise leave its group shorter.
  it.each([
    ['check_progress', PROGRESS_EXAMPLES],
    ['get_suggestion', SUGGESTION_EXAMPLES],
  ] as const)('takes every %s example from the interpreter’s own list', (action, list) => {
    const group = VOICE_EXAMPLE_GROUPS.find((g) => g.action === action)!;
    expect(group.examples).toHaveLength(4);
    for (const text of group.examples) expect(list.map(asSentence)).toContain(text);
  });

  it('writes spoken lower case as a sentence', () => {
    expect(asSentence('where do i stand on the leaderboard')).toBe(
      'Where do I stand on the leaderboard',
    );
  });
});

describe('supportMailto', () => {
  it('opens an email to the address with a subject', () => {
    expect(supportMailto('help@gym.example.org', false)).toBe(
      'mailto:help@gym.example.org?subject=Joey%20Fit%20support',
    );
  });

  it('says priority in the subject for plans that have it', () => {
    expect(supportMailto('support@joey.fit', true)).toBe(
      'mailto:support@joey.fit?subject=Priority%20support%3A%20Joey%20Fit',
    );
  });
});
