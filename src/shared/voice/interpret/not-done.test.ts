// Sentences that name an exercise but report no workout by the speaker, written for this test
// (none from the development corpus, tuning or held-out sets: tests/unit/corpus-leak.test.ts).
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { normalizeWords } from './normalize';
import { reportsNoWorkout } from './not-done';
import { tokenize } from './tokens';

const NOW = new Date('2025-03-14T15:00:00Z');
const noWorkout = (text: string) => {
  const words = normalizeWords(text);
  return reportsNoWorkout(tokenize(words), words);
};

describe('a sport watched or liked is no workout', () => {
  it.each([
    'we watched the hockey game last night',
    'I saw a volleyball match at the park',
    'I love yoga',
    'my husband enjoys cycling',
    'watching the whole college football game',
  ])('%s', (text) => {
    expect(noWorkout(text)).toBe(true);
  });
});

describe('a clause whose subject is someone else is no workout', () => {
  it.each([
    'my brother runs marathons',
    'our kids swim on tuesdays',
    'she did 25 lunges',
    'my older sister played volleyball and basketball',
    'my friend biked to work then lifted weights',
  ])('%s', (text) => {
    expect(noWorkout(text)).toBe(true);
  });
});

describe('an exercise that is only a greeting is no workout', () => {
  it.each(['good morning', 'good morning coach'])('%s', (text) => {
    expect(noWorkout(text)).toBe(true);
  });
});

describe('what the speaker did stays a workout', () => {
  it.each([
    'I played volleyball',
    'played squash with my daughter for 45 minutes',
    'my swim was 1500 meters',
    'my wife and I cycled 14 km along the coast',
    'me and my brother shot hoops for an hour',
    'swam 30 laps with my kids',
    'my trainer had me do 4 sets of lunges',
    'watched a show on the bike for 25 minutes',
    'did good mornings, 3 sets of 12',
    'good mornings 4 by 8',
    'I watched the game and then went for a 3 mile run',
  ])('%s', (text) => {
    expect(noWorkout(text)).toBe(false);
  });
});

describe('interpret logs nothing for them and leaves the rest to the intent classifier', () => {
  it.each(['my brother runs marathons', 'we watched the hockey game last night', 'good morning'])(
    '%s',
    (text) => {
      expect(interpret(text, NOW, 'UTC').action).not.toBe('log_workout');
    },
  );

  it('still logs what the speaker did', () => {
    expect(interpret('played squash with my daughter for 45 minutes', NOW, 'UTC')).toMatchObject({
      action: 'log_workout',
      exercises: [{ durationSeconds: 2700 }],
    });
  });
});
