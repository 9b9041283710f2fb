// The hands-free rules with a stand-in microphone and recogniser (a browser's microphone cannot
// run here): which stretch of audio each utterance sends, what happens to what comes back, and
// that the microphone is let go.
import { describe, expect, it } from 'vitest';
import type { TranscriptionResponse } from '@shared/schemas/voice';
import type { SessionCommand } from '@shared/session/commands';
import type { Capture, CaptureCallbacks } from './capture';
import { VAD_DEFAULTS } from './vad';
import {
  AFTER_COACH_MS,
  createHandsFreeController,
  handsFreeStatus,
  HANDS_FREE_TEXT,
  initialHandsFreeView,
  PRE_ROLL_MS,
  RELEASE_TAIL_MS,
  type HandsFreeView,
} from './hands-free-controller';

const SPEECH = 0.6;
const QUIET = 0.05;

/** A microphone whose clock and level frames the test drives. */
class FakeMic {
  callbacks: CaptureCallbacks | null = null;
  clock = 0;
  cuts: [number, number][] = [];
  finished = 0;
  closed = 0;
  constructor(readonly cuttable = true) {}

  capture(callbacks: CaptureCallbacks): Capture {
    this.callbacks = callbacks;
    return {
      cuttable: this.cuttable,
      now: () => this.clock,
      cut: async (from, to) => {
        this.cuts.push([from, to]);
        return new Blob(['wav'], { type: 'audio/wav' });
      },
      finish: async () => {
        this.finished++;
        return new Blob(['wav'], { type: 'audio/wav' });
      },
      close: () => void this.closed++,
    };
  }

  /** `ms` of frames at `level`, as long as the detector's. */
  frames(ms: number, level: number) {
    for (let t = 0; t < ms; t += VAD_DEFAULTS.frameMs) {
      this.clock += VAD_DEFAULTS.frameMs;
      this.callbacks?.onFrame(this.clock, level);
    }
  }

  /** One utterance: speech for `ms`, then a second of quiet (the detector ends it). */
  say(ms = 500) {
    this.frames(ms, SPEECH);
    this.frames(1_000, QUIET);
  }
}

const ok = (text: string): TranscriptionResponse => ({
  success: true,
  transcription: { text, confidence: 0.9 },
});

function setup({
  replies = [] as (TranscriptionResponse | Error)[],
  mic = new FakeMic(),
  open = async (c: CaptureCallbacks) => mic.capture(c),
  canRecord = true,
} = {}) {
  let view: HandsFreeView = initialHandsFreeView;
  const commands: [SessionCommand, string][] = [];
  const unrecognised: string[] = [];
  const sent: Blob[] = [];
  const options = {
    onCommand: (cmd: SessionCommand, heard: string) => void commands.push([cmd, heard]),
    onUnrecognised: (heard: string) => void unrecognised.push(heard),
    suspended: false,
  };
  const controller = createHandsFreeController(
    {
      canRecord: () => canRecord,
      openCapture: open,
      transcribe: async (audio) => {
        sent.push(audio);
        const reply = replies.shift() ?? ok('');
        if (reply instanceof Error) throw reply;
        return reply;
      },
    },
    (change) => {
      view = change(view);
    },
    options,
  );
  return {
    controller,
    mic,
    commands,
    unrecognised,
    sent,
    status: () => handsFreeStatus(view),
    view: () => view,
    suspend: (suspended: boolean) => controller.setOptions({ ...options, suspended }),
  };
}

