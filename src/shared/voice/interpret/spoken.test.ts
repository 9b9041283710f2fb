import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { toWords } from './normalize';
import { pluralPhrase, pluralWord, spokenWords, typedForm } from './spoken';

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

describe('spokenWords: typed text as a synthesiser reads it aloud', () => {
  const read = (text: string) => spokenWords(toWords(text), 'synthesiser').join(' ');

  it.each([
    [
      'I did 3x10 push-ups at 225 lbs',
      'i did three x ten push ups at two hundred twenty five l b s',
    ],
    ['ran 10 km in 50 mins', 'ran ten k m in fifty mins'],
    ['rowed 10000 m', 'rowed one zero zero zero zero m'],
    ['swam 1500 yds', 'swam fifteen hundred y d s'],
    ['a 2000 m row', 'a two thousand m row'],
    ['yoga for 1 hr', 'yoga for one h r'],
  ])('%s', (typed, spoken) => {
    expect(read(typed)).toBe(spoken);
  });

  it('is understood as the typed text is', () => {
    const now = new Date('2025-03-14T15:00:00Z');
    for (const typed of ['squatted 100 kg', 'rowed 10000 m', 'swam 1500 yds', 'yoga for 1 hr']) {
      expect(interpret(read(typed), now, 'UTC'), typed).toEqual(interpret(typed, now, 'UTC'));
    }
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

describe('typedForm: a spoken command as a person types it', () => {
  const type = (text: string) => typedForm(toWords(text), () => 0).join(' ');

  it.each([
    ['three by ten push ups at one hundred thirty five pounds', '3x10 push ups at 135 lbs'],
    ['ran five kilometers in twenty eight minutes', 'ran 5 km in 28 min'],
    ['held a plank for forty five seconds', 'held a plank for 45 sec'],
    ['rowed for an hour', 'rowed for an hour'],
    ['by june first', 'by june first'],
  ])('%s', (spoken, typed) => {
    expect(type(spoken)).toBe(typed);
  });

  it('is understood as the spoken command is, typed and read back by a synthesiser', () => {
    const now = new Date('2025-03-14T15:00:00Z');
    for (const spoken of [
      'four by eight squats at two hundred pounds',
      'swam eight hundred meters',
    ]) {
      const typed = type(spoken);
      const read = spokenWords(toWords(typed), 'synthesiser').join(' ');
      expect(interpret(typed, now, 'UTC'), typed).toEqual(interpret(spoken, now, 'UTC'));
      expect(interpret(read, now, 'UTC'), read).toEqual(interpret(spoken, now, 'UTC'));
    }
  });
});
