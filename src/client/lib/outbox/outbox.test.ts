import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { labelOf, writesShownAs } from './label';
import {
  ANSWER_WITHIN_MS,
  MAX_KEPT_WRITES,
  Outbox,
  OutboxFullError,
  OutboxHttpError,
  OutboxSignedOutError,
  verdictOf,
} from './outbox';
import { retryAfterMs, retryDelay } from './retry';
import { memoryStore, openIdbStore } from './store';
import type { OutboxSubmitInput, OutboxWrite, OutboxWriteInput } from './types';

const U1 = '00000000-0000-4000-8000-000000000001';
const U2 = '00000000-0000-4000-8000-000000000002';
const ceiling = { timeout: 20_000 };

const workout = (name: string): OutboxWriteInput => ({
  kind: 'workout',
  url: '/api/workouts',
  body: { userId: U1, name, type: 'strength', exercises: [{ name: 'Squat', sets: 3, reps: 5 }] },
});
const weighIn = (weight: number): OutboxWriteInput => ({
  kind: 'weigh-in',
  url: '/api/body-weights',
  body: { weight, unit: 'kg' },
});

const httpError = (status: number, message: string, retryAfter: number | null = null) =>
  new OutboxHttpError(status, JSON.stringify({ message }), 'Error', retryAfter);

/** What the fake server does with one request. */
type Answer = 'ok' | 'network' | { status: number; message: string; retryAfterMs?: number };

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

let dbCount = 0;
const boxes: Outbox[] = [];

/**
 * An outbox on a fresh fake-indexeddb database with a fake server (answers by label, 'ok' unless
 * told), a switchable network and timers that run only when the test fires them.
 */
function harness(o: { db?: string; online?: boolean; lock?: Outbox['syncNow'] } = {}) {
  const db = o.db ?? `outbox-test-${++dbCount}`;
  const timers: { fn: () => void; ms: number }[] = [];
  const sent: OutboxWrite[] = [];
  const answers = new Map<string, Answer[]>();
  const held = new Map<string, Deferred>();
  let hold: ((w: OutboxWrite) => boolean) | null = null;
  let inFlight = 0;
  let maxInFlight = 0;
  const h = {
    db,
    timers,
    sent,
    online: o.online ?? true,
    /** Answers for writes with this label, in turn (the last one repeats). */
    answer(label: string, ...list: Answer[]) {
      answers.set(label, list);
    },
    /** Sends matching `when` wait until the test settles them (h.held). */
    hold(when: (w: OutboxWrite) => boolean) {
      hold = when;
    },
    held,
    maxInFlight: () => maxInFlight,
    labels: () => sent.map((w) => w.label),
    /** Fires the pending timers of `ms` (all when omitted). */
    fire(ms?: number) {
      const due = timers.filter((t) => ms === undefined || t.ms === ms);
      for (const t of due) timers.splice(timers.indexOf(t), 1);
      for (const t of due) t.fn();
      return due.length;
    },
    box: null as unknown as Outbox,
  };
  const send = async (write: OutboxWrite) => {
    sent.push(write);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      if (hold?.(write)) {
        return await new Promise((resolve, reject) => held.set(write.key, { resolve, reject }));
      }
      const list = answers.get(write.label) ?? ['ok'];
      const answer = list.length > 1 ? list.shift()! : list[0]!;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      if (answer !== 'ok') throw httpError(answer.status, answer.message, answer.retryAfterMs);
      return { id: `server-${write.key}`, label: write.label };
    } finally {
      inFlight--;
    }
  };
  h.box = new Outbox({
    openStore: () => openIdbStore(db),
    send,
    isOnline: () => h.online,
    timer: {
      set: (fn, ms) => {
        const t = { fn, ms };
        timers.push(t);
        return t;
      },
      clear: (t) => {
        const i = timers.indexOf(t as (typeof timers)[number]);
        if (i >= 0) timers.splice(i, 1);
      },
    },
    channel: null,
    listenOnline: false,
  });
  boxes.push(h.box);
  return h;
}

const labels = (box: Outbox) => box.getSnapshot().writes.map((w) => w.label);
const states = (box: Outbox) => box.getSnapshot().writes.map((w) => `${w.label}:${w.state}`);

async function signedIn(h: ReturnType<typeof harness>, user = U1) {
  h.box.setUser(user);
  await h.box.ready();
}

