// Hold to talk and hands-free through the device's recogniser (issue 31 §1), with a stand-in
// recogniser the test plays: what is acted on among the alternatives, what each error shows, and
// that listening pauses for the coach and goes on after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionCommand } from '@shared/session/commands';
import { parseLiveCommand } from '@shared/session/live-commands';
import type {
  Heard,
  ListeningCallbacks,
  RecognitionOutcome,
} from '@client/lib/speech-recognition/recogniser';
import {
  createDeviceHandsFree,
  DEVICE_TEXT,
  eitherRecogniser,
  type DeviceRecognition,
} from './device-hands-free';
import {
  AFTER_COACH_MS,
  handsFreeStatus,
  HANDS_FREE_TEXT,
  initialHandsFreeView,
  MIN_HOLD_MS,
  type HandsFreeController,
  type HandsFreeOptions,
  type HandsFreeView,
} from './hands-free-controller';

class StandIn implements DeviceRecognition {
  runs: { stopped: boolean; cancelled: boolean; end: (o: RecognitionOutcome) => void }[] = [];
  listens: { stopped: boolean; callbacks: ListeningCallbacks }[] = [];
  once = () => {
    let end: (o: RecognitionOutcome) => void = () => {};
    const outcome = new Promise<RecognitionOutcome>((resolve) => (end = resolve));
    const run = { stopped: false, cancelled: false, end };
    this.runs.push(run);
    return {
      stop: () => void (run.stopped = true),
      cancel: () => {
        run.cancelled = true;
        end({ kind: 'cancelled' });
      },
      outcome,
    };
  };
  listen = (callbacks: ListeningCallbacks) => {
    const listening = { stopped: false, callbacks };
    this.listens.push(listening);
    return { stop: () => void (listening.stopped = true) };
  };
  /** The newest run ends with these alternatives. */
  hear(alts: string[]) {
    this.runs.at(-1)!.end({ kind: 'heard', alternatives: alts.map((text) => ({ text })) });
  }
}

const heardAs = (texts: string[]): Heard[] => texts.map((text) => ({ text, confidence: 0.5 }));
const settle = () => vi.advanceTimersByTimeAsync(0);

