import { describe, expect, it } from 'vitest';
import { buildDictionary, letterToSound, parseCmudict, Pronouncer } from './dictionary';

// A tiny stand-in for cmudict-en-us.dict.
const CMUDICT = parseCmudict(
  [
    'dead D EH D', 'lift L IH F T', 'kettle K EH T AH L', 'bell B EH L', 'plank P L AE NG K',
    'squat S K W AA T', 'hit HH IH T', 'burr B ER', 'pee P IY', "that's DH AE T S",
    "i'd AY D", 'id IH D', 'push P UH SH', 'up AH P', 'ups AH P S', 'press P R EH S',
    'read R IY D', 'read(2) R EH D', 'kayak K AY AE K', 'tee T IY', 'bar B AA R',
  ].join('\n'),
); // prettier-ignore

const pron = (word: string) => new Pronouncer(CMUDICT).pronounce(word);

describe('parseCmudict', () => {
  it('keeps variants of a word together', () => {
    expect(CMUDICT.get('read')).toEqual(['R IY D', 'R EH D']);
  });
});

describe('pronunciations for words cmudict lacks', () => {
  it('composes compounds of known words', () => {
    expect(pron('deadlift')).toEqual(['D EH D L IH F T']);
    expect(pron('kettlebell')).toEqual(['K EH T AH L B EH L']);
    expect(pron('pushups')).toEqual(['P UH SH AH P S']);
  });

  it('adds suffixes with the right sound', () => {
    expect(pron('deadlifts')).toEqual(['D EH D L IH F T S']);
    expect(pron('kettlebells')).toEqual(['K EH T AH L B EH L Z']);
    expect(pron('planked')).toEqual(['P L AE NG K T']);
    expect(pron('squatted')).toEqual(['S K W AA T IH D']);
    expect(pron('presses')).toEqual(['P R EH S IH Z']);
    expect(pron('kayaked')).toEqual(['K AY AE K T']);
  });

  it('uses respellings for borrowed and brand words', () => {
    expect(pron('hiit')).toEqual(['HH IH T']);
    expect(pron('burpee')).toEqual(['B ER P IY']);
    expect(pron('burpees')).toEqual(['B ER P IY Z']);
    expect(pron('zumba')).toEqual(['Z UW M B AH']);
    expect(pron('tbar')).toEqual(['T IY B AA R']);
  });

  it('restores contractions written without an apostrophe, keeping the plain word too', () => {
    expect(pron('thats')).toEqual(['DH AE T S']);
    expect(pron('id')).toEqual(['IH D', 'AY D']);
  });

  it('spells abbreviations letter by letter', () => {
    expect(pron('rdl')).toEqual(['AA R D IY EH L']);
    expect(pron('bjj')).toEqual(['B IY JH EY JH EY']);
  });

  it('falls back to letter-to-sound rules', () => {
    expect(letterToSound('zorb')).toBe('Z AO R B');
    expect(letterToSound('shake')).toBe('SH AE K');
    expect(pron('flimp')).toEqual(['F L IH M P']);
  });
});

describe('buildDictionary', () => {
  it('writes every word once, variants numbered, and lists what it generated', () => {
    const { text, generated } = buildDictionary(
      ['read', 'deadlift', 'hit', 'zorb', 'hit'],
      CMUDICT,
    );
    expect(text.trim().split('\n')).toEqual([
      'deadlift D EH D L IH F T',
      'hit HH IH T',
      'read R IY D',
      'read(2) R EH D',
      'zorb Z AO R B',
    ]);
    expect(generated).toEqual([
      { word: 'deadlift', phones: 'D EH D L IH F T', how: 'compound' },
      { word: 'zorb', phones: 'Z AO R B', how: 'rules' },
    ]);
  });
});
