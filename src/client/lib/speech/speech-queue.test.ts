import { describe, expect, it } from 'vitest';
import { MAX_UTTERANCE_CHARS, splitForSpeech } from './speech-queue';

describe('splitForSpeech: pieces Chrome speaks whole', () => {
  it.each([
    ['Go!', ['Go!']],
    ['  Set 2 of 3.   Go!  ', ['Set 2 of 3. Go!']],
    ['', []],
  ])('%j → %j', (text, pieces) => {
    expect(splitForSpeech(text)).toEqual(pieces);
  });

  it('keeps sentences together while they fit, and breaks at sentence ends', () => {
    expect(splitForSpeech('One two. Three four! Five six?', 20)).toEqual([
      'One two. Three four!',
      'Five six?',
    ]);
  });

  it('breaks a long sentence at a comma or a space, never inside a word', () => {
    const long = `${'word '.repeat(40)}end, then more words follow here.`;
    const pieces = splitForSpeech(long);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(MAX_UTTERANCE_CHARS);
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(long.trim().replace(/\s+/g, ' '));
  });
});
