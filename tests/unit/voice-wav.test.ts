// The WAV parser and resampler of the transcription endpoint (src/server/features/voice/audio).
import { describe, expect, it } from 'vitest';
import {
  AudioFormatError,
  encodeWav,
  floatToInt16,
  isWav,
  parseWavHeader,
  resample,
  wavTo16kMono,
  wavToMonoFloat,
} from '../../src/server/features/voice/audio/wav';

interface WavSpec {
  rate: number;
  channels: number;
  bits: 8 | 16 | 24 | 32;
  float?: boolean;
  extensible?: boolean;
  /** Extra chunk before fmt (e.g. LIST) to check chunk walking. */
  junk?: boolean;
}

/** A WAV of `frames` frames whose channel c at frame i holds value(i, c) in [-1, 1]. */
function makeWav(spec: WavSpec, frames: number, value: (i: number, c: number) => number) {
  const bytesPer = spec.bits / 8;
  const data = Buffer.alloc(frames * spec.channels * bytesPer);
  let o = 0;
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < spec.channels; c++, o += bytesPer) {
      const v = value(i, c);
      if (spec.float) data.writeFloatLE(v, o);
      else if (spec.bits === 8) data.writeUInt8(Math.round(v * 127) + 128, o);
      else if (spec.bits === 16) data.writeInt16LE(Math.round(v * 32767), o);
      else if (spec.bits === 24) data.writeIntLE(Math.round(v * 8388607), o, 3);
      else data.writeInt32LE(Math.round(v * 2147483647), o);
    }
  }
  const fmtSize = spec.extensible ? 40 : 16;
  const fmt = Buffer.alloc(8 + fmtSize);
  fmt.write('fmt ', 0, 'ascii');
  fmt.writeUInt32LE(fmtSize, 4);
  const tag = spec.float ? 3 : 1;
  fmt.writeUInt16LE(spec.extensible ? 0xfffe : tag, 8);
  fmt.writeUInt16LE(spec.channels, 10);
  fmt.writeUInt32LE(spec.rate, 12);
  fmt.writeUInt32LE(spec.rate * spec.channels * bytesPer, 16);
  fmt.writeUInt16LE(spec.channels * bytesPer, 20);
  fmt.writeUInt16LE(spec.bits, 22);
  if (spec.extensible) {
    fmt.writeUInt16LE(22, 24);
    fmt.writeUInt16LE(spec.bits, 26);
    fmt.writeUInt16LE(tag, 32); // sub-format GUID starts with the format tag
  }
  const junk = spec.junk ? Buffer.from('LIST\x03\x00\x00\x00abc\x00', 'latin1') : Buffer.alloc(0);
  const head = Buffer.alloc(8);
  head.write('data', 0, 'ascii');
  head.writeUInt32LE(data.length, 4);
  const body = Buffer.concat([Buffer.from('WAVE'), junk, fmt, head, data]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

const tone = (freq: number, rate: number) => (i: number) =>
  0.5 * Math.sin((2 * Math.PI * freq * i) / rate);

/** Amplitude of one frequency in a signal (a single DFT bin, normalised to the sine's peak). */
function amplitudeAt(x: ArrayLike<number>, freq: number, rate: number): number {
  let re = 0;
  let im = 0;
  for (let i = 0; i < x.length; i++) {
    re += x[i]! * Math.cos((2 * Math.PI * freq * i) / rate);
    im -= x[i]! * Math.sin((2 * Math.PI * freq * i) / rate);
  }
  return (2 * Math.hypot(re, im)) / x.length;
}

describe('parseWavHeader', () => {
  it('reads rate, channels, bits and duration, walking past other chunks', () => {
    const wav = makeWav({ rate: 44_100, channels: 2, bits: 16, junk: true }, 44_100, () => 0);
    expect(isWav(wav)).toBe(true);
    expect(parseWavHeader(wav)).toMatchObject({
      sampleRate: 44_100,
      channels: 2,
      bitsPerSample: 16,
      format: 1,
      frames: 44_100,
      durationSeconds: 1,
    });
  });

  it('reads WAVE_FORMAT_EXTENSIBLE as its sub-format', () => {
    const wav = makeWav(
      { rate: 48_000, channels: 1, bits: 32, float: true, extensible: true },
      10,
      () => 0,
    );
    expect(parseWavHeader(wav)).toMatchObject({ format: 3, bitsPerSample: 32 });
  });

  it('takes the data to the end when a streaming writer left its size at 0', () => {
    const wav = makeWav({ rate: 16_000, channels: 1, bits: 16 }, 1600, () => 0);
    wav.writeUInt32LE(0, wav.length - 1600 * 2 - 4);
    expect(parseWavHeader(wav).frames).toBe(1600);
  });

  it('refuses what it cannot read, saying why', () => {
    expect(() => parseWavHeader(Buffer.from('OggS....'))).toThrow(AudioFormatError);
    const alaw = makeWav({ rate: 8000, channels: 1, bits: 8 }, 10, () => 0);
    alaw.writeUInt16LE(6, 20);
    expect(() => parseWavHeader(alaw)).toThrow(/unsupported WAV encoding/);
    const noData = makeWav({ rate: 8000, channels: 1, bits: 8 }, 0, () => 0).subarray(0, 36);
    expect(() => parseWavHeader(noData)).toThrow(/no data chunk/);
  });
});

describe('wavToMonoFloat', () => {
  it.each([8, 16, 24, 32] as const)('reads %i-bit integer samples', (bits) => {
    const wav = makeWav({ rate: 16_000, channels: 1, bits }, 4, (i) => [0, 0.5, -0.5, 0.25][i]!);
    const got = [...wavToMonoFloat(wav)];
    const tolerance = bits === 8 ? 0.01 : 0.0001;
    [0, 0.5, -0.5, 0.25].forEach((v, i) => expect(Math.abs(got[i]! - v)).toBeLessThan(tolerance));
  });

  it('reads float samples and averages channels', () => {
    const wav = makeWav(
      { rate: 16_000, channels: 2, bits: 32, float: true },
      3,
      (i, c) => ((c === 0 ? 0.5 : -0.25) * (i + 1)) / 3,
    );
    const got = [...wavToMonoFloat(wav)];
    expect(got[2]).toBeCloseTo(0.125, 5);
  });
});

describe('resample', () => {
  it('keeps a tone in band at its level when going 48 kHz → 16 kHz', () => {
    const rate = 48_000;
    const x = Float32Array.from({ length: rate }, (_, i) => tone(1000, rate)(i));
    const y = resample(x, rate, 16_000);
    expect(y.length).toBe(16_000);
    expect(amplitudeAt(y, 1000, 16_000)).toBeCloseTo(0.5, 1);
  });

  it('removes what would alias: a 12 kHz tone at 48 kHz is gone at 16 kHz', () => {
    const rate = 48_000;
    const x = Float32Array.from({ length: rate / 4 }, (_, i) => tone(12_000, rate)(i));
    const y = resample(x, rate, 16_000);
    // Without a low-pass filter it would fold down to 4 kHz at full strength.
    expect(amplitudeAt(y, 4000, 16_000)).toBeLessThan(0.01);
  });

  it('upsamples 8 kHz → 16 kHz keeping the tone and the length ratio', () => {
    const x = Float32Array.from({ length: 8000 }, (_, i) => tone(440, 8000)(i));
    const y = resample(x, 8000, 16_000);
    expect(y.length).toBe(16_000);
    expect(amplitudeAt(y.subarray(100, 15_900), 440, 16_000)).toBeCloseTo(0.5, 1);
  });

  it('is a copy at equal rates', () => {
    const x = Float32Array.from([0.1, -0.2, 0.3]);
    expect([...resample(x, 16_000, 16_000)]).toEqual([...x]);
  });
});

describe('wavTo16kMono and encodeWav', () => {
  it('round-trips 16 kHz mono 16-bit samples exactly', () => {
    const pcm = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const { pcm: back, info } = wavTo16kMono(encodeWav(pcm));
    expect([...back]).toEqual([...pcm]);
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, frames: 6 });
  });

  it('turns 44.1 kHz stereo into 16 kHz mono of the same duration', () => {
    const wav = makeWav({ rate: 44_100, channels: 2, bits: 16 }, 44_100, (i) =>
      tone(500, 44_100)(i),
    );
    const { pcm } = wavTo16kMono(wav);
    expect(pcm.length).toBe(16_000);
    expect(
      amplitudeAt(
        Float32Array.from(pcm, (v) => v / 32768),
        500,
        16_000,
      ),
    ).toBeCloseTo(0.5, 1);
  });

  it('clips floats outside [-1, 1] when converting to 16 bits', () => {
    expect([...floatToInt16(Float32Array.from([2, -2, 0.5]))]).toEqual([32767, -32768, 16384]);
  });
});

describe('parseWavHeader on hostile files', () => {
  it('stops walking after 64 chunks instead of crossing millions of tiny ones', () => {
    const junk = Buffer.alloc(8 * 100_000);
    for (let o = 0; o < junk.length; o += 8) junk.write('junk', o, 'ascii'); // size 0 each
    const head = Buffer.from('RIFF\0\0\0\0WAVE', 'latin1');
    expect(() => parseWavHeader(Buffer.concat([head, junk]))).toThrow(/too many chunks/);
  });
});
