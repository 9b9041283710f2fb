import type { CoachProfile } from '@shared/coaches';
import { coachLine } from '@shared/coach/lines';
import type { AiCoachResult, CoachContext } from '@shared/schemas/ai-coach';
import { setPlanOf, type Cue, type SessionState } from '@shared/session/machine';
import { VOICE_LIMITS } from '@shared/voice/dialog/dialog';
import { apiJson } from '@client/lib/api';
import { SpeechQueue } from '@client/lib/speech/speech-queue';
import { browserLocalStorage } from '@client/lib/storage';
import { cueText } from './cue-text';

export interface CoachSnapshot {
  audioOn: boolean;
  speaking: boolean;
  /**
   * The mouth, driven by the line's word boundaries: open for a moment on each word. Undefined
   * until the line's first boundary (an engine without them leaves the drawing to talk alone).
   */
  mouthOpen?: boolean;
  /** What the coach said last (shown as well as spoken). */
  line: string | null;
  /** A motivation line is being asked for ('AI Coach is thinking...'). */
  thinking: boolean;
  /** The line that could not be spoken, for SPEC §4's 4 s banner. */
  banner: string | null;
}

const AUDIO_KEY = 'joeyfit:session-audio';

/** How long the mouth stays open on a word: about a syllable. */
const MOUTH_OPEN_MS = 140;

const storedAudio = () => browserLocalStorage()?.getItem(AUDIO_KEY) !== 'off';

/** SPEC §7 POST /api/ai-coach context for a cue: the exercise, set and phase it is about. */
export function coachContext(cue: Cue, state: SessionState): CoachContext {
  const e = state.exercises[cue.exercise]!;
  const last = state.done[state.done.length - 1];
  const currentSet = Math.min(cue.set, e.sets);
  // The set's own target (issue 26 §7), not the exercise's first set.
  const t = setPlanOf(e, currentSet);
  return {
    exerciseName: e.name,
    currentSet,
    totalSets: e.sets,
    phase: cue.phase,
    reps: t.reps,
    duration: t.duration,
    weight: t.weight,
    weightUnit: t.weight != null ? t.weightUnit : null,
    repsDone: cue.phase === 'rest' && last?.repsSaid ? last.reps : null,
  };
}

/**
 * How long the coach's line may take: the server gives its model 2 s, so an answer later than
 * this is a signal that is not coming (a basement gym); the line made here is said instead.
 */
export const COACH_ANSWER_MS = 4_000;

function askCoach(userId: string, context: CoachContext): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), COACH_ANSWER_MS);
    apiJson<AiCoachResult>('POST', '/api/ai-coach', { userId, context })
      .then((r) => resolve(r.motivation), reject)
      .finally(() => clearTimeout(timer));
  });
}

/**
 * The coach of one session screen (issue 11 items 3 and 4), outside React: it speaks through one
 * queue in the persona's voice, asks POST /api/ai-coach for each phase's motivation (the offline
 * lines when that fails, takes longer than COACH_ANSWER_MS or the device is offline), and
 * publishes what it is doing for the screen to show.
 */
export class CoachChannel {
  private snapshot: CoachSnapshot = {
    audioOn: storedAudio(),
    speaking: false,
    line: null,
    thinking: false,
    banner: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly queue: SpeechQueue;
  private asking: AbortController | null = null;
  private bannerTimer: ReturnType<typeof setTimeout> | undefined;
  private mouthTimer: ReturnType<typeof setTimeout> | undefined;
  private coach: { profile: CoachProfile; savedVoiceName: string | null };

  constructor(
    private readonly userId: string,
    coach: { profile: CoachProfile; savedVoiceName: string | null },
  ) {
    this.coach = coach;
    this.queue = new SpeechQueue({
      coach: () => this.coach,
      onSpeakingChange: (speaking) => {
        clearTimeout(this.mouthTimer);
        this.patch({ speaking, mouthOpen: undefined });
      },
      onWord: () => {
        clearTimeout(this.mouthTimer);
        this.patch({ mouthOpen: true });
        this.mouthTimer = setTimeout(() => this.patch({ mouthOpen: false }), MOUTH_OPEN_MS);
      },
      onUnspoken: (text) => {
        clearTimeout(this.bannerTimer);
        this.patch({ banner: text });
        this.bannerTimer = setTimeout(
          () => this.patch({ banner: null }),
          VOICE_LIMITS.speechBannerMs,
        );
      },
    });
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** The persona and saved voice, as they load or change. */
  setCoach(profile: CoachProfile, savedVoiceName: string | null) {
    this.coach = { profile, savedVoiceName };
  }

  /**
   * Shows a line (unless `show` is false: the 3-2-1) and, with audio on (or `always`, the voice
   * test), speaks it; `interrupt` drops what was still to be said, except `sticky` lines (a
   * command's confirmation survives the phase cue the command causes).
   */
  say(text: string, { interrupt = false, always = false, show = true, sticky = false } = {}) {
    if (show) this.patch({ line: text });
    if (this.snapshot.audioOn || always) this.queue.say(text, { interrupt, sticky });
  }

  /** A phase begins: its cue at once from the plan, then the coach's motivation. */
  announce(cue: Cue, state: SessionState, prefix = '') {
    this.say(`${prefix}${cueText(cue, state.exercises)}`, { interrupt: true });
    this.motivate(coachContext(cue, state));
  }

  setAudio(on: boolean) {
    try {
      window.localStorage.setItem(AUDIO_KEY, on ? 'on' : 'off');
    } catch {
      // kept for this visit only
    }
    if (!on) this.queue.clear();
    this.patch({ audioOn: on });
  }

  /** Stops speaking and asking (the screen is leaving, or the session was reset). */
  hush() {
    this.queue.clear();
    this.asking?.abort();
    this.asking = null;
    clearTimeout(this.bannerTimer);
    this.patch({ thinking: false, banner: null });
  }

  private motivate(context: CoachContext) {
    this.asking?.abort();
    const controller = new AbortController();
    this.asking = controller;
    const persona = this.coach.profile.id;
    const offline = () => coachLine({ ...context, persona });
    // Offline (issue 28): the line is made here at once, with nothing asked of the network.
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    if (online) this.patch({ thinking: true });
    (online ? askCoach(this.userId, context) : Promise.reject(new Error('offline')))
      // Offline, refused or too late to matter: the same kind of line, made here.
      .catch(offline)
      .then((text) => {
        if (!controller.signal.aborted) this.say(text);
      })
      .finally(() => {
        if (this.asking === controller) {
          this.asking = null;
          this.patch({ thinking: false });
        }
      });
  }

  private patch(change: Partial<CoachSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