afterEach(() => {
  for (const box of boxes.splice(0)) box.close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the rules, as tables', () => {
  it.each([
    ['a network failure', new TypeError('Failed to fetch'), { kind: 'retry', afterMs: null }],
    ['a timeout', new DOMException('timed out', 'TimeoutError'), { kind: 'retry', afterMs: null }],
    ['500', httpError(500, 'Internal'), { kind: 'retry', afterMs: null }],
    ['503 with Retry-After', httpError(503, 'Busy', 5000), { kind: 'retry', afterMs: 5000 }],
    ['408', httpError(408, 'Timeout'), { kind: 'retry', afterMs: null }],
    [
      'a plain rate limit',
      httpError(429, 'Try again in 30 seconds.', 30_000),
      { kind: 'retry', afterMs: 30_000 },
    ],
    ['401', httpError(401, 'Not signed in'), { kind: 'signed-out' }],
  ] as const)('%s', (_, error, verdict) => {
    expect(verdictOf(error)).toEqual(verdict);
  });

  it.each([
    [400, 'name: is required'],
    [403, 'Your Free plan does not include routines.'],
    [404, 'Routine not found'],
    [409, 'Conflict'],
    [429, 'You have used all 20 voice workouts of your Free plan this month.'],
  ])('%i is refused with the server’s words', (status, message) => {
    const verdict = verdictOf(new ApiError(status, JSON.stringify({ message }), ''));
    expect(verdict.kind).toBe('refused');
    expect(verdict.kind === 'refused' && verdict.error.userMessage).toBe(message);
  });

  it.each([
    [0, 2000],
    [1, 4000],
    [2, 8000],
    [3, 16_000],
    [4, 30_000],
    [12, 30_000],
  ])('retry %i waits %i ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });

  it.each([
    [null, null],
    ['', null],
    ['7', 7000],
    ['0', 1000],
    ['100000', 600_000],
    ['Fri, 27 Nov 2026 12:00:10 GMT', 10_000],
    ['soon', null],
  ])('Retry-After %o → %o ms', (header, ms) => {
    expect(retryAfterMs(header, Date.UTC(2026, 10, 27, 12, 0, 0))).toBe(ms);
  });

  const voice: OutboxWriteInput = {
    kind: 'voice',
    url: '/api/voice-command',
    body: { voiceText: '  ran   5k ', userId: U1, spokenAt: '2026-11-27T10:00:00Z' },
    preview: { reply: 'Logged a 5k run.' },
  };
  it.each([
    [workout('Push day'), 'Workout “Push day”'],
    [workout('x'.repeat(60)), `Workout “${'x'.repeat(39)}…”`],
    [weighIn(82.5), 'Weigh-in 82.5 kg'],
    [
      {
        kind: 'goal',
        url: '/api/goals',
        body: { userId: U1, title: 'Run 100 miles', targetValue: 100 },
      },
      'Goal “Run 100 miles”',
    ],
    [
      { kind: 'routine', url: '/api/routines', body: { name: 'Legs', exercises: [] } },
      'Routine “Legs”',
    ],
    [voice, '“ran 5k” (voice)'],
  ] as [OutboxWriteInput, string][])('%# labels as %s', (input, label) => {
    expect(labelOf(input)).toBe(label);
  });

  it('shows voice writes on the screen of what they log', () => {
    const base = { userId: U1, seq: 1, createdAt: '', label: '', state: 'pending', attempts: 0 };
    const run = { userId: U1, name: 'Run', type: 'cardio' } as const;
    const writes = [
      { ...base, key: 'a', ...workout('Push day') },
      { ...base, key: 'b', ...voice, preview: { reply: 'ok', workout: run } },
      { ...base, key: 'c', ...weighIn(80) },
      {
        ...base,
        key: 'd',
        ...voice,
        preview: { reply: 'ok', bodyWeight: { weight: 81, unit: 'kg' } },
      },
    ] as OutboxWrite[];
    expect(writesShownAs(writes, 'workout').map((s) => [s.write.key, s.body.name])).toEqual([
      ['a', 'Push day'],
      ['b', 'Run'],
    ]);
    expect(writesShownAs(writes, 'weigh-in').map((s) => s.body.weight)).toEqual([80, 81]);
    expect(writesShownAs(writes, 'goal')).toEqual([]);
  });
});

describe('the outbox', () => {
  it('keeps writes made offline without fetching, and sends them oldest first, one at a time', async () => {
    const h = harness({ online: false });
    await signedIn(h);
    const synced: string[] = [];
    h.box.onSynced((write, data, { waited }) =>
      synced.push(`${write.label}=${(data as { id: string }).id}${waited ? ' (waited)' : ''}`),
    );
    const outcomes = [];
    for (const name of ['A', 'B', 'C']) outcomes.push(await h.box.submit(workout(name)));
    expect(outcomes.map((o) => o.status)).toEqual(['queued', 'queued', 'queued']);
    expect(h.sent).toEqual([]);
    expect(states(h.box)).toEqual([
      'Workout “A”:pending',
      'Workout “B”:pending',
      'Workout “C”:pending',
    ]);
    await h.box.syncNow();
    expect(h.sent).toEqual([]); // still offline: the sync does not fetch either

    h.online = true;
    await h.box.syncNow();
    expect(h.labels()).toEqual(['Workout “A”', 'Workout “B”', 'Workout “C”']);
    expect(h.maxInFlight()).toBe(1);
    expect(h.box.getSnapshot().writes).toEqual([]);
    const keys = outcomes.map((o) => (o.status === 'queued' ? o.write.key : ''));
    expect(synced).toEqual(['A', 'B', 'C'].map((n, i) => `Workout “${n}”=server-${keys[i]}`));
    expect(h.sent.map((w) => w.key)).toEqual(keys); // each with the Idempotency-Key it was kept with
  });

  it('answers a submit with the server’s answer when online', async () => {
    const h = harness();
    await signedIn(h);
    const waited: boolean[] = [];
    h.box.onSynced((_w, _d, info) => waited.push(info.waited));
    const outcome = await h.box.submit<{ label: string }>(weighIn(80));
    expect(waited).toEqual([true]); // the form says it: no "Synced" toast for this one
    expect(outcome.status === 'sent' && outcome.data.label).toBe('Weigh-in 80 kg');
    expect(labels(h.box)).toEqual([]);
  });

  it('sends a key once at a time however many syncs are asked for (dedupe)', async () => {
    const h = harness({ online: false });
    await signedIn(h);
    await h.box.submit(workout('A'));
    await h.box.submit(workout('B'));
    h.online = true;
    h.hold((w) => w.label === 'Workout “A”');
    const syncs = [h.box.syncNow(), h.box.syncNow(), h.box.syncNow()];
    await vi.waitFor(() => expect(h.held.size).toBe(1), ceiling);
    void h.box.syncNow();
    expect(h.box.getSnapshot().syncing).toBe(true);
    const [a] = [...h.held.values()];
    a!.resolve({ id: 'a' });
    await Promise.all(syncs);
    expect(h.labels()).toEqual(['Workout “A”', 'Workout “B”']);
    expect(h.box.getSnapshot().syncing).toBe(false);
  });

  it('the same key submitted twice is one write, sent once', async () => {
    const h = harness({ online: false });
    await signedIn(h);
    const input: OutboxSubmitInput = { ...workout('Live'), key: 'session-key-1' };
    await h.box.submit(input);
    await h.box.submit(input);
    expect(h.box.getSnapshot().writes.map((w) => w.key)).toEqual(['session-key-1']);
    h.online = true;
    const outcome = await h.box.submit(input);
    expect(outcome.status).toBe('sent');
    expect(h.sent.map((w) => w.key)).toEqual(['session-key-1']);
  });

  it.each([
    ['a network failure', 'network' as const, [2000, 4000, 8000, 16_000, 30_000, 30_000]],
    ['a 503', { status: 503, message: 'Busy' }, [2000, 4000, 8000, 16_000, 30_000, 30_000]],
    ['a plain rate limit', { status: 429, message: 'Slow down', retryAfterMs: 7000 }, [7000, 7000]],
  ])('after %s it tries again with backoff, then sends', async (_, failure, delays) => {
    const h = harness();
    await signedIn(h);
    h.answer('Workout “A”', ...delays.map(() => failure), 'ok');
    const outcome = await h.box.submit(workout('A'));
    expect(outcome.status).toBe('queued');
    const waited: number[] = [];
    for (let i = 0; i < delays.length; i++) {
      await vi.waitFor(() => expect(h.timers.length).toBe(1), ceiling);
      const [timer] = h.timers;
      waited.push(timer!.ms);
      expect(h.box.getSnapshot().nextRetryAt).not.toBeNull();
      expect(h.box.getSnapshot().writes[0]!.attempts).toBe(i + 1);
      h.fire();
      if (i < delays.length - 1) await vi.waitFor(() => expect(h.sent.length).toBe(i + 2), ceiling);
    }
    await vi.waitFor(() => expect(h.box.getSnapshot().writes).toEqual([]), ceiling);
    expect(waited).toEqual(delays);
    expect(h.sent.length).toBe(delays.length + 1);
    expect(new Set(h.sent.map((w) => w.key)).size).toBe(1);
    expect(h.box.getSnapshot().nextRetryAt).toBeNull();
  });

  it('stops at a failure so later writes wait their turn, and goes on at the online event', async () => {
    const h = harness();
    const events = new EventTarget();
    vi.stubGlobal('window', events);
    h.box.close();
    const box = new Outbox({
      openStore: () => openIdbStore(h.db),
      send: async (w) => {
        h.sent.push(w);
        if (!h.online) throw new TypeError('Failed to fetch');
        return { id: w.key };
      },
      isOnline: () => true, // navigator.onLine says online, the requests fail: a dead Wi-Fi
      channel: null,
      listenOnline: true,
      timer: { set: () => 0, clear: () => {} },
    });
    boxes.push(box);
    box.setUser(U1);
    await box.ready();
    h.online = false;
    expect((await box.submit(workout('A'))).status).toBe('queued');
    expect((await box.submit(workout('B'))).status).toBe('queued');
    expect(h.sent.map((w) => w.label)).toEqual(['Workout “A”', 'Workout “A”']);
    h.online = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(box.getSnapshot().writes).toEqual([]), ceiling);
    expect(h.sent.map((w) => w.label)).toEqual([
      'Workout “A”',
      'Workout “A”',
      'Workout “A”',
      'Workout “B”',
    ]);
  });

  it('a 401 keeps every write signed-out until the same person signs in again', async () => {
    const h = harness({ online: false });
    await signedIn(h);
    await h.box.submit(workout('A'));
    await h.box.submit(workout('B'));
    h.online = true;
    h.answer('Workout “A”', { status: 401, message: 'Not signed in' }, 'ok');
    await h.box.syncNow();
    expect(states(h.box)).toEqual(['Workout “A”:signed-out', 'Workout “B”:signed-out']);
    expect(h.labels()).toEqual(['Workout “A”']); // stopped at the 401
    h.answer('Workout “C”', { status: 401, message: 'Not signed in' }, 'ok');
    const c = await h.box.submit(workout('C'));
    expect(c.status).toBe('queued'); // the 401 again: kept too
    expect(c.status === 'queued' && c.write.label).toBe('Workout “C”');
    expect(states(h.box)).toEqual([
      'Workout “A”:signed-out',
      'Workout “B”:signed-out',
      'Workout “C”:signed-out',
    ]);
    await h.box.syncNow(); // nothing signed-out is sent while signed out
    expect(h.labels()).toEqual(['Workout “A”', 'Workout “C”']);

    h.box.setUser(U1); // signed in again
    await h.box.ready();
    await h.box.syncNow();
    expect(h.labels()).toEqual([
      'Workout “A”',
      'Workout “C”',
      'Workout “A”',
      'Workout “B”',
      'Workout “C”',
    ]);
    expect(h.box.getSnapshot().writes).toEqual([]);
  });

  it('a refusal during a replay stays visible with the reason, and the rest go on', async () => {
    const h = harness({ online: false });
    await signedIn(h);
    for (const name of ['A', 'B', 'C']) await h.box.submit(workout(name));
    await h.box.submit(weighIn(2000));
    h.answer('Workout “B”', {
      status: 429,
      message: 'You have used all 20 voice workouts of your Free plan this month.',
    });
    h.answer('Weigh-in 2000 kg', { status: 400, message: 'weight: must be at most 1500' });
    h.online = true;
    await h.box.syncNow();
    expect(h.labels()).toEqual(['Workout “A”', 'Workout “B”', 'Workout “C”', 'Weigh-in 2000 kg']);
    const kept = h.box.getSnapshot().writes;
    expect(kept.map((w) => [w.label, w.state, w.error])).toEqual([
      [
        'Workout “B”',
        'refused',
        {
          status: 429,
          message: 'You have used all 20 voice workouts of your Free plan this month.',
        },
      ],
      ['Weigh-in 2000 kg', 'refused', { status: 400, message: 'weight: must be at most 1500' }],
    ]);
    await h.box.syncNow(); // a refused write is not sent again by itself
    expect(h.sent.length).toBe(4);

    h.answer('Workout “B”', 'ok');
    await h.box.retry(kept[0]!.key);
    await vi.waitFor(() => expect(labels(h.box)).toEqual(['Weigh-in 2000 kg']), ceiling);
    await h.box.discard(kept[1]!.key);
    expect(h.box.getSnapshot().writes).toEqual([]);
    const again = harness({ db: h.db });
    await signedIn(again);
    expect(again.box.getSnapshot().writes).toEqual([]); // gone from the device too
  });

  it('a refusal while the person waits removes the write and throws the ApiError', async () => {
    const h = harness();
    await signedIn(h);
    h.answer('Weigh-in 2000 kg', { status: 400, message: 'weight: must be at most 1500' });
    const error = await h.box.submit(weighIn(2000)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).userMessage).toBe('weight: must be at most 1500');
    expect(h.box.getSnapshot().writes).toEqual([]);
  });

  it('no answer within 8 s: the submitter hears "queued" and the request goes on', async () => {
    const h = harness();
    await signedIn(h);
    const synced: string[] = [];
    h.box.onSynced((w, _d, info) => synced.push(`${w.label} ${info.waited}`));
    h.hold(() => true);
    const submitted = h.box.submit(workout('Slow'));
    await vi.waitFor(() => expect(h.held.size).toBe(1), ceiling);
    expect(h.timers.map((t) => t.ms)).toEqual([ANSWER_WITHIN_MS]);
    h.fire(ANSWER_WITHIN_MS);
    const outcome = await submitted;
    expect(outcome.status === 'queued' && outcome.write.label).toBe('Workout “Slow”');
    expect(states(h.box)).toEqual(['Workout “Slow”:pending']);
    [...h.held.values()][0]!.resolve({ id: 'late' });
    await vi.waitFor(() => expect(synced).toEqual(['Workout “Slow” false']), ceiling);
    expect(h.box.getSnapshot().writes).toEqual([]);
  });

  it('a refusal after the submitter stopped waiting is kept as refused', async () => {
    const h = harness();
    await signedIn(h);
    h.hold(() => true);
    const submitted = h.box.submit(workout('Slow'));
    await vi.waitFor(() => expect(h.held.size).toBe(1), ceiling);
    h.fire(ANSWER_WITHIN_MS);
    expect((await submitted).status).toBe('queued');
    [...h.held.values()][0]!.reject(httpError(404, 'Routine not found'));
    await vi.waitFor(() => expect(states(h.box)).toEqual(['Workout “Slow”:refused']), ceiling);
    expect(h.box.getSnapshot().writes[0]!.error).toEqual({
      status: 404,
      message: 'Routine not found',
    });
  });

  it('shows and sends only the signed-in person’s writes', async () => {
    const h = harness({ online: false });
    await signedIn(h, U1);
    await h.box.submit(workout('One’s'));
    h.box.setUser(U2);
    await h.box.ready();
    expect(h.box.getSnapshot().writes).toEqual([]);
    await h.box.submit(workout('Two’s'));
    h.online = true;
    await h.box.syncNow();
    expect(h.sent.map((w) => [w.label, w.userId])).toEqual([['Workout “Two’s”', U2]]);
    h.box.setUser(null);
    expect(h.box.getSnapshot().writes).toEqual([]);
    await expect(h.box.submit(workout('nobody’s'))).rejects.toBeInstanceOf(OutboxSignedOutError);
    h.box.setUser(U1);
    await h.box.ready();
    await vi.waitFor(() => expect(h.sent.length).toBe(2), ceiling); // signing in syncs
    expect(h.sent[1]!.userId).toBe(U1);
  });

  it('keeps writes across instances (a reload, a closed tab)', async () => {
    const first = harness({ online: false });
    await signedIn(first);
    for (const name of ['A', 'B']) await first.box.submit(workout(name));
    await first.box.submit(weighIn(81));
    first.box.close();

    const second = harness({ db: first.db, online: false });
    await signedIn(second);
    expect(labels(second.box)).toEqual(['Workout “A”', 'Workout “B”', 'Weigh-in 81 kg']);
    await second.box.submit(workout('C')); // after the kept ones
    second.online = true;
    await second.box.syncNow();
    expect(second.labels()).toEqual([
      'Workout “A”',
      'Workout “B”',
      'Weigh-in 81 kg',
      'Workout “C”',
    ]);
  });

  it(`holds ${MAX_KEPT_WRITES} writes per person and refuses more with a clear message`, async () => {
    const h = harness({ online: false });
    await signedIn(h);
    for (let i = 0; i < MAX_KEPT_WRITES; i++) {
      await h.box.submit({ ...weighIn(60 + (i % 100)), key: `k${i}` });
    }
    expect(h.box.getSnapshot().writes.length).toBe(MAX_KEPT_WRITES);
    const error = await h.box.submit(weighIn(70)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboxFullError);
    expect((error as OutboxFullError).userMessage).toMatch(/already keeping 500 changes/);
    // The same key again is not one more; another person has their own room.
    expect((await h.box.submit({ ...weighIn(60), key: 'k0' })).status).toBe('queued');
    h.box.setUser(U2);
    await h.box.ready();
    expect((await h.box.submit(weighIn(70))).status).toBe('queued');
  });

  it('a storage failure during a sync is tried again later, never thrown at the caller', async () => {
    const store = memoryStore();
    let failures = 1;
    const timers: number[] = [];
    let fire = () => {};
    const box = new Outbox({
      openStore: async () => ({
        ...store,
        get: async (key) => {
          if (failures-- > 0) throw new DOMException('gone', 'UnknownError');
          return store.get(key);
        },
      }),
      send: async () => ({ ok: true }),
      isOnline: () => online,
      channel: null,
      listenOnline: false,
      timer: {
        set: (fn, ms) => {
          timers.push(ms);
          fire = fn;
          return ms;
        },
        clear: () => {},
      },
    });
    boxes.push(box);
    let online = false;
    box.setUser(U1);
    failures = 0;
    await box.submit(weighIn(80));
    online = true;
    failures = 1;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(box.syncNow()).resolves.toBeUndefined();
    expect(timers).toEqual([2000]);
    expect(labels(box)).toEqual(['Weigh-in 80 kg']);
    fire();
    await vi.waitFor(() => expect(labels(box)).toEqual([]), ceiling);
  });

  it('works without IndexedDB (a memory store)', async () => {
    const box = new Outbox({
      openStore: async () => memoryStore(),
      send: async () => ({ ok: true }),
      channel: null,
      listenOnline: false,
    });
    boxes.push(box);
    box.setUser(U1);
    expect(await box.submit(weighIn(80))).toEqual({ status: 'sent', data: { ok: true } });
  });
});