function setup(extra: Partial<HandsFreeOptions> = {}) {
  let view: HandsFreeView = initialHandsFreeView;
  const commands: [SessionCommand, string][] = [];
  const unrecognised: string[] = [];
  let clock = 0;
  const options: HandsFreeOptions = {
    onCommand: (cmd, heard) => void commands.push([cmd, heard]),
    onUnrecognised: (heard) => void unrecognised.push(heard),
    suspended: false,
    ...extra,
  };
  const device = new StandIn();
  const controller = createDeviceHandsFree(
    (change) => {
      view = change(view);
    },
    options,
    () => clock,
  );
  controller.setDevice(device);
  return {
    controller,
    device,
    commands,
    unrecognised,
    view: () => view,
    status: () => handsFreeStatus(view),
    wait: (ms: number) => (clock += ms),
    suspend: (suspended: boolean) => controller.setOptions({ ...options, suspended }),
  };
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('Hold to talk on the device', () => {
  it('listens while held and acts on the first alternative that is a command', async () => {
    const t = setup();
    t.controller.pushToTalk.press();
    expect(t.status()).toBe('hearing');
    t.wait(MIN_HOLD_MS + 500);
    t.controller.pushToTalk.release();
    expect(t.device.runs[0]!.stopped).toBe(true);
    expect(t.status()).toBe('recognising');
    t.device.hear(['next sit', 'next set', 'skip']);
    await settle();
    expect(t.commands).toEqual([[{ type: 'next' }, 'next set']]);
    expect(t.view().lastHeard).toBe('next set');
    expect(t.status()).toBe('off');
  });

  it("the live workout's grammar picks among them (understood)", async () => {
    const t = setup({ understood: (text) => parseLiveCommand(text) != null });
    t.controller.pushToTalk.press();
    t.wait(1_000);
    t.controller.pushToTalk.release();
    t.device.hear(['kip breast', 'skip rest']);
    await settle();
    expect(t.view().lastHeard).toBe('skip rest');
  });

  it('none understood: the best is shown as heard', async () => {
    const t = setup();
    t.controller.pushToTalk.press();
    t.wait(1_000);
    t.controller.pushToTalk.release();
    t.device.hear(['banana bread', 'bandana']);
    await settle();
    expect(t.unrecognised).toEqual(['banana bread']);
  });

  it('a tap is not a command', async () => {
    const t = setup();
    t.controller.pushToTalk.press();
    t.wait(MIN_HOLD_MS - 100);
    t.controller.pushToTalk.release();
    expect(t.device.runs[0]!.cancelled).toBe(true);
    await settle();
    expect(t.view().error).toBe(HANDS_FREE_TEXT.tap);
    expect(t.commands).toEqual([]);
  });

  it.each([
    ['no-speech', 'off', null, ''],
    ['not-allowed', 'denied', HANDS_FREE_TEXT.denied, null],
    ['audio-capture', 'error', HANDS_FREE_TEXT.noMicrophone, null],
    ['network', 'off', 'Connection issue. Please check your internet and try again', null],
    ['service-not-allowed', 'error', DEVICE_TEXT.refused, null],
  ] as const)('error %s: status %s, says %s', async (code, status, error, lastHeard) => {
    const t = setup();
    t.controller.pushToTalk.press();
    t.wait(1_000);
    t.controller.pushToTalk.release();
    t.device.runs[0]!.end({ kind: 'error', code });
    await settle();
    expect(t.status()).toBe(status);
    expect(t.view().error).toBe(error);
    expect(t.view().lastHeard).toBe(lastHeard);
  });

  it("the browser refusing its service hands the next press to Joey Fit's recogniser", async () => {
    const t = setup();
    const server = { presses: 0 };
    const fallback: HandsFreeController = {
      start: async () => {},
      stop: () => {},
      pushToTalk: { press: () => void server.presses++, release: () => {} },
      setOptions: () => {},
    };
    const both = eitherRecogniser(fallback, t.controller);
    both.pushToTalk.press();
    t.wait(1_000);
    both.pushToTalk.release();
    t.device.runs[0]!.end({ kind: 'error', code: 'service-not-allowed' });
    await settle();
    expect(server.presses).toBe(0);
    both.pushToTalk.press();
    expect(server.presses).toBe(1);
    expect(t.device.runs).toHaveLength(1);
  });
});

describe('hands-free on the device', () => {
  it('listens continuously and acts on each utterance', async () => {
    const t = setup();
    await t.controller.start();
    expect(t.status()).toBe('listening');
    const { callbacks } = t.device.listens[0]!;
    callbacks.onSpeech?.();
    expect(t.status()).toBe('hearing');
    callbacks.onHeard(heardAs(['next', 'text']));
    callbacks.onHeard(heardAs(['pours', 'pause']));
    expect(t.commands.map(([c]) => c.type)).toEqual(['next', 'pause']);
    t.controller.stop();
    expect(t.device.listens[0]!.stopped).toBe(true);
    expect(t.status()).toBe('off');
  });

  it('stops while the coach talks and listens again after', async () => {
    const t = setup();
    await t.controller.start();
    t.suspend(true);
    expect(t.device.listens[0]!.stopped).toBe(true);
    t.suspend(false);
    expect(t.device.listens).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(AFTER_COACH_MS);
    expect(t.device.listens).toHaveLength(2);
  });

  it('a press while listening takes the utterance, then listening goes on', async () => {
    const t = setup();
    await t.controller.start();
    t.controller.pushToTalk.press();
    expect(t.device.listens[0]!.stopped).toBe(true);
    t.wait(1_000);
    t.controller.pushToTalk.release();
    t.device.hear(['done']);
    await settle();
    expect(t.commands.map(([c]) => c.type)).toEqual(['done']);
    expect(t.device.listens).toHaveLength(2);
  });

  it('a refused microphone turns it off and says how to allow it', async () => {
    const t = setup();
    await t.controller.start();
    t.device.listens[0]!.callbacks.onError('not-allowed');
    expect(t.status()).toBe('denied');
    expect(t.view()).toMatchObject({ listen: false, error: HANDS_FREE_TEXT.denied });
  });
});
