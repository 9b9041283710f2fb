import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../exercises/catalogue';
import { UNIT_WORDS } from './lexicon';
import { normalizeWords, toWords } from './normalize';
import { spokenWords } from './spoken';
import { interpretationSchema } from '../schema';
import { interpret } from './interpret';
import { generateCommands } from './classifier/templates';
import { commandPhrases, exercisePhrases, vocabulary } from '../training/vocabulary';

describe('unit words', () => {
  it.each([
    ['lbs', { dim: 'weight', unit: 'lb' }],
    ['pounds', { dim: 'weight', unit: 'lb' }],
    ['kilos', { dim: 'weight', unit: 'kg' }],
    ['kilograms', { dim: 'weight', unit: 'kg' }],
    ['k', { dim: 'distance', unit: 'km', factor: 1 }],
    ['kilometres', { dim: 'distance', unit: 'km', factor: 1 }],
    ['miles', { dim: 'distance', unit: 'miles', factor: 1 }],
    ['metres', { dim: 'distance', unit: 'meters', factor: 1 }],
    ['yards', { dim: 'distance', unit: 'yards', factor: 1 }],
    ['marathon', { dim: 'distance', unit: 'km', factor: 42.195 }],
    ['hrs', { dim: 'time', seconds: 3600 }],
    ['mins', { dim: 'time', seconds: 60 }],
    ['sec', { dim: 'time', seconds: 1 }],
    ['rounds', { dim: 'sets' }],
    ['reps', { dim: 'reps' }],
  ])('%s', (word, def) => {
    expect(UNIT_WORDS[word]).toEqual(def);
  });
});

describe('normalizeWords: one shape for typed and spoken text', () => {
  it.each([
    ['I did 3x10 Push-Ups!', ['i', 'did', '3', 'x', '10', 'push', 'ups', ',']],
    ['ran a 5k', ['ran', 'a', '5', 'k']],
    ['16kg kettlebell', ['16', 'kg', 'kettlebell']],
    ['swam 1,500m', ['swam', '1500', 'm']],
    ["how's my XP?", ['hows', 'my', 'xp', ',']],
    ['um so like 20 burpees', ['20', 'burpees']],
    ["I'd like to lose 5 lbs", ['id', 'like', 'to', 'lose', '5', 'lbs']],
    ['jogged 3.5 miles.', ['jogged', '3.5', 'miles', '.']],
    ['ran 25:30', ['ran', '25', 'minutes', '30', 'seconds']],
  ])('%s', (text, words) => {
    expect(normalizeWords(text)).toEqual(words);
  });
});

describe('vocabulary for the speech language model (one source with the interpreter)', () => {
  const vocab = new Set(vocabulary());

  it('holds number words, units, verbs and intent words', () => {
    for (const w of ['two', 'hundred', 'twenty', 'point', 'half', 'dozen', 'pounds', 'kilos',
      'miles', 'kilometers', 'minutes', 'sets', 'reps', 'by', 'ran', 'swam', 'goal', 'streak',
      'suggest', 'bye', 'june', 'friday']) {
      expect(vocab, w).toContain(w);
    } // prettier-ignore
  });

  it('holds the words of dated logs, sets one by one and weigh-ins (issue 8)', () => {
    for (const w of ['weigh', 'weighed', 'weight', 'bodyweight', 'scale', 'says', 'pyramid',
      'ladder', 'drop', 'yesterday', 'ago', 'last', 'past', 'morning', 'afternoon', 'evening',
      'night', 'tonight', 'earlier', 'monday', 'sunday', 'march', 'third', 'for']) {
      expect(vocab, w).toContain(w);
    } // prettier-ignore
  });

  it('holds every word of every exercise name, synonym and verb', () => {
    for (const e of EXERCISES) {
      for (const p of [e.name, ...e.synonyms, ...e.verbs]) {
        for (const w of p
          .toLowerCase()
          .replace(/'/g, '')
          .split(/[^a-z0-9]+/)
          .filter(Boolean)) {
          expect(vocab, `${e.id}: ${p}`).toContain(w);
        }
      }
    }
  });

  it('is sorted lower-case words without typed-only abbreviations or digits', () => {
    const list = vocabulary();
    expect(list).toEqual([...list].sort());
    for (const w of list) expect(w).toMatch(/^[a-z]+$/);
    for (const typed of ['lbs', 'kg', 'km', 'hrs', 'yds']) expect(vocab).not.toContain(typed);
    // Said aloud after a number: "a five k run"; and read aloud by a synthesiser, letter by letter
    // or as written ("l b s", "k g", "mins", "three x ten").
    for (const said of ['k', 'l', 'b', 'g', 'mins', 'sec', 'x', 'm']) expect(vocab).toContain(said);
  });

  it('holds the plurals people say after a count', () => {
    for (const w of ['ups', 'squats', 'presses', 'curls', 'lunges', 'burpees']) {
      expect(vocab, w).toContain(w);
    }
  });

  it('covers every word of the generated commands and example phrases, as spoken', () => {
    const texts = [...generateCommands(500, 7).map((c) => c.text), ...commandPhrases()];
    for (const t of texts) {
      for (const w of spokenWords(toWords(t))) {
        expect(vocab, t).toContain(w);
      }
    }
    expect(exercisePhrases()).toContain('push ups');
  });
});

describe('interpretation schema', () => {
  it('accepts what the interpreter returns', () => {
    for (const text of [
      '4 sets of 6 dips and swam 400 meters',
      'lose 5 kilos by june',
      'see you later',
    ]) {
      const r = interpret(text, new Date('2025-03-14T12:00:00Z'), 'UTC');
      expect(interpretationSchema.parse(r)).toEqual(r);
    }
  });

  it('rejects a malformed language-model answer', () => {
    expect(interpretationSchema.safeParse({ action: 'log_workout', exercises: [] }).success).toBe(
      false,
    );
    expect(interpretationSchema.safeParse({ action: 'dance' }).success).toBe(false);
  });
});
