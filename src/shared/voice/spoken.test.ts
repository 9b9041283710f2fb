import { describe, expect, it } from 'vitest';
import { toWords } from './normalize';
import { pluralPhrase, pluralWord, spokenWords } from './spoken';

const say = (text: string) => spokenWords(toWords(text)).join(' ');

describe('spokenWords: typed text as a person reads it aloud', () => {
  it.each([
    [
      'I did 3x10 push-ups at 225 lbs',
      'i did three by ten push ups at two hundred twenty five pounds',
    ],
    ['a 16 kg kettlebell', 'a sixteen kilogram kettlebell'],
    ['ran 1 mi', 'ran one mile'],
    ['swam 1,500m', 'swam one thousand five hundred meters'],
    ['did a 10k race', 'did a ten k race'],
    ['jogged 3.5 miles.', 'jogged three point five miles'],
    ['by June 1st', 'by june first'],
    ['held it 90 s', 'held it ninety seconds'],
    ["how's my XP?", 'hows my xp'],
  ])('%s', (typed, spoken) => {
    expect(say(typed)).toBe(spoken);
  });

  it('reads letters as abbreviations only after a number', () => {
    expect(say('5 m then the m word')).toBe('five meters then the m word');
  });
});

describe('plurals for counted exercises', () => {
  it.each([
    ['push up', 'push ups'],
    ['bench press', 'bench presses'],
    ['chest fly', 'chest flies'],
    ['lunge', 'lunges'],
    ['jumping jacks', 'jumping jacks'],
    ['squatting', 'squatting'],
    ['rdl', 'rdl'],
  ])('%s → %s', (one, many) => {
    expect(pluralPhrase(one)).toBe(many);
  });

  it('leaves a word already plural alone but pluralises "s" endings', () => {
    expect(pluralWord('abs')).toBe('abs');
    expect(pluralWord('press')).toBe('presses');
  });
});
