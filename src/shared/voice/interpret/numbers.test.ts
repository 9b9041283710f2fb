import { describe, expect, it } from 'vitest';
import { parseNumberAt, wordsToNumber } from './numbers';
import { numberToWords, weightToGymWords } from './spoken';

describe('wordsToNumber: spoken and typed numbers', () => {
  it.each([
    ['zero', 0],
    ['seven', 7],
    ['fifteen', 15],
    ['twenty', 20],
    ['twenty five', 25],
    ['twenty-five', 25],
    ['ninety nine', 99],
    ['one hundred', 100],
    ['a hundred', 100],
    ['a hundred and fifty', 150],
    ['one hundred eighty five', 185],
    ['one hundred and eighty five', 185],
    ['two hundred twenty five', 225],
    ['three hundred and fifteen', 315],
    ['twenty five hundred', 2500],
    ['one thousand', 1000],
    ['two thousand five hundred', 2500],
    ['ten thousand', 10000],
    ['twelve point five', 12.5],
    ['two point two five', 2.25],
    ['point five', 0.5],
    ['one and a half', 1.5],
    ['two and a half', 2.5],
    ['three and a quarter', 3.25],
    ['a half', 0.5],
    ['half a', 0.5],
    ['half an', 0.5],
    ['a quarter', 0.25],
    ['three quarters of a', 0.75],
    ['a dozen', 12],
    ['two dozen', 24],
    ['half a dozen', 6],
    ['a couple of', 2],
    ['1,000', 1000],
    ['2.5', 2.5],
    ['45', 45],
    ['2 thousand', 2000],
    // Read digit by digit, as synthesisers read long numbers and lifters say loads.
    ['one zero zero zero zero', 10000],
    ['five zero zero', 500],
    ['one oh five', 105],
    ['two zero', 20],
    ['fifteen hundred', 1500],
  ])('%s → %d', (text, value) => {
    expect(wordsToNumber(text)).toBe(value);
  });

  it.each(['giraffe', 'hundred', 'and', 'a', 'the five'])('%s is not a number', (text) => {
    expect(wordsToNumber(text)).toBeNull();
  });
});

describe('parseNumberAt: where a number stops', () => {
  const at = (text: string, i = 0, countable = (_w: string) => false) =>
    parseNumberAt(text.split(' '), i, countable);

  it('stops where English starts a new number ("five five" is two numbers)', () => {
    expect(at('five five')).toMatchObject({ value: 5, end: 1 });
    // Digits one by one are one number only with a zero after the first ("five five three" are
    // counts; "zero five" is not a number anyone reads).
    expect(at('five five three')).toMatchObject({ value: 5, end: 1 });
    expect(at('zero five')).toMatchObject({ value: 0, end: 1 });
    expect(at('twenty ten')).toMatchObject({ value: 20, end: 1 });
    expect(at('one thirty five')).toMatchObject({ value: 1, end: 1, spoken: true });
  });

  it('does not swallow "and" between exercises', () => {
    expect(at('ten and three sets')).toMatchObject({ value: 10, end: 1 });
    expect(at('one hundred and five')).toMatchObject({ value: 105, end: 4 });
  });

  it('reads "a"/"an" as one only before a countable word', () => {
    const units = (w: string) => ['hour', 'mile', 'set'].includes(w);
    expect(at('an hour', 0, units)).toMatchObject({ value: 1, end: 1 });
    expect(at('a mile', 0, units)).toMatchObject({ value: 1, end: 1 });
    expect(at('a plank', 0, units)).toBeNull();
    expect(at('a 5', 0, units)).toBeNull();
  });

  it('reads ordinals for dates', () => {
    expect(at('fifteenth')).toMatchObject({ value: 15, ordinal: true });
    expect(at('twenty first')).toMatchObject({ value: 21, ordinal: true });
    expect(at('3rd')).toMatchObject({ value: 3, ordinal: true });
    // "second" is the unit of time, not the ordinal.
    expect(at('second')).toBeNull();
  });

  it('marks digits as typed and words as spoken', () => {
    expect(at('135')).toMatchObject({ spoken: false });
    expect(at('thirty')).toMatchObject({ spoken: true });
  });
});

describe('numberToWords: the reverse, for the language-model generator', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [40, 'forty'],
    [225, 'two hundred twenty five'],
    [1000, 'one thousand'],
    [2500, 'two thousand five hundred'],
    [12.5, 'twelve point five'],
  ])('%d → %s', (n, words) => {
    expect(numberToWords(n)).toBe(words);
  });

  it('says "and" the British way when asked', () => {
    expect(numberToWords(105, { and: true })).toBe('one hundred and five');
  });

  it('round-trips every whole number to 12,000 and common decimals', () => {
    for (let n = 0; n <= 12000; n++) expect(wordsToNumber(numberToWords(n))).toBe(n);
    for (const n of [0.5, 1.5, 2.25, 12.5, 99.9]) expect(wordsToNumber(numberToWords(n))).toBe(n);
  });

  it('says loads the gym way', () => {
    expect(weightToGymWords(135)).toBe('one thirty five');
    expect(weightToGymWords(225)).toBe('two twenty five');
    expect(weightToGymWords(100)).toBeNull();
    expect(weightToGymWords(305)).toBeNull();
  });
});
