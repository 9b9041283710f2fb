/**
 * SPEC §4 audio quality rating from the recording's size (thresholds of SPEC §9, in KB of
 * 1024 bytes): under 50 poor; over 200 and under 800 excellent; anything else good. Size stands
 * in for "was there enough sound": a short or near-silent take compresses to little.
 */
export const QUALITY_THRESHOLDS_KB = { poor: 50, excellentFrom: 200, excellentTo: 800 } as const;

export type AudioQuality = 'poor' | 'good' | 'excellent';

export const POOR_AUDIO_HINT = 'Try speaking louder or closer to microphone';

export function rateAudioQuality(sizeBytes: number): AudioQuality {
  const kb = sizeBytes / 1024;
  if (kb < QUALITY_THRESHOLDS_KB.poor) return 'poor';
  if (kb > QUALITY_THRESHOLDS_KB.excellentFrom && kb < QUALITY_THRESHOLDS_KB.excellentTo) {
    return 'excellent';
  }
  return 'good';
}

/** The extra advice a rating brings (only poor has one). */
export const qualityHint = (quality: AudioQuality | null) =>
  quality === 'poor' ? POOR_AUDIO_HINT : null;
