// A voice-activity detector for hands-free listening (issue 11 §5): microphone levels in, one
// utterance's start and end out, so each spoken command is sent to the recogniser on its own.
// Pure: the hands-free controller feeds it the level of every 50 ms of recorded audio (0–1 on
// the meter's decibel scale, see pcm-levels.ts) and acts on the events.
//
// Speech is a level above the noise floor by a margin, and never below an absolute minimum. The
// floor follows the room while nobody speaks, so a gym's music raises it instead of keeping the
// detector "hearing" all the time.

export interface VadConfig {
  /** How long one level frame lasts. */
  frameMs: number;
  /** Speech this long starts an utterance; a shorter blip (a clank, a cough) is ignored. */
  startMs: number;
  /**
   * A quiet stretch this long may interrupt the start: the level is sampled once a frame, and
   * a short word's stop or soft consonant ("s-k-ip") can fall on a quiet sample.
   */
  gapMs: number;
  /** Quiet this long ends it. */
  endMs: number;
  /** An utterance is cut here; then the detector waits for quiet before the next one. */
  maxMs: number;
  /** Nothing quieter is speech, however quiet the room. */
  minLevel: number;
  /** How far above the noise floor speech must be. */
  margin: number;
  /** How fast the floor follows the room (share of the difference per frame). */
  floorRate: number;
}

export const VAD_DEFAULTS: VadConfig = {
  frameMs: 50,
  startMs: 150,
  gapMs: 100,
  endMs: 700,
  maxMs: 4_000,
  minLevel: 0.3,
  margin: 0.15,
  floorRate: 0.025,
};

export interface VadState {
  /** quiet → onset (speech, not yet long enough) → speech → quiet; cooldown after a cut. */
  phase: 'quiet' | 'onset' | 'speech' | 'cooldown';
  floor: number;
  /** When the current onset or utterance began (ms). */
  since: number;
  /** Loud time counted since the onset began. */
  loudMs: number;
  /** The end of the last loud frame (ms). */
  lastLoud: number;
}

export const initialVad: VadState = {
  phase: 'quiet',
  floor: 0,
  since: 0,
  loudMs: 0,
  lastLoud: 0,
};

export type VadEvent =
  /** An utterance began at `atMs` (the start of its first loud frame). */
  | { type: 'start'; atMs: number }
  /** It ended: `endMs` includes the quiet that ended it; `cut` says why. */
  | { type: 'end'; startMs: number; endMs: number; cut: 'silence' | 'max' };

export interface VadFrame {
  /** When the frame ended, ms since listening began. */
  atMs: number;
  level: number;
}

/** One level frame: the detector's next state and what happened, if anything. */
export function vadStep(
  state: VadState,
  { atMs, level }: VadFrame,
  config: VadConfig = VAD_DEFAULTS,
): { state: VadState; event: VadEvent | null } {
  const loud = level >= Math.max(config.minLevel, state.floor + config.margin);
  const follow = (s: VadState): VadState => ({
    ...s,
    floor: s.floor + (level - s.floor) * config.floorRate,
  });
  const frameStart = atMs - config.frameMs;

  switch (state.phase) {
    case 'quiet':
      if (!loud) return { state: follow(state), event: null };
      return onset(
        { ...state, phase: 'onset', since: frameStart, loudMs: config.frameMs, lastLoud: atMs },
        config,
      );
    case 'onset':
      if (loud) {
        return onset({ ...state, loudMs: state.loudMs + config.frameMs, lastLoud: atMs }, config);
      }
      // Quiet for longer than a gap before the onset was long enough: it was a blip.
      if (atMs - state.lastLoud > config.gapMs) {
        return { state: follow({ ...state, phase: 'quiet' }), event: null };
      }
      return { state, event: null };
    case 'speech': {
      const next = loud ? { ...state, lastLoud: atMs } : state;
      if (atMs - state.since >= config.maxMs) {
        const event = { type: 'end', startMs: state.since, endMs: atMs, cut: 'max' } as const;
        return { state: { ...next, phase: 'cooldown' }, event };
      }
      if (!loud && atMs - state.lastLoud >= config.endMs) {
        const event = { type: 'end', startMs: state.since, endMs: atMs, cut: 'silence' } as const;
        return { state: { ...next, phase: 'quiet' }, event };
      }
      return { state: next, event: null };
    }
    case 'cooldown': {
      // The floor follows here too: steady noise that ran past the cut stops counting as speech.
      const next = follow(loud ? { ...state, lastLoud: atMs } : state);
      const settled = !loud && atMs - state.lastLoud >= config.endMs;
      return { state: settled ? { ...next, phase: 'quiet' } : next, event: null };
    }
  }
}

function onset(state: VadState, config: VadConfig) {
  if (state.loudMs < config.startMs) return { state, event: null };
  return {
    state: { ...state, phase: 'speech' as const },
    event: { type: 'start', atMs: state.since } as const,
  };
}
