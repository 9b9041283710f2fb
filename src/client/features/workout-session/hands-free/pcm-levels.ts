// Levels of the recorded audio itself, for the voice-activity detector. The recorder's meter
// samples the microphone every 100 ms over its last 64 ms, so a short word ("skip": a soft "s",
// a click, 100 ms of vowel) can fall between two samples and look like a blip. Measured on the
// PCM, every millisecond counts and the frames share the clock the utterances are cut on.
// Pure: 16-bit little-endian samples in, one level per frame out (the meter's decibel scale).
import { levelFromRms } from '@client/lib/audio/audio-format';

export class PcmLevels {
  private sum = 0;
  private count = 0;
  private frames = 0;
  private readonly samplesPerFrame: number;

  /** `samplesPerMs` counts every channel's samples (interleaved channels are measured together). */
  constructor(
    samplesPerMs: number,
    private readonly frameMs: number,
  ) {
    this.samplesPerFrame = Math.max(1, Math.round(samplesPerMs * frameMs));
  }

  /** The next PCM bytes (whole samples) in recording order; returns the frames they complete. */
  push(pcm: Uint8Array): { atMs: number; level: number }[] {
    const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
    const out: { atMs: number; level: number }[] = [];
    for (let i = 0; i + 1 < pcm.byteLength; i += 2) {
      const v = view.getInt16(i, true) / 32768;
      this.sum += v * v;
      if (++this.count < this.samplesPerFrame) continue;
      this.frames += 1;
      const level = levelFromRms(Math.sqrt(this.sum / this.count));
      out.push({ atMs: this.frames * this.frameMs, level });
      this.sum = 0;
      this.count = 0;
    }
    return out;
  }
}