describe('two tabs', () => {
  /** A lock per name, as navigator.locks grants it: one holder at a time, others queue. */
  function locks() {
    const tails = new Map<string, Promise<unknown>>();
    return <T>(name: string, fn: () => Promise<T>): Promise<T> => {
      const run = (tails.get(name) ?? Promise.resolve()).then(fn, fn);
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    };
  }

  it('send each key once and tell each other what was synced', async () => {
    const db = `outbox-tabs-${++dbCount}`;
    const channel = `outbox-tabs-${dbCount}`;
    const withLock = locks();
    const sent: string[] = [];
    const tab = () => {
      const box = new Outbox({
        openStore: () => openIdbStore(db),
        send: async (w) => {
          sent.push(w.key);
          await new Promise((r) => setTimeout(r, 1)); // the answer takes a moment
          return { id: w.key };
        },
        isOnline: () => online,
        withLock,
        channel,
        listenOnline: false,
      });
      boxes.push(box);
      box.setUser(U1);
      return box;
    };
    let online = false;
    const [a, b] = [tab(), tab()];
    await Promise.all([a.ready(), b.ready()]);
    for (let i = 0; i < 10; i++) await (i % 2 ? a : b).submit(workout(`W${i}`));
    await vi.waitFor(() => expect(b.getSnapshot().writes.length).toBe(10), ceiling);
    const syncedInB: string[] = [];
    b.onSynced((w) => syncedInB.push(w.key));
    online = true;
    await Promise.all([a.syncNow(), b.syncNow(), a.syncNow()]);
    expect(sent.length).toBe(10);
    expect(new Set(sent).size).toBe(10);
    await vi.waitFor(() => expect(syncedInB.length).toBe(10), ceiling);
    expect(a.getSnapshot().writes).toEqual([]);
    expect(b.getSnapshot().writes).toEqual([]);
  });
});
