import { describe, expect, it } from 'vitest';
import { normalizeWords } from '../normalize';
import { sentenceFeatures, slotWords } from './features';

const slots = (text: string) => slotWords(normalizeWords(text)).join(' ');

describe('slotWords: what varies without changing the intent becomes a class', () => {
  it.each([
    ['three sets of 12 push ups', '<num> <unit> of <num> <ex>'],
    ['ran 5k in twenty five minutes', '<ex> <num> <unit> in <num> <unit>'],
    ['bench one thirty five for eight', '<ex> <num> for <num>'],
    ['i weigh 82.5 kilos', 'i weigh <num> <unit>'],
    ['what did i do on Monday', 'what did i do on <day>'],
    ['by the end of June', 'by the end of <day>'],
    // A catch-all exercise keeps its words: asking for a workout hinges on them.
    ['design me a cardio workout', 'design me a cardio workout'],
    ['how many workouts this week', 'how many workouts this week'],
    // "may" stays a word: it is a verb more often than a month.
    ['may i ask something', 'may i ask something'],
    // Units are units only after a number, as in the slot grammar.
    ['how many minutes', 'how many minutes'],
    ['um so like bye!', 'bye'],
  ])('%s → %s', (text, expected) => {
    expect(slots(text)).toBe(expected);
  });
});

describe('sentenceFeatures', () => {
  it('holds the words and adjacent pairs with start and end markers, each once', () => {
    expect(sentenceFeatures(['bye', 'bye'])).toEqual(['bye', '<s> bye', 'bye bye', 'bye </s>']);
  });

  it('pairs slot classes with their neighbours', () => {
    const f = sentenceFeatures(normalizeWords('swam 800 meters'));
    expect(f).toEqual([
      '<ex>',
      '<num>',
      '<unit>',
      '<s> <ex>',
      '<ex> <num>',
      '<num> <unit>',
      '<unit> </s>',
    ]);
  });

  it('gives an empty sentence only the markers', () => {
    expect(sentenceFeatures([])).toEqual(['<s> </s>']);
  });
});
