// How much work findDeadline hands chrono-node (issue 7 §5): a long sentence full of cue words
// ("on 1 on 1 on 1 …") once made it parse the rest of the sentence at every cue, which blocked
// the event loop for up to 120 ms. The bound is structural, so it is asserted on the work done
// (chrono calls and the characters given to them), not on time; bench/voice-interpret.bench.ts
// prints the timing.
import type * as Chrono from 'chrono-node/en';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findDeadline } from './deadline';
import { normalizeWords } from './normalize';
import { tokenPieces, tokenize } from './tokens';

const seen = vi.hoisted(() => [] as string[]);
vi.mock('chrono-node/en', async (importOriginal) => {
  const real = await importOriginal<typeof Chrono>();
  return {
    ...real,
    parse: (text: string, ...rest: unknown[]) => {
      seen.push(text);
      return (real.parse as (...a: unknown[]) => unknown)(text, ...rest);
    },
  };
});

const NOW = new Date('2025-03-14T15:00:00Z');
function deadline(text: string) {
  const words = normalizeWords(text);
  return findDeadline(tokenPieces(tokenize(words), words), NOW, 'Europe/London')?.date ?? null;
}

/** The voice-command limit (src/shared/schemas/voice-command.ts). */
const MAX_TEXT = 500;
const repeat = (head: string, unit: string) => (head + unit.repeat(MAX_TEXT)).slice(0, MAX_TEXT);

describe('findDeadline bounds what it hands chrono-node', () => {
  beforeEach(() => {
    seen.length = 0;
  });

  it.each([
    ['on 1', repeat('goal ', 'on 1 ')],
    ['by 1', repeat('goal ', 'by 1 ')],
    ['on june', repeat('goal run 5 miles ', 'on june ')],
    ['next', repeat('goal ', 'next ')],
    ['until the', repeat('goal ', 'until the ')],
  ])('500 characters of "%s …": a few short chrono calls', (_, text) => {
    deadline(text);
    expect(seen.length).toBeLessThanOrEqual(3);
    for (const s of seen) expect(s.length).toBeLessThanOrEqual(80);
  });

  it('still finds the deadline after other cue words', () => {
    expect(deadline('lose 10 pounds on the treadmill by june')).toBe('2025-06-30');
    expect(deadline('run 100 miles on trails next month')).toBe('2025-04-30');
    expect(deadline('bench 200 pounds on my own by the 15th of october 2025')).toBe('2025-10-15');
  });
});
