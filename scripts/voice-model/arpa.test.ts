import { describe, expect, it } from 'vitest';
import {
  BOS,
  discountFor,
  EOS,
  estimate,
  parseArpa,
  perplexity,
  probability,
  toArpa,
  type LanguageModel,
} from './arpa';

// A tiny training set of its own (never lines of the development corpus).
const corpus = [
  'three sets of ten dips',
  'three sets of twelve sit ups',
  'two sets of ten sit ups',
  'swam three miles',
  'swam two miles',
  'three sets of ten dips',
].map((s) => s.split(' '));
const vocabulary = ['lunges', 'walked'];

function predicted(model: LanguageModel): string[] {
  return [...model.grams[0]!.keys()].filter((w) => w !== BOS);
}

/** Σ over the whole vocabulary of p(w | history). */
function total(model: LanguageModel, history: string[]): number {
  return predicted(model).reduce((sum, w) => sum + probability(model, history, w), 0);
}

describe('discountFor', () => {
  it('is n1 / (n1 + 2 n2), kept inside (0, 1)', () => {
    expect(discountFor([1, 1, 2, 3])).toBeCloseTo(2 / 4);
    expect(discountFor([1, 1, 1, 2])).toBeCloseTo(3 / 5);
    expect(discountFor([5, 6])).toBe(0.5);
    expect(discountFor([1, 1, 1, 1, 1, 1, 1, 1, 1, 2])).toBeLessThanOrEqual(0.9);
  });
});

describe('interpolated Kneser–Ney estimate in ARPA form', () => {
  const model = parseArpa(toArpa(estimate(corpus, { order: 3, vocabulary })));

  it('lists every word, </s>, and <s> with log probability -99', () => {
    const words = predicted(model);
    for (const w of ['three', 'dips', 'ups', 'lunges', 'walked', EOS]) expect(words).toContain(w);
    expect(model.grams[0]!.get(BOS)!.logProb).toBe(-99);
    expect(model.order).toBe(3);
  });

  it('gives every history a distribution that sums to 1', () => {
    const histories: string[][] = [[], [BOS]];
    for (const g of model.grams[1]!.keys()) histories.push(g.split(' '));
    for (const w of predicted(model)) histories.push([w]);
    // Histories never seen in training back off all the way and still sum to 1.
    histories.push(['walked', 'lunges'], ['miles', 'three']);
    for (const h of histories) expect(total(model, h), h.join(' ')).toBeCloseTo(1, 5);
  });

  it('prefers what training said and still allows what it did not', () => {
    const seen = probability(model, ['three', 'sets'], 'of');
    expect(seen).toBeGreaterThan(0.8);
    const unseen = probability(model, ['three', 'sets'], 'lunges');
    expect(unseen).toBeGreaterThan(0);
    expect(unseen).toBeLessThan(0.01);
    expect(probability(model, ['sets', 'of'], 'ten')).toBeGreaterThan(
      probability(model, ['sets', 'of'], 'twelve'),
    );
  });

  it('writes backoff weights only on histories of longer n-grams', () => {
    expect(model.grams[1]!.get('sets of')!.backoff).toBeDefined();
    expect(model.grams[1]!.get('ups </s>')!.backoff).toBeUndefined();
    expect(model.grams[2]!.get('three sets of')!.backoff).toBeUndefined();
  });

  it('uses continuation counts below the top order (Kneser–Ney)', () => {
    // "ups" follows only "sit", "sets" follows "three" and "two": continuation favours "sets"
    // as a unigram even though both are seen about as often.
    const sets = 10 ** model.grams[0]!.get('sets')!.logProb;
    const ups = 10 ** model.grams[0]!.get('ups')!.logProb;
    expect(sets).toBeGreaterThan(ups);
  });

  it('has a lower perplexity on training-like sentences than on scrambled ones', () => {
    const like = [['two', 'sets', 'of', 'twelve', 'dips']];
    const scrambled = [['dips', 'twelve', 'of', 'sets', 'two']];
    expect(perplexity(model, like)).toBeLessThan(perplexity(model, scrambled));
  });

  it('writes the ARPA header counts that match the sections', () => {
    const text = toArpa(estimate(corpus, { order: 3 }));
    const header = [...text.matchAll(/^ngram (\d)=(\d+)$/gm)].map((m) => Number(m[2]));
    const parsed = parseArpa(text);
    expect(header).toEqual(parsed.grams.map((g) => g.size));
    expect(text.startsWith('\\data\\\n')).toBe(true);
    expect(text.trimEnd().endsWith('\\end\\')).toBe(true);
  });

  it('works as a unigram and a bigram model too', () => {
    for (const order of [1, 2]) {
      const m = parseArpa(toArpa(estimate(corpus, { order })));
      expect(total(m, [])).toBeCloseTo(1, 5);
      if (order === 2) expect(total(m, ['sets'])).toBeCloseTo(1, 5);
    }
  });
});
