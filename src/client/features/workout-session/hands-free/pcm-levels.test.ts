import { describe, expect, it } from 'vitest';
import { PcmLevels } from './pcm-levels';

const PER_MS = 16; // 16 kHz mono

/** `ms` of a square wave at `amplitude` (0–1 of full scale) as 16-bit little-endian bytes. */
function square(ms: number, amplitude: number): Uint8Array {
  const samples = new Int16Array(ms * PER_MS);
  for (let i = 0; i < samples.length; i++) samples[i] = (i % 2 ? -1 : 1) * amplitude * 32767;
  return new Uint8Array(samples.buffer);
}

describe('PcmLevels: a level for every frame of the recorded samples', () => {
  it.each([
    ['silence', 0, 0],
    ['-20 dB', 0.1, 0.6],
    ['full scale', 1, 1],
  ])('%s', (_, amplitude, level) => {
    const frames = new PcmLevels(PER_MS, 50).push(square(100, amplitude));
    expect(frames.map((f) => f.atMs)).toEqual([50, 100]);
    for (const f of frames) expect(f.level).toBeCloseTo(level, 2);
  });

  it('counts frames across slices that do not end on a frame', () => {
    const levels = new PcmLevels(PER_MS, 50);
    expect(levels.push(square(75, 0.1)).map((f) => f.atMs)).toEqual([50]);
    expect(levels.push(square(25, 0.1)).map((f) => f.atMs)).toEqual([100]);
    expect(levels.push(square(10, 0.1))).toEqual([]);
  });

  it('measures a frame as a whole: a 10 ms click in 50 ms is far quieter than the click', () => {
    const click = new Uint8Array([...square(10, 1), ...square(40, 0)]);
    const [frame] = new PcmLevels(PER_MS, 50).push(click);
    expect(frame!.level).toBeLessThan(0.9);
    expect(frame!.level).toBeGreaterThan(0.8);
  });
});
