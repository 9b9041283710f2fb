import { describe, expect, it } from 'vitest';
import { initialVad, VAD_DEFAULTS, vadStep, type VadEvent, type VadState } from './vad';

// Levels are given per 100 ms and fed in frames of VAD_DEFAULTS.frameMs.
const S = 0.6; // speech
const Q = 0.05; // a quiet room

const FRAME = VAD_DEFAULTS.frameMs;

/** A level for each 100 ms (the n-th ending at (n + 1) × 100 ms) in frames; every event. */
function run(levels: readonly number[], state: VadState = initialVad): VadEvent[] {
  const events: VadEvent[] = [];
  levels.forEach((level, n) => {
    for (let at = n * 100 + FRAME; at <= (n + 1) * 100; at += FRAME) {
      const step = vadStep(state, { atMs: at, level });
      state = step.state;
      if (step.event) events.push(step.event);
    }
  });
  return events;
}
const times = (n: number, level: number) => Array<number>(n).fill(level);

describe('vadStep: utterances from level frames', () => {
  it.each<[string, number[], VadEvent[]]>([
    ['silence: nothing', times(30, Q), []],
    ['a 100 ms blip (a clank) is ignored', [Q, S, ...times(20, Q)], []],
    ['blips further apart than a frame are ignored', [S, Q, Q, S, Q, Q, S, ...times(10, Q)], []],
    [
      'a short word with a quiet sample in it ("s-k-ip") still starts one',
      [Q, S, Q, S, ...times(10, Q)],
      [
        { type: 'start', atMs: 100 },
        { type: 'end', startMs: 100, endMs: 1100, cut: 'silence' },
      ],
    ],
    [
      '200 ms of speech starts an utterance where it began; 700 ms of quiet ends it',
      [...times(2, S), ...times(10, Q)],
      [
        { type: 'start', atMs: 0 },
        { type: 'end', startMs: 0, endMs: 900, cut: 'silence' },
      ],
    ],
    [
      'times count from the start of listening',
      [...times(5, Q), ...times(6, S), ...times(10, Q)],
      [
        { type: 'start', atMs: 500 },
        { type: 'end', startMs: 500, endMs: 1800, cut: 'silence' },
      ],
    ],
    [
      'a pause shorter than 700 ms between words keeps one utterance',
      [...times(4, S), ...times(6, Q), ...times(4, S), ...times(8, Q)],
      [
        { type: 'start', atMs: 0 },
        { type: 'end', startMs: 0, endMs: 2100, cut: 'silence' },
      ],
    ],
    [
      'two commands with a long pause are two utterances',
      [...times(3, S), ...times(9, Q), ...times(3, S), ...times(9, Q)],
      [
        { type: 'start', atMs: 0 },
        { type: 'end', startMs: 0, endMs: 1000, cut: 'silence' },
        { type: 'start', atMs: 1200 },
        { type: 'end', startMs: 1200, endMs: 2200, cut: 'silence' },
      ],
    ],
    [
      'talking on is cut at 4 s, and nothing starts again before a quiet spell',
      [...times(50, S), ...times(7, Q), ...times(3, S), ...times(8, Q)],
      [
        { type: 'start', atMs: 0 },
        { type: 'end', startMs: 0, endMs: 4000, cut: 'max' },
        { type: 'start', atMs: 5700 },
        { type: 'end', startMs: 5700, endMs: 6700, cut: 'silence' },
      ],
    ],
    ['murmur under the minimum level is never speech', times(30, 0.25), []],
  ])('%s', (_, levels, events) => {
    expect(run(levels)).toEqual(events);
  });

  it('follows a noisy room: steady music is cut once, then only speech above it counts', () => {
    const music = 0.4;
    const events = run([...times(80, music), ...times(3, 0.7), ...times(8, music)]);
    expect(events).toEqual([
      { type: 'start', atMs: 0 },
      { type: 'end', startMs: 0, endMs: 4000, cut: 'max' },
      { type: 'start', atMs: 8000 },
      { type: 'end', startMs: 8000, endMs: 9000, cut: 'silence' },
    ]);
  });

  it('does not let speech raise the noise floor', () => {
    let state = initialVad;
    for (const [n, level] of [...times(20, Q), ...times(40, 0.9)].entries()) {
      state = vadStep(state, { atMs: (n + 1) * FRAME, level }).state;
    }
    expect(state.phase).toBe('speech');
    expect(state.floor).toBeLessThan(Q);
  });
});
