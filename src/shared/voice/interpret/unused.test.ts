// Issue 15 §3: a log names what it did not use, so a sentence the recogniser or the grammar
// half-understood is seen at once. Sentences written for this test.
import { describe, expect, it } from 'vitest';
import { replyFor } from '../dialog/reply';
import { interpret } from './interpret';
import { generateCommands } from './classifier/templates';

const NOW = new Date('2025-03-14T15:00:00Z');
const run = (text: string) => interpret(text, NOW, 'UTC');
const unusedOf = (text: string) => {
  const r = run(text);
  if (r.action !== 'log_workout') throw new Error(`${text}: ${r.action}`);
  return r.unused ?? [];
};

describe('unused parts of a log', () => {
  it.each<[string, string[]]>([
    // A number the exercise has no place for: yoga is timed, "ten" of what?
    ['i did ten of yoga', ['ten']],
    ['ran 4 miles at 7', ['7']],
    // A word that is no exercise, beside one that is.
    ['swam 20 laps then some aquajogging for ten minutes', ['aquajogging']],
    ['did 4 sets of 8 zercher lunges', ['zercher']],
    // Everything used: grammar, fillers, place, how it felt and the day are not reported.
    ['um so I finished 4 sets of 15 lunges at the gym this morning', []],
    ['benched 185 for 5 with a spotter, felt pretty good', ['spotter', 'pretty']],
    ['a quick 20 minute walk with the dog', ['dog']],
    ['stretched for 15 minutes after my run', []],
    ['did a pyramid of curls 12 10 8', []],
    ['planked for seventy five seconds', []],
  ])('%s → %j', (text, parts) => {
    expect(unusedOf(text)).toEqual(parts);
  });

  it('names them in the reply after what was logged', () => {
    expect(replyFor(run('i did ten of yoga'))).toBe(
      `Great! I logged your workout: Yoga. I didn't catch the part about “ten”.`,
    );
    expect(replyFor(run('benched 185 for 5 with a spotter, felt pretty good'))).toMatch(
      /I didn't catch the part about “spotter” and “pretty”\.$/,
    );
    expect(replyFor(run('did 3 sets of 10 squats'))).not.toMatch(/catch/);
  });

  it('leaves at most 1 % of generated commands with a part unused', () => {
    const commands = generateCommands(2000, 29);
    const reported = commands.filter((c) => {
      const r = run(c.text);
      return r.action === 'log_workout' && r.unused;
    });
    expect(reported.length / commands.length).toBeLessThanOrEqual(0.01);
  });
});