/** Lets queued transcriptions finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hands-free listen mode', () => {
  it('cuts each utterance with its pre-roll, sends it and acts on the command', async () => {
    const t = setup({ replies: [ok('skip'), ok('I did ten')] });
    await t.controller.start();
    expect(t.status()).toBe('listening');
    expect(t.view().listen).toBe(true);
    t.mic.frames(1_000, QUIET);
    t.mic.frames(200, SPEECH);
    expect(t.status()).toBe('hearing');
    t.mic.frames(300, SPEECH);
    t.mic.frames(1_000, QUIET);
    // Speech began at 1000 ms; ended 700 ms after the last loud frame (1500 ms).
    expect(t.mic.cuts).toEqual([[1_000 - PRE_ROLL_MS, 2_200]]);
    expect(t.status()).toBe('recognising');
    await settle();
    expect(t.commands).toEqual([[{ type: 'skip' }, 'skip']]);
    expect(t.view().lastHeard).toBe('skip');
    expect(t.status()).toBe('listening');

    t.mic.say();
    await settle();
    expect(t.commands.at(-1)).toEqual([{ type: 'reps', reps: 10 }, 'I did ten']);
  });

  it('reports what was not a command, and ignores noise the recogniser found empty', async () => {
    const t = setup({
      replies: [
        ok('that was hard'),
        { success: false, category: 'audio_quality', error: 'Transcription too short' },
      ],
    });
    await t.controller.start();
    t.mic.say();
    await settle();
    t.mic.say();
    await settle();
    expect(t.unrecognised).toEqual(['that was hard']);
    expect(t.commands).toEqual([]);
    expect(t.view().lastHeard).toBe('that was hard');
    expect(t.view().error).toBeNull();
  });

  it('does not listen while the coach speaks, nor to the coach’s last word after', async () => {
    const t = setup({ replies: [ok('next')] });
    await t.controller.start();
    t.suspend(true);
    t.mic.frames(2_000, SPEECH); // the coach
    expect(t.status()).toBe('listening');
    t.suspend(false);
    t.mic.frames(200, SPEECH); // the coach's voice still in the room
    t.mic.frames(1_000, QUIET);
    expect(t.mic.cuts).toEqual([]);
    t.mic.say();
    // The pre-roll does not reach back into the coach's speech.
    const [[from]] = t.mic.cuts as [[number, number]];
    expect(from).toBeGreaterThanOrEqual(2_000 + AFTER_COACH_MS - 100);
    await settle();
    expect(t.commands).toEqual([[{ type: 'next' }, 'next']]);
  });

  it('drops an utterance the coach started speaking over', async () => {
    const t = setup();
    await t.controller.start();
    t.mic.frames(300, SPEECH);
    expect(t.status()).toBe('hearing');
    t.suspend(true);
    t.mic.frames(100, SPEECH);
    expect(t.status()).toBe('listening');
    t.mic.frames(1_000, QUIET);
    expect(t.mic.cuts).toEqual([]);
  });

  it('stop() releases the microphone and drops answers still on their way', async () => {
    const t = setup({ replies: [ok('stop')] });
    await t.controller.start();
    t.mic.say();
    t.controller.stop();
    await settle();
    expect(t.mic.closed).toBe(1);
    expect(t.commands).toEqual([]);
    expect(t.status()).toBe('off');
    expect(t.view().listen).toBe(false);
    t.mic.say(); // frames after stop are ignored
    expect(t.mic.cuts).toHaveLength(1);
  });

  it('stops listening with the server’s reason when there is no speech engine', async () => {
    const error = 'Speech recognition is not installed on this server.';
    const t = setup({ replies: [{ success: false, category: 'engine_unavailable', error }] });
    await t.controller.start();
    t.mic.say();
    await settle();
    expect(t.status()).toBe('error');
    expect(t.view().error).toBe(error);
    expect(t.mic.closed).toBe(1);
  });

  it('keeps listening after a failure worth another try, and says what went wrong', async () => {
    const t = setup({
      replies: [{ success: false, category: 'network_error', error: 'Network error: offline' }],
    });
    await t.controller.start();
    t.mic.say();
    await settle();
    expect(t.status()).toBe('listening');
    expect(t.view().error).toBe('Network error: offline');
  });

  it('offline (the request never reached the server): says calmly that the buttons still work', async () => {
    const t = setup({
      replies: [new Error('Network error: Failed to fetch'), ok('skip')],
    });
    await t.controller.start();
    t.mic.say();
    await settle();
    expect(t.status()).toBe('listening');
    expect(t.view().error).toBe(HANDS_FREE_TEXT.offline);
    // Back online, the next utterance works as before.
    t.mic.say();
    await settle();
    expect(t.view().error).toBeNull();
    expect(t.commands.map(([c]) => c.type)).toEqual(['skip']);
  });
});

describe('hands-free: the microphone cannot be had', () => {
  const named = (name: string) => Object.assign(new Error(name), { name });

  it.each([
    ['NotAllowedError', 'denied', HANDS_FREE_TEXT.denied],
    ['NotFoundError', 'error', HANDS_FREE_TEXT.noMicrophone],
    ['AbortError', 'error', "Couldn't start the microphone: AbortError"],
  ])('%s → %s', async (name, status, error) => {
    const t = setup({ open: () => Promise.reject(named(name)) });
    await t.controller.start();
    expect(t.status()).toBe(status);
    expect(t.view().error).toBe(error);
  });

  it('a browser that cannot record says so', async () => {
    const t = setup({ canRecord: false });
    await t.controller.start();
    expect(t.status()).toBe('unsupported');
  });

  it('a browser that records only ogg/webm cannot listen, and lets the microphone go', async () => {
    const mic = new FakeMic(false);
    const t = setup({ mic });
    await t.controller.start();
    expect(t.status()).toBe('error');
    expect(t.view().error).toBe(HANDS_FREE_TEXT.noWav);
    expect(mic.closed).toBe(1);
  });
});

describe('push-to-talk', () => {
  it('while listening: sends from just before the press to just after the release', async () => {
    const t = setup({ replies: [ok('pause')] });
    await t.controller.start();
    t.mic.frames(1_000, QUIET);
    t.controller.pushToTalk.press();
    expect(t.status()).toBe('hearing');
    t.mic.frames(800, SPEECH);
    t.controller.pushToTalk.release();
    expect(t.mic.cuts).toEqual([[1_000 - PRE_ROLL_MS, 1_800 + RELEASE_TAIL_MS]]);
    await settle();
    expect(t.commands).toEqual([[{ type: 'pause' }, 'pause']]);
    expect(t.status()).toBe('listening');
    expect(t.mic.closed).toBe(0);
  });

  it('with hands-free off: opens the microphone for the press and lets it go after', async () => {
    const t = setup({ replies: [ok('resume')] });
    t.controller.pushToTalk.press();
    expect(t.status()).toBe('starting');
    await settle();
    expect(t.status()).toBe('hearing');
    t.mic.frames(700, SPEECH);
    expect(t.view().listen).toBe(false);
    t.controller.pushToTalk.release();
    expect(t.mic.finished).toBe(1);
    expect(t.status()).toBe('recognising');
    await settle();
    expect(t.commands).toEqual([[{ type: 'resume' }, 'resume']]);
    expect(t.status()).toBe('off');
  });

  it('a press the recogniser heard nothing in is reported as not understood', async () => {
    const t = setup({
      replies: [{ success: false, category: 'audio_quality', error: 'Transcription too short' }],
    });
    await t.controller.start();
    t.controller.pushToTalk.press();
    t.mic.frames(600, QUIET);
    t.controller.pushToTalk.release();
    await settle();
    expect(t.unrecognised).toEqual(['']);
    expect(t.view().lastHeard).toBe('');
  });

  it('a tap sends nothing and says to hold the button', async () => {
    const t = setup();
    await t.controller.start();
    t.controller.pushToTalk.press();
    t.mic.frames(100, SPEECH);
    t.controller.pushToTalk.release();
    await settle();
    expect(t.sent).toEqual([]);
    expect(t.view().error).toBe(HANDS_FREE_TEXT.tap);
    expect(t.status()).toBe('listening');
  });

  it('a release before the microphone opened records nothing and lets it go', async () => {
    const t = setup();
    t.controller.pushToTalk.press();
    t.controller.pushToTalk.release();
    await settle();
    expect(t.mic.closed).toBe(1);
    expect(t.sent).toEqual([]);
    expect(t.status()).toBe('off');
    expect(t.view().error).toBe(HANDS_FREE_TEXT.tap);
  });

  it('a button held for 30 s is let go for the user', async () => {
    const t = setup();
    await t.controller.start();
    t.controller.pushToTalk.press();
    t.mic.frames(29_700, SPEECH);
    expect(t.mic.cuts).toEqual([]);
    t.mic.frames(50, SPEECH);
    // Never longer than the recogniser takes.
    expect(t.mic.cuts).toEqual([[0, 30_000]]);
    expect(t.status()).toBe('recognising');
  });
});
