import { describe, expect, it } from 'vitest';
import { audioFileName, finalizeWav, levelFromSamples, pickAudioType } from './audio-format';

describe('pickAudioType (SPEC §9: wav, then ogg/opus, then webm/opus)', () => {
  const browser =
    (...types: string[]) =>
    (t: string) =>
      types.includes(t);

  it.each([
    [true, browser('audio/webm;codecs=opus'), 'audio/wav'],
    [false, browser('audio/ogg;codecs=opus', 'audio/webm;codecs=opus'), 'audio/ogg;codecs=opus'],
    // Chromium: MediaRecorder offers webm/opus only (ENVIRONMENT.md).
    [false, browser('audio/webm;codecs=opus', 'audio/mp4'), 'audio/webm;codecs=opus'],
    [false, browser('audio/mp4'), undefined],
  ])('encoder %s → %s', (wav, supported, expected) => {
    expect(pickAudioType(wav, supported)).toBe(expected);
  });

  it('treats a throwing isTypeSupported as unsupported', () => {
    expect(
      pickAudioType(false, () => {
        throw new Error('nope');
      }),
    ).toBeUndefined();
  });
});

describe('audioFileName', () => {
  it.each([
    ['audio/wav', 'recording.wav'],
    ['audio/ogg;codecs=opus', 'recording.ogg'],
    ['audio/webm;codecs=opus', 'recording.webm'],
    ['audio/mp4', 'recording.m4a'],
    ['', 'recording.webm'],
  ])('%s → %s', (type, name) => {
    expect(audioFileName(type)).toBe(name);
  });
});

describe('levelFromSamples', () => {
  it('is 0 for silence and for no data', () => {
    expect(levelFromSamples(new Uint8Array(64).fill(128))).toBe(0);
    expect(levelFromSamples([])).toBe(0);
  });

  // A square wave of amplitude a/128 has an RMS of a/128.
  const square = (a: number) => Array.from({ length: 64 }, (_, i) => 128 + (i % 2 ? a : -a));

  it('reads like a VU meter: -50 dB and below is empty, full scale is full', () => {
    expect(levelFromSamples(square(0.3))).toBe(0); // about -52 dB
    expect(levelFromSamples(square(13))).toBeCloseTo(0.6, 1); // about -20 dB
    expect(levelFromSamples(square(128))).toBeGreaterThan(0.99);
  });

  it('grows with loudness and never leaves 0..1', () => {
    const levels = [1, 4, 16, 64, 127].map((a) => levelFromSamples(square(a)));
    expect([...levels].sort((x, y) => x - y)).toEqual(levels);
    for (const l of levels) expect(l).toBeGreaterThanOrEqual(0);
    for (const l of levels) expect(l).toBeLessThanOrEqual(1);
  });
});

describe('finalizeWav', () => {
  const streamingWav = (dataBytes: number) => {
    const buffer = new ArrayBuffer(44 + dataBytes);
    const view = new DataView(buffer);
    const ascii = (offset: number, text: string) =>
      [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
    ascii(0, 'RIFF');
    view.setUint32(4, 0xffffffff, true);
    ascii(8, 'WAVE');
    ascii(12, 'fmt ');
    ascii(36, 'data');
    view.setUint32(40, 0xffffffd3, true);
    return buffer;
  };

  it('writes the real RIFF and data sizes', () => {
    const view = new DataView(finalizeWav(streamingWav(32_000)));
    expect(view.getUint32(4, true)).toBe(32_036);
    expect(view.getUint32(40, true)).toBe(32_000);
  });

  it('leaves other data alone', () => {
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Array(60).fill(1)]).buffer;
    expect(new Uint8Array(finalizeWav(webm))).toEqual(new Uint8Array(webm));
    const short = new ArrayBuffer(10);
    expect(finalizeWav(short)).toBe(short);
  });
});
