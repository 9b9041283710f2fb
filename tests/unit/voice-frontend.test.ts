// The recogniser's front end (src/server/features/voice/audio/frontend.ts, issue 31 §4) on
// synthetic signals: the high-pass keeps the speech band, the Wiener filter raises the SNR of a
// tone in steady noise and leaves noiseless audio alone, endpointing finds known speech.
import { describe, expect, it } from 'vitest';
import {
  denoise,
  endpoint,
  fft,
  frontEnd,
  highPass,
  RATE,
} from '../../src/server/features/voice/audio/frontend';
import { createRng } from '../../src/shared/seeded-random';

const tone = (hz: number, seconds: number, amplitude: number) =>
  Float64Array.from(
    { length: Math.round(seconds * RATE) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / RATE),
  );
const silence = (seconds: number) => new Float64Array(Math.round(seconds * RATE));
const concat = (...parts: Float64Array[]) => {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const whiteNoise = (length: number, amplitude: number, seed = 7) => {
  const next = createRng(seed);
  return Float64Array.from({ length }, () => (next() * 2 - 1) * amplitude);
};
const power = (x: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]! * x[i]!;
  return s / x.length;
};
/** SNR of `y` against the clean `s`, in dB: everything that is not `s` counts as noise. */
const snrDb = (s: Float64Array, y: ArrayLike<number>) => {
  const err = Float64Array.from(s, (v, i) => y[i]! - v);
  return 10 * Math.log10(power(s) / power(err));
};

describe('fft', () => {
  it('puts a sine in its bin and comes back with the inverse', () => {
    const n = 64;
    const re = Float64Array.from({ length: n }, (_, i) => Math.cos((2 * Math.PI * 5 * i) / n));
    const im = new Float64Array(n);
    const original = Float64Array.from(re);
    fft(re, im);
    expect(Math.hypot(re[5]!, im[5]!)).toBeCloseTo(n / 2, 6);
    expect(Math.hypot(re[6]!, im[6]!)).toBeCloseTo(0, 6);
    fft(re, im, true);
    for (let i = 0; i < n; i++) expect(re[i]! / n).toBeCloseTo(original[i]!, 9);
  });
});

describe('highPass', () => {
  it('removes a 30 Hz rumble and keeps a 1 kHz tone', () => {
    const low = highPass(tone(30, 1, 1000), 100).subarray(RATE / 2);
    const high = highPass(tone(1000, 1, 1000), 100).subarray(RATE / 2);
    expect(power(low)).toBeLessThan(power(tone(30, 0.5, 1000)) * 0.02); // < -17 dB
    expect(power(high) / power(tone(1000, 0.5, 1000))).toBeCloseTo(1, 1);
  });
});

describe('denoise', () => {
  it('raises the SNR of tone bursts in steady noise by at least 6 dB', () => {
    // "Speech" (a 440 Hz tone with its third harmonic) in bursts, with pauses that hold only noise.
    const burst = () => {
      const a = tone(440, 0.5, 3000);
      const b = tone(1320, 0.5, 1000);
      return a.map((v, i) => v + b[i]!);
    };
    const clean = concat(silence(0.4), burst(), silence(0.3), burst(), silence(0.4));
    const noise = whiteNoise(clean.length, 1500);
    const noisy = clean.map((v, i) => v + noise[i]!);
    const before = snrDb(clean, noisy);
    const after = snrDb(clean, denoise(noisy));
    expect(after - before).toBeGreaterThan(6);
  });

  it('leaves audio without noise as it is (digital silence is not noise)', () => {
    const clean = concat(silence(0.3), tone(300, 0.6, 8000), silence(0.3));
    const out = denoise(clean);
    expect(out).toHaveLength(clean.length);
    expect(snrDb(clean, out)).toBeGreaterThan(40);
  });

  it('gives back as many samples as it got, also for very short input', () => {
    expect(denoise(new Float64Array(0))).toHaveLength(0);
    expect(denoise(tone(500, 0.01, 100))).toHaveLength(160);
  });
});

describe('endpoint', () => {
  it('trims known silence around the speech, keeping its margins', () => {
    const quietNoise = (s: number, seed: number) => whiteNoise(Math.round(s * RATE), 30, seed);
    const x = concat(quietNoise(1.5, 1), tone(500, 1, 5000), quietNoise(2, 2));
    const { start, end } = endpoint(x, { lead: 0.25, hangover: 0.35 });
    expect(start / RATE).toBeCloseTo(1.25, 1);
    expect(end / RATE).toBeCloseTo(2.85, 1);
  });

  it('keeps the whole recording when nothing stands out', () => {
    const x = whiteNoise(RATE, 500);
    expect(endpoint(x)).toEqual({ start: 0, end: x.length });
  });
});

describe('frontEnd', () => {
  it('denoises and trims 16-bit samples', () => {
    const speech = concat(silence(1), tone(700, 1, 6000), silence(1.5));
    const noise = whiteNoise(speech.length, 400, 3);
    const pcm = Int16Array.from(speech, (v, i) => Math.round(v + noise[i]!));
    const out = frontEnd(pcm);
    expect(out).toBeInstanceOf(Int16Array);
    expect(out.length / RATE).toBeGreaterThan(1.4);
    expect(out.length / RATE).toBeLessThan(2);
    // Off: the samples as they were.
    expect(frontEnd(pcm, {})).toEqual(pcm);
  });
});
