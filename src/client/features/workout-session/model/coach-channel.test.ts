// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coachProfile } from '@shared/coaches';
import { createSession, sessionReducer, type SessionExercise } from '@shared/session/machine';
import { COACH_ANSWER_MS, CoachChannel } from './coach-channel';
import { cueText } from './cue-text';

/** Issue 28: the guided session's coach with no network, or a network that never answers. */
const EXERCISES: SessionExercise[] = [
  { id: 'a', name: 'Push-ups', sets: 3, reps: 12, duration: null, restTime: 60 },
];
const started = sessionReducer(createSession(EXERCISES), { type: 'start', now: 0 });
const cue = started.cue!;
const joey = coachProfile('joey1');
const cueLine = cueText(cue, started.exercises);
/** The coach's line made on the device (shared/coach/lines: varied, about the exercise). */
const isLocalLine = (line: string | null) => line !== cueLine && /Push-ups/.test(line ?? '');

describe('CoachChannel offline', () => {
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchSpy = vi.fn(() => new Promise<Response>(() => undefined)); // never answers
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('offline: asks nothing of the network and says the line made on the device at once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const channel = new CoachChannel('u1', { profile: joey, savedVoiceName: null });
    channel.announce(cue, started);
    expect(channel.getSnapshot().line).toBe(cueLine);
    await vi.waitFor(() => expect(isLocalLine(channel.getSnapshot().line)).toBe(true));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(channel.getSnapshot().thinking).toBe(false);
  });

  it('online with no answer in time (no signal): the device line after COACH_ANSWER_MS', async () => {
    vi.useFakeTimers();
    const channel = new CoachChannel('u1', { profile: joey, savedVoiceName: null });
    channel.announce(cue, started);
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(channel.getSnapshot().thinking).toBe(true);
    await vi.advanceTimersByTimeAsync(COACH_ANSWER_MS - 100);
    expect(channel.getSnapshot().line).toBe(cueLine);
    await vi.advanceTimersByTimeAsync(101);
    expect(isLocalLine(channel.getSnapshot().line)).toBe(true);
    expect(channel.getSnapshot().thinking).toBe(false);
  });

  it("online: the server's line", async () => {
    fetchSpy.mockResolvedValue(Response.json({ motivation: 'Strong start, Joey style!' }));
    const channel = new CoachChannel('u1', { profile: joey, savedVoiceName: null });
    channel.announce(cue, started);
    await vi.waitFor(() => expect(channel.getSnapshot().line).toBe('Strong start, Joey style!'));
  });
});
