// The microphone as one long WAV recorded in slices (the encoder's 44-byte header, then raw PCM
// slice by slice), of which only the last seconds are kept. Hands-free listening records without
// a break and cuts each utterance out of it afterwards, so it can start a little before the
// detector noticed speech (the first syllable is quiet, and the detector needs 150 ms to be sure)
// and the recorder never has to be started in a hurry. Pure: bytes in, WAV files out.
import { finalizeWav } from '@client/lib/audio/audio-format';

const HEADER_BYTES = 44;
const RIFF = 0x52494646; // 'RIFF'
const DATA = 0x64617461; // 'data'
const PCM = 1;

interface Slice {
  /** Offset of its first byte in the PCM since the start. */
  at: number;
  bytes: Uint8Array;
}

export class WavStream {
  private header: Uint8Array | null = null;
  private bytesPerMs = 0;
  private blockAlign = 1;
  private slices: Slice[] = [];
  private received = 0;
  /** Set when the first slice was not a PCM WAV header: nothing can be cut. */
  unreadable = false;

  /** Keeps at least the last `keepMs` of audio. */
  constructor(private readonly keepMs: number) {}

  /** The next slice, in recording order; returns its samples (null when there are none). */
  push(bytes: Uint8Array): Uint8Array | null {
    if (this.unreadable) return null;
    let pcm = bytes;
    if (!this.header) {
      if (!this.readHeader(bytes)) {
        this.unreadable = true;
        return null;
      }
      pcm = bytes.subarray(HEADER_BYTES);
    }
    if (pcm.length === 0) return null;
    this.slices.push({ at: this.received, bytes: pcm });
    this.received += pcm.length;
    const keepFrom = this.received - this.keepMs * this.bytesPerMs;
    while (this.slices.length > 1 && this.slices[0]!.at + this.slices[0]!.bytes.length < keepFrom) {
      this.slices.shift();
    }
    return pcm;
  }

  /** 16-bit samples per ms, all channels counted; 0 before the header arrived. */
  get samplesPerMs(): number {
    return this.bytesPerMs / 2;
  }

  /** How much audio has arrived, in ms since the start. */
  get receivedMs(): number {
    return this.bytesPerMs ? this.received / this.bytesPerMs : 0;
  }

  /**
   * The audio from `fromMs` to `toMs` (ms since the start) as a WAV file of its own, clipped to
   * what is kept; null when none of it is.
   */
  cut(fromMs: number, toMs: number): Uint8Array | null {
    if (!this.header || this.slices.length === 0) return null;
    const first = this.slices[0]!.at;
    const from = Math.max(first, this.offset(fromMs));
    const to = Math.min(this.received, this.offset(toMs));
    if (to <= from) return null;
    const out = new Uint8Array(HEADER_BYTES + to - from);
    out.set(this.header);
    for (const { at, bytes } of this.slices) {
      const start = Math.max(from, at);
      const end = Math.min(to, at + bytes.length);
      if (start < end) out.set(bytes.subarray(start - at, end - at), HEADER_BYTES + start - from);
    }
    return new Uint8Array(finalizeWav(out.buffer));
  }

  /** A byte offset on a whole sample frame, so 16-bit samples are never split. */
  private offset(ms: number): number {
    const bytes = Math.max(0, Math.round(ms * this.bytesPerMs));
    return bytes - (bytes % this.blockAlign);
  }

  private readHeader(bytes: Uint8Array): boolean {
    if (bytes.length < HEADER_BYTES) return false;
    const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
    const byteRate = view.getUint32(28, true);
    const blockAlign = view.getUint16(32, true);
    const readable =
      view.getUint32(0) === RIFF &&
      view.getUint32(36) === DATA &&
      view.getUint16(20, true) === PCM &&
      byteRate > 0 &&
      blockAlign > 0;
    if (!readable) return false;
    this.header = bytes.slice(0, HEADER_BYTES);
    this.bytesPerMs = byteRate / 1000;
    this.blockAlign = blockAlign;
    return true;
  }
}
