// WAV in, 16 kHz mono 16-bit PCM out: what the offline recogniser reads. Parses RIFF/WAVE with
// integer PCM (8, 16, 24, 32 bit) or 32/64-bit float samples, plain or WAVE_FORMAT_EXTENSIBLE,
// mixes channels down to mono and resamples with a windowed-sinc low-pass filter.

export const TARGET_RATE = 16_000;

export class AudioFormatError extends Error {}

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** 1 = integer PCM, 3 = IEEE float. */
  format: 1 | 3;
  /** Byte range of the sample data inside the file. */
  dataOffset: number;
  dataLength: number;
  frames: number;
  durationSeconds: number;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
const MAX_CHUNKS = 64;

export function isWav(bytes: Uint8Array): boolean {
  if (bytes.length < 12) return false;
  const tag = (o: number) => String.fromCharCode(...bytes.subarray(o, o + 4));
  return (tag(0) === 'RIFF' || tag(0) === 'RF64') && tag(8) === 'WAVE';
}

/** Reads the header of a WAV file (chunks in any order; unknown chunks skipped). */
export function parseWavHeader(bytes: Uint8Array): WavInfo {
  if (!isWav(bytes)) throw new AudioFormatError('not a WAV file (no RIFF/WAVE header)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let fmt: { format: number; channels: number; sampleRate: number; bits: number } | null = null;
  let offset = 12;
  // Real files hold a handful of chunks; a walk over thousands of tiny ones would only cost time.
  for (let chunks = 0; offset + 8 <= bytes.length; chunks++) {
    if (chunks >= MAX_CHUNKS) throw new AudioFormatError('WAV file has too many chunks');
    const id = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16) throw new AudioFormatError('WAV fmt chunk is too short');
      let format = view.getUint16(body, true);
      if (format === FORMAT_EXTENSIBLE && size >= 40) format = view.getUint16(body + 24, true);
      fmt = {
        format,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!fmt) throw new AudioFormatError('WAV data chunk before its fmt chunk');
      // Streaming writers leave the size at 0 or 0xFFFFFFFF: the data runs to the end.
      const available = bytes.length - body;
      const length = size === 0 || size === 0xffffffff || size > available ? available : size;
      return describe(fmt, body, length);
    }
    offset = body + size + (size % 2);
  }
  throw new AudioFormatError('WAV file has no data chunk');
}

function describe(
  fmt: { format: number; channels: number; sampleRate: number; bits: number },
  dataOffset: number,
  dataLength: number,
): WavInfo {
  const { format, channels, sampleRate, bits } = fmt;
  const intOk = format === FORMAT_PCM && [8, 16, 24, 32].includes(bits);
  const floatOk = format === FORMAT_FLOAT && (bits === 32 || bits === 64);
  if (!intOk && !floatOk) {
    throw new AudioFormatError(`unsupported WAV encoding (format ${format}, ${bits} bit)`);
  }
  if (channels < 1 || channels > 8)
    throw new AudioFormatError(`unsupported channel count ${channels}`);
  if (sampleRate < 4000 || sampleRate > 192_000) {
    throw new AudioFormatError(`unsupported sample rate ${sampleRate} Hz`);
  }
  const frameBytes = (bits / 8) * channels;
  const frames = Math.floor(dataLength / frameBytes);
  return {
    sampleRate,
    channels,
    bitsPerSample: bits,
    format: format as 1 | 3,
    dataOffset,
    dataLength: frames * frameBytes,
    frames,
    durationSeconds: frames / sampleRate,
  };
}

/** The samples mixed down to mono, as floats in [-1, 1]. */
export function wavToMonoFloat(bytes: Uint8Array, info = parseWavHeader(bytes)): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset + info.dataOffset, info.dataLength);
  const { channels, frames, bitsPerSample: bits } = info;
  const step = bits / 8;
  const read: (o: number) => number =
    info.format === FORMAT_FLOAT
      ? bits === 32
        ? (o) => view.getFloat32(o, true)
        : (o) => view.getFloat64(o, true)
      : bits === 8
        ? (o) => (view.getUint8(o) - 128) / 128
        : bits === 16
          ? (o) => view.getInt16(o, true) / 32768
          : bits === 24
            ? (o) => ((view.getUint8(o) | (view.getUint8(o + 1) << 8) | (view.getInt8(o + 2) << 16)) / 8388608)
            : (o) => view.getInt32(o, true) / 2147483648;
  const out = new Float32Array(frames);
  for (let f = 0, o = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < channels; c++, o += step) sum += read(o);
    out[f] = sum / channels;
  }
  return out;
} // prettier-ignore

/**
 * Band-limited resampling by windowed sinc (Blackman window, cut-off at the lower Nyquist
 * frequency with a little headroom). Exact for equal rates; anti-aliased when going down.
 */
export function resample(input: Float32Array, from: number, to: number, halfTaps = 16): Float32Array {
  if (from === to) return input.slice();
  const ratio = to / from;
  const outLength = Math.floor(input.length * ratio);
  const out = new Float32Array(outLength);
  // Cut-off as a fraction of the input rate: below both Nyquist frequencies.
  const cutoff = 0.5 * Math.min(1, ratio) * 0.95;
  // The filter is stretched when downsampling so it covers the same span of output samples.
  const half = Math.ceil(halfTaps / Math.min(1, ratio));
  for (let i = 0; i < outLength; i++) {
    const center = i / ratio;
    const first = Math.max(0, Math.ceil(center - half));
    const last = Math.min(input.length - 1, Math.floor(center + half));
    let acc = 0;
    let norm = 0;
    for (let j = first; j <= last; j++) {
      const x = j - center;
      const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
      const w = 0.42 + 0.5 * Math.cos((Math.PI * x) / half) + 0.08 * Math.cos((2 * Math.PI * x) / half);
      const k = sinc * w;
      acc += input[j]! * k;
      norm += k;
    }
    out[i] = norm !== 0 ? acc / norm : 0;
  }
  return out;
} // prettier-ignore

export function floatToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = Math.round(s < 0 ? s * 32768 : s * 32767);
  }
  return out;
}

/**
 * Any supported WAV → 16 kHz mono 16-bit samples. The common case (already 16 kHz mono 16-bit,
 * as the voice dialog records) is a copy of the data, no arithmetic.
 */
export function wavTo16kMono(bytes: Uint8Array): { pcm: Int16Array; info: WavInfo } {
  const info = parseWavHeader(bytes);
  if (info.format === FORMAT_PCM && info.bitsPerSample === 16 && info.channels === 1 && info.sampleRate === TARGET_RATE) {
    const pcm = new Int16Array(info.frames);
    const view = new DataView(bytes.buffer, bytes.byteOffset + info.dataOffset, info.dataLength);
    for (let i = 0; i < info.frames; i++) pcm[i] = view.getInt16(i * 2, true);
    return { pcm, info };
  }
  const mono = wavToMonoFloat(bytes, info);
  return { pcm: floatToInt16(resample(mono, info.sampleRate, TARGET_RATE)), info };
} // prettier-ignore

/** 16-bit mono PCM → a WAV file (for engines that want a file, and for tests). */
export function encodeWav(pcm: Int16Array, sampleRate = TARGET_RATE): Buffer {
  const data = pcm.length * 2;
  const buf = Buffer.alloc(44 + data);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + data, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(FORMAT_PCM, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(data, 40);
  for (let i = 0; i < pcm.length; i++) buf.writeInt16LE(pcm[i]!, 44 + i * 2);
  return buf;
}
