// What the recogniser hears (issue 31 §4): a front end run on the 16 kHz samples before the
// decoder, in the recogniser process. Pocketsphinx's acoustic model was trained on quiet speech;
// steady noise (a gym's fans, far-off music) fills its quiet frames and shifts every cepstrum.
// Pure functions, each tested on synthetic signals (tests/unit/voice-frontend.test.ts):
//
// - `highPass`: a second-order Butterworth high-pass (rumble and hum under the speech band);
// - `denoise`: a Wiener filter in the short-time spectrum, the noise's spectrum estimated from the
//   quietest frames of the utterance itself and the a-priori SNR smoothed from frame to frame
//   (Ephraim and Malah's decision-directed rule), with a gain floor, so steady noise is lowered
//   without the "musical" bursts plain spectral subtraction leaves;
// - `endpoint`: where the speech starts and ends, by frame energy against the utterance's own
//   noise floor, with margins (hangover) either side, so the decoder does not hear seconds of
//   noise before or after the command.
//
// Which of them the recogniser runs, and their settings, were chosen on the tuning set
// (tests/voice/tuning; bench/voice-frontend.bench.ts), 45 lines read by flite slt, flite awb and
// festival's slt HTS voice: in pink noise at 15 dB 46 of 135 commands right with none, 79 with
// the Wiener filter (53 with endpointing alone, 78 with both); clean 102 → 105. Over- or
// under-subtracting (×2, ×0.7), gain floors of 0.05 or 0.2, 1024-sample frames, the quietest
// fifth as the noise, less smoothing and the decoder's own noise removal off were no better
// (64–77 against 73–79 for the defaults in the same runs; a run moves by ±4). The high-pass is
// off and was not measured.
// docs/BENCHMARKS.md "Voice everywhere (issue 31)".

export const RATE = 16_000;

/** Second-order Butterworth high-pass at `cutoffHz`, direct form I. */
export function highPass(pcm: Float64Array, cutoffHz: number, rate = RATE): Float64Array {
  const w = Math.tan((Math.PI * cutoffHz) / rate);
  const q = Math.SQRT2;
  const norm = 1 / (1 + q * w + w * w);
  const b0 = norm;
  const b1 = -2 * norm;
  const b2 = norm;
  const a1 = 2 * (w * w - 1) * norm;
  const a2 = (1 - q * w + w * w) * norm;
  const out = new Float64Array(pcm.length);
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0; // prettier-ignore
  for (let i = 0; i < pcm.length; i++) {
    const x = pcm[i]!;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    out[i] = y;
  }
  return out;
}

const tables = new Map<number, { reverse: Uint32Array; cos: Float64Array; sin: Float64Array }>();

/** Bit-reversal permutation and twiddle factors for size n, made once per size. */
function tablesFor(n: number) {
  let t = tables.get(n);
  if (!t) {
    const bits = Math.round(Math.log2(n));
    const reverse = Uint32Array.from({ length: n }, (_, i) => {
      let r = 0;
      for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
      return r;
    });
    const cos = Float64Array.from({ length: n / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / n));
    const sin = Float64Array.from({ length: n / 2 }, (_, k) => Math.sin((2 * Math.PI * k) / n));
    t = { reverse, cos, sin };
    tables.set(n, t);
  }
  return t;
}

