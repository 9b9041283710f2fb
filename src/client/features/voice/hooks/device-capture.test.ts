// The voice dialog's utterance on the device's recogniser (issue 31 §1), with a stand-in run:
// the events the dialog gets, in its own words, and the hand-over to Joey Fit's recogniser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  RecognitionOutcome,
  UtteranceCallbacks,
} from '@client/lib/speech-recognition/recogniser';
import {
  captureUtterance,
  LEVEL_SPEAKING,
  SERVICE_REFUSED,
  type DeviceCaptureEvents,
} from './use-device-recogniser';

function setup() {
  const log: unknown[][] = [];
  const events: DeviceCaptureEvents = {
    started: () => log.push(['started']),
    tick: (ms, level) => log.push(['tick', Math.round(ms / 100) * 100, level]),
    stopped: () => log.push(['stopped']),
    heard: (text, extras) => log.push(['heard', text, extras]),
    failed: (failure) => log.push(['failed', failure.category, failure.message]),
    fallBack: () => log.push(['fallBack']),
  };
  let callbacks: UtteranceCallbacks = {};
  let end: (outcome: RecognitionOutcome) => void = () => {};
  const run = { stopped: false, cancelled: false };
  const refused = vi.fn();
  const capture = captureUtterance(
    (cb) => {
      callbacks = cb;
      return {
        stop: () => void (run.stopped = true),
        cancel: () => {
          run.cancelled = true;
          end({ kind: 'cancelled' });
        },
        outcome: new Promise((resolve) => (end = resolve)),
      };
    },
    events,
    { onRefused: refused },
  );
  return { log, capture, run, refused, callbacks: () => callbacks, end: (o: RecognitionOutcome) => end(o) }; // prettier-ignore
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('captureUtterance', () => {
  it('started, ticks, stopped, then the best words with the confidence and alternatives', async () => {
    const t = setup();
    t.callbacks().onListening?.();
    t.callbacks().onSpeech?.();
    await vi.advanceTimersByTimeAsync(200);
    t.capture.stop();
    expect(t.run.stopped).toBe(true);
    const alternatives = [{ text: 'ran 2 miles', confidence: 0.8 }, { text: 'ran to miles' }];
    t.end({ kind: 'heard', alternatives });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.log).toEqual([
      ['started'],
      ['tick', 100, LEVEL_SPEAKING],
      ['tick', 200, LEVEL_SPEAKING],
      ['stopped'],
      ['heard', 'ran 2 miles', { confidence: 0.8, alternatives }],
    ]);
  });

  it('stops by itself at 30 s (SPEC §9)', async () => {
    const t = setup();
    t.callbacks().onListening?.();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(t.run.stopped).toBe(true);
    expect(t.log.at(-1)).toEqual(['stopped']);
  });

  it.each([
    ['no-speech', 'audio_quality'],
    ['network', 'network_error'],
    ['not-allowed', 'recording'],
  ] as const)('%s fails as %s', async (code, category) => {
    const t = setup();
    t.end({ kind: 'error', code });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.log).toEqual([['failed', category, expect.any(String)]]);
  });

  it("the service refused before Stop: Joey Fit's recogniser records instead", async () => {
    const t = setup();
    t.callbacks().onListening?.();
    t.end({ kind: 'error', code: 'service-not-allowed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.refused).toHaveBeenCalled();
    expect(t.log).toEqual([['started'], ['fallBack']]);
  });

  it('the service refused after Stop: said, and the next try uses Joey Fit’s', async () => {
    const t = setup();
    t.capture.stop();
    t.end({ kind: 'error', code: 'service-not-allowed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.log).toEqual([['stopped'], ['failed', 'other', SERVICE_REFUSED]]);
  });

  it('a cancel is silent', async () => {
    const t = setup();
    t.callbacks().onListening?.();
    t.capture.cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(t.run.cancelled).toBe(true);
    expect(t.log).toEqual([['started']]);
  });
});
