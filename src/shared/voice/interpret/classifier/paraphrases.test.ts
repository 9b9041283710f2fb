import { describe, expect, it } from 'vitest';
import { createRng } from '../../../seeded-random';
import { expand } from './grammar';
import { sentenceKey, trainingSentences } from './index';
import { HELD_OUT } from './held-out';
import { INTENT_CLASSES, sampleOf } from './paraphrases';

describe('the template language', () => {
  const slots = { greet: ['hi', 'hello {there|you}'], n: () => 'seven' };

  it('chooses, leaves out and fills slots, and tidies spaces', () => {
    const rng = createRng(3);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(expand('$greet [big ]{dog|cat}  $n', rng, slots));
    expect(seen).toContain('hi dog seven');
    expect(seen).toContain('hello there big cat seven');
    expect(seen).toContain('hello you dog seven');
    for (const s of seen) expect(s).toMatch(/^(hi|hello there|hello you)( big)? (dog|cat) seven$/);
  });

  it('reads "[a|b]" as a choice that may be left out', () => {
    const rng = createRng(4);
    const seen = new Set(Array.from({ length: 100 }, () => expand('go [left|right]', rng, {})));
    expect([...seen].sort()).toEqual(['go', 'go left', 'go right']);
  });

  it('rejects unbalanced templates and unknown slots', () => {
    const rng = createRng(1);
    expect(() => expand('{a|b', rng, {})).toThrow(/unbalanced/);
    expect(() => expand('a]', rng, {})).toThrow(/stray/);
    expect(() => expand('$nope', rng, {})).toThrow(/unknown slot/);
  });
});

describe('generated training sentences', () => {
  const sentences = trainingSentences();

  it('are the same on every run (seeded)', () => {
    expect(trainingSentences()).toEqual(sentences);
    expect(sampleOf('progress', 20, 9)).toEqual(sampleOf('progress', 20, 9));
  });

  it('hold every class, evenly, each sentence once by its normalised words', () => {
    const counts = Object.fromEntries(INTENT_CLASSES.map((c) => [c, 0]));
    for (const s of sentences) counts[s.intent]! += 1;
    for (const c of INTENT_CLASSES) expect(counts[c], c).toBeGreaterThanOrEqual(790);
    const keys = sentences.map((s) => sentenceKey(s.text));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('never hold a held-out phrasing', () => {
    const keys = new Set(sentences.map((s) => sentenceKey(s.text)));
    const found = Object.values(HELD_OUT)
      .flat()
      .filter((t) => keys.has(sentenceKey(t)));
    expect(found).toEqual([]);
  });
});