/** In-place iterative radix-2 FFT (inverse when `inverse`, unscaled). `re.length` a power of 2. */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const n = re.length;
  const { reverse, cos, sin } = tablesFor(n);
  for (let i = 0; i < n; i++) {
    const j = reverse[i]!;
    if (i < j) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let len = 2; len <= n; len <<= 1) {
    const half = len >> 1;
    const step = n / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < half; k++) {
        const cr = cos[k * step]!;
        const ci = sign * sin[k * step]!;
        const a = i + k;
        const b = a + half;
        const tr = re[b]! * cr - im[b]! * ci;
        const ti = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

export interface DenoiseOptions {
  /** FFT size in samples (a power of 2); frames overlap by half. */
  size?: number;
  /** The share of frames, quietest first, whose mean spectrum is taken as the noise's. */
  quietShare?: number;
  /** The noise estimate is multiplied by this before the gains are computed (over-subtraction). */
  overSubtract?: number;
  /** The lowest gain (0–1): how far a bin is lowered at most; 0.1 = 20 dB. */
  floor?: number;
  /** Weight of the previous frame's estimate in the a-priori SNR (decision-directed). */
  smoothing?: number;
}

const DENOISE: Required<DenoiseOptions> = {
  size: 512,
  quietShare: 0.1,
  overSubtract: 1,
  floor: 0.1,
  smoothing: 0.98,
};

/**
 * Wiener filtering in the short-time spectrum (square-root Hann windows, half overlap, which
 * rebuild the signal exactly where the gain is 1). The noise's power spectrum is the mean of
 * the quietest frames'; a frame's gain per bin is ξ / (1 + ξ), ξ the a-priori SNR, decision-
 * directed: mostly the previous frame's cleaned power over the noise, partly this frame's excess.
 * Audio with no noise (digital silence between words) keeps gains of 1 and comes out unchanged.
 */
export function denoise(pcm: Float64Array, options: DenoiseOptions = {}): Float64Array {
  const o = { ...DENOISE, ...options };
  const n = o.size;
  const hop = n / 2;
  const bins = n / 2 + 1;
  const window = Float64Array.from({ length: n }, (_, i) =>
    Math.sqrt(0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n)),
  );
  // Padded by a hop either side so every sample is covered by two frames.
  const padded = new Float64Array(pcm.length + 2 * n);
  padded.set(pcm, hop);
  const frames = Math.max(0, Math.floor((padded.length - n) / hop) + 1);
  const spectra: { re: Float64Array; im: Float64Array; power: Float64Array }[] = [];
  const energy = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    const re = new Float64Array(n);
    const im = new Float64Array(n);
    for (let i = 0; i < n; i++) re[i] = padded[f * hop + i]! * window[i]!;
    fft(re, im);
    const power = new Float64Array(bins);
    for (let k = 0; k < bins; k++) {
      power[k] = re[k]! * re[k]! + im[k]! * im[k]!;
      energy[f]! += power[k]!;
    }
    spectra.push({ re, im, power });
  }
  if (frames === 0) return Float64Array.from(pcm);
  // The noise: the mean spectrum of the quietest frames of the recording (not of the padding).
  // Digital silence counts: audio that has stretches of it holds no steady noise to remove.
  const inside = [...energy.keys()].filter((f) => f * hop < hop + pcm.length);
  inside.sort((a, b) => energy[a]! - energy[b]!);
  const quiet = inside.slice(0, Math.max(1, Math.round(inside.length * o.quietShare)));
  const noise = new Float64Array(bins);
  for (const f of quiet) for (let k = 0; k < bins; k++) noise[k]! += spectra[f]!.power[k]! / quiet.length; // prettier-ignore
  for (let k = 0; k < bins; k++) noise[k]! *= o.overSubtract;

  const out = new Float64Array(padded.length);
  const previous = new Float64Array(bins); // the previous frame's cleaned power
  for (let f = 0; f < frames; f++) {
    const { re, im, power } = spectra[f]!;
    for (let k = 0; k < bins; k++) {
      const nk = noise[k]!;
      let gain = 1;
      if (nk > 0) {
        const posterior = power[k]! / nk;
        const prior =
          o.smoothing * (previous[k]! / nk) + (1 - o.smoothing) * Math.max(posterior - 1, 0);
        gain = Math.max(o.floor, prior / (1 + prior));
      }
      previous[k] = gain * gain * power[k]!;
      re[k] = re[k]! * gain;
      im[k] = im[k]! * gain;
      if (k > 0 && k < n / 2) {
        re[n - k] = re[k]!;
        im[n - k] = -im[k]!;
      }
    }
    fft(re, im, true);
    for (let i = 0; i < n; i++) out[f * hop + i]! += (re[i]! / n) * window[i]!;
  }
  return out.subarray(hop, hop + pcm.length);
}

export interface EndpointOptions {
  /** Frame length and step, in seconds. */
  frame?: number;
  /** Speech is a frame this many dB over the noise floor (the quietest tenth's level)… */
  overFloorDb?: number;
  /** …and within this many dB of the loudest frame. */
  underPeakDb?: number;
  /** Kept before the first and after the last speech frame, in seconds. */
  lead?: number;
  hangover?: number;
}

const ENDPOINT: Required<EndpointOptions> = {
  frame: 0.01,
  overFloorDb: 10,
  underPeakDb: 35,
  lead: 0.25,
  hangover: 0.35,
};

/**
 * The sample range [start, end) holding the speech: from the first to the last frame loud
 * enough to be speech, widened by `lead` before and `hangover` after (a word's soft start and
 * end, the pause after the last word). The whole recording when nothing stands out.
 */
export function endpoint(
  pcm: Float64Array,
  options: EndpointOptions = {},
  rate = RATE,
): { start: number; end: number } {
  const o = { ...ENDPOINT, ...options };
  const len = Math.max(1, Math.round(o.frame * rate));
  const frames = Math.floor(pcm.length / len);
  if (frames < 3) return { start: 0, end: pcm.length };
  const db = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * len; i < (f + 1) * len; i++) sum += pcm[i]! * pcm[i]!;
    db[f] = 10 * Math.log10(sum / len + 1e-3);
  }
  const sorted = Float64Array.from(db).sort();
  const floor = sorted[Math.floor(frames * 0.1)]!;
  const peak = sorted[frames - 1]!;
  const threshold = Math.max(floor + o.overFloorDb, peak - o.underPeakDb);
  let first = -1;
  let last = -1;
  for (let f = 0; f < frames; f++) {
    if (db[f]! > threshold) {
      if (first < 0) first = f;
      last = f;
    }
  }
  if (first < 0) return { start: 0, end: pcm.length };
  const start = Math.max(0, first * len - Math.round(o.lead * rate));
  const end = Math.min(pcm.length, (last + 1) * len + Math.round(o.hangover * rate));
  return { start, end };
}

export interface FrontEndOptions {
  highPassHz?: number | null;
  denoise?: DenoiseOptions | null;
  endpoint?: EndpointOptions | null;
}

/** What the recogniser runs (chosen on the tuning set; see the file's comment). */
export const FRONT_END: FrontEndOptions = { highPassHz: null, denoise: {}, endpoint: {} };

/** The front end over 16 kHz 16-bit samples: high-pass, denoise, then trim to the speech. */
export function frontEnd(pcm: Int16Array, options: FrontEndOptions = FRONT_END): Int16Array {
  let x: Float64Array = Float64Array.from(pcm);
  if (options.highPassHz) x = highPass(x, options.highPassHz);
  if (options.denoise) x = denoise(x, options.denoise);
  if (options.endpoint) {
    const { start, end } = endpoint(x, options.endpoint);
    x = x.subarray(start, end);
  }
  return Int16Array.from(x, (v) => Math.max(-32768, Math.min(32767, Math.round(v))));
}
