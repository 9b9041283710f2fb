import { describe, expect, it } from 'vitest';
import { WavStream } from './wav-stream';

const RATE = 16_000; // 16 kHz mono 16-bit: 32 bytes per ms

/** The streaming header the WAV encoder writes first: sizes that say "as long as it takes". */
function streamingHeader(rate = RATE): Uint8Array {
  const view = new DataView(new ArrayBuffer(44));
  view.setUint32(0, 0x52494646); // RIFF
  view.setUint32(4, 0xffffffff, true);
  view.setUint32(8, 0x57415645); // WAVE
  view.setUint32(12, 0x666d7420); // 'fmt '
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  view.setUint32(36, 0x64617461); // data
  view.setUint32(40, 0xffffffdb, true);
  return new Uint8Array(view.buffer);
}

/** `ms` of 16-bit samples, each holding its own sample index from `first` on. */
function samples(first: number, ms: number): Uint8Array {
  const n = (ms * RATE) / 1000;
  const out = new Int16Array(n);
  for (let i = 0; i < n; i++) out[i] = (first + i) % 32_768;
  return new Uint8Array(out.buffer);
}

/** A stream fed `sliceCount` slices of 100 ms, the first one after the header as the encoder does. */
function stream(sliceCount: number, keepMs = 10_000): WavStream {
  const s = new WavStream(keepMs);
  for (let k = 0; k < sliceCount; k++) {
    const pcm = samples(k * 1600, 100);
    s.push(k === 0 ? new Uint8Array([...streamingHeader(), ...pcm]) : pcm);
  }
  return s;
}

const view = (wav: Uint8Array) => new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
const firstSample = (wav: Uint8Array) => view(wav).getInt16(44, true);
const sampleCount = (wav: Uint8Array) => (wav.length - 44) / 2;

describe('WavStream: cutting utterances out of a sliced WAV recording', () => {
  it("counts the audio received, and gives back each slice's samples without the header", () => {
    expect(stream(0).receivedMs).toBe(0);
    expect(stream(7).receivedMs).toBe(700);
    const s = new WavStream(10_000);
    expect(s.push(new Uint8Array([...streamingHeader(), ...samples(0, 100)]))).toEqual(
      samples(0, 100),
    );
    expect(s.samplesPerMs).toBe(16);
  });

  it.each([
    // from, to (ms) → first sample, samples
    [0, 700, 0, 11_200],
    [250, 450, 4_000, 3_200],
    [95.03, 120, 1_520, 400], // rounded to whole samples
    [600, 5_000, 9_600, 1_600], // clipped to what arrived
    [-300, 100, 0, 1_600], // a pre-roll reaching before the start
  ])('cuts %s–%s ms: a WAV of its own with the real sizes', (from, to, first, count) => {
    const wav = stream(7).cut(from, to)!;
    expect(firstSample(wav)).toBe(first);
    expect(sampleCount(wav)).toBe(count);
    expect(view(wav).getUint32(4, true)).toBe(wav.length - 8);
    expect(view(wav).getUint32(40, true)).toBe(wav.length - 44);
    expect(view(wav).getUint32(24, true)).toBe(RATE);
  });

  it('keeps only the last seconds, and cuts nothing from before them', () => {
    const s = stream(100, 1_000); // 10 s received, 1 s kept
    expect(s.cut(0, 500)).toBeNull();
    const wav = s.cut(8_500, 10_000)!;
    // 8.5–8.9 s were dropped whole slices ago; what is kept starts on a slice boundary.
    expect(firstSample(wav)).toBe((8_900 * 16) % 32_768);
    expect(sampleCount(wav)).toBe(1_100 * 16);
  });

  it('cuts nothing from an empty stretch or before any audio', () => {
    expect(stream(0).cut(0, 100)).toBeNull();
    expect(stream(3).cut(200, 200)).toBeNull();
    expect(stream(3).cut(500, 900)).toBeNull();
  });

  it('reads nothing that does not start with a PCM WAV header (the browser recorded ogg)', () => {
    const s = new WavStream(10_000);
    s.push(new TextEncoder().encode('OggS and then some opus data, not a wav at all'));
    s.push(samples(0, 100));
    expect(s.unreadable).toBe(true);
    expect(s.receivedMs).toBe(0);
    expect(s.cut(0, 100)).toBeNull();
  });
});
