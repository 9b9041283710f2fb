import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateWorkoutInput, Workout } from '@shared/schemas/workouts';
import { ApiError } from './api';
import { Outbox } from './outbox/outbox';
import { memoryStore, openIdbStore, type OutboxStore } from './outbox/store';
import type { OutboxWrite } from './outbox/types';
import { QUEUED_MESSAGE, SIGNED_OUT_MESSAGE, SessionSaver, type SaveStatus } from './workout-saver';

/**
 * SessionSaver through the real outbox (issue 28): the network is a stand-in `send`, the device
 * a memory store (or fake IndexedDB where the write must outlive the page).
 */
const USER = 'u1';
const KEY = '00000000-0000-4000-8000-000000000001';
const body: CreateWorkoutInput = {
  userId: USER,
  name: 'Push day',
  type: 'strength',
  exercises: [{ name: 'Bench press', sets: 1, reps: 8, weight: 185 }],
};
const workoutOf = (b: CreateWorkoutInput, id = 'w1') => ({ id, ...b }) as unknown as Workout;

/** A stand-in server: writes each new key once, answers a key it has seen with the first result. */
function server() {
  const made = new Map<string, Workout>();
  let mode: 'up' | 'down' | { refuse: number; message: string } = 'up';
  const sent: string[] = [];
  const send = vi.fn(async (write: OutboxWrite) => {
    sent.push(write.key);
    if (mode === 'down') throw new TypeError('Failed to fetch');
    if (typeof mode === 'object') {
      throw new ApiError(mode.refuse, JSON.stringify({ message: mode.message }), 'Refused');
    }
    const first =
      made.get(write.key) ?? workoutOf(write.body as CreateWorkoutInput, `w${made.size + 1}`);
    made.set(write.key, first);
    return first;
  });
  return {
    send,
    sent,
    made,
    set: (next: typeof mode) => {
      mode = next;
    },
  };
}

function setup({
  online = true,
  store = memoryStore() as OutboxStore | Promise<OutboxStore>,
} = {}) {
  const net = server();
  let isOnline = online;
  const box = new Outbox({
    openStore: async () => store,
    send: net.send,
    isOnline: () => isOnline,
    channel: null,
    listenOnline: false,
    withLock: (_name, fn) => fn(),
  });
  box.setUser(USER);
  const saver = new SessionSaver(box);
  const seen: SaveStatus['kind'][] = [];
  saver.subscribe(() => seen.push(saver.getSnapshot().kind));
  const saved: [Workout, boolean][] = [];
  let queued = 0;
  const save = (key = KEY) =>
    saver.save(
      key,
      body,
      (w, later) => saved.push([w, later]),
      () => void queued++,
    );
  return {
    net,
    box,
    saver,
    seen,
    saved,
    save,
    queued: () => queued,
    goOnline: async () => {
      isOnline = true;
      await box.syncNow();
    },
    goOffline: () => {
      isOnline = false;
    },
  };
}

const status = (saver: SessionSaver) => saver.getSnapshot();

afterEach(() => vi.useRealTimers());

describe('SessionSaver through the outbox', () => {
  it('online: saved at once with the session’s own key, once', async () => {
    const t = setup();
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('saved'));
    expect(t.net.sent).toEqual([KEY]);
    expect(t.saved).toEqual([[workoutOf(body, 'w1'), false]]);
    expect(t.seen).toEqual(['saving', 'saved']);
    expect(t.box.getSnapshot().writes).toEqual([]);
  });

  it('offline: kept on the device, shown as waiting to sync, and logged once when back online', async () => {
    const t = setup({ online: false });
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('queued'));
    expect(status(t.saver)).toEqual({ kind: 'queued', state: 'pending', message: QUEUED_MESSAGE });
    expect(t.queued()).toBe(1);
    expect(t.net.sent).toEqual([]); // nothing fetched offline
    const [kept] = t.box.getSnapshot().writes;
    expect(kept).toMatchObject({ key: KEY, kind: 'workout', url: '/api/workouts', body });

    // Saved again (a reload brought the finished session back): still one write.
    t.save();
    t.saver.reset();
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('queued'));
    expect(t.box.getSnapshot().writes).toHaveLength(1);

    await t.goOnline();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('saved'));
    expect(t.net.sent).toEqual([KEY]);
    expect(t.net.made.size).toBe(1);
    expect(t.saved).toEqual([[workoutOf(body, 'w1'), true]]);
    expect(t.box.getSnapshot().writes).toEqual([]);
  });

  it('a network failure while online is kept (not an error), and the outbox sends it later', async () => {
    const t = setup();
    t.net.set('down');
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('queued'));
    expect(t.seen).not.toContain('failed');
    t.net.set('up');
    // "Sync now" on the notice.
    t.saver.retry();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('saved'));
    expect(t.net.made.size).toBe(1);
  });

  it('a refusal while the person waits says why, keeps nothing, and Try again submits again', async () => {
    const t = setup();
    t.net.set({ refuse: 400, message: 'exercises: too many sets' });
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('failed'));
    expect(status(t.saver)).toEqual({ kind: 'failed', message: 'exercises: too many sets' });
    expect(t.box.getSnapshot().writes).toEqual([]);
    t.net.set('up');
    t.saver.retry();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('saved'));
    expect(t.net.sent).toEqual([KEY, KEY]);
  });

  it('a refusal on the later replay shows its reason here, and stays in the outbox', async () => {
    const t = setup({ online: false });
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('queued'));
    t.net.set({ refuse: 403, message: 'Upgrade to Pro to log more this week.' });
    await t.goOnline();
    await vi.waitFor(() =>
      expect(status(t.saver)).toMatchObject({ kind: 'queued', state: 'refused' }),
    );
    const s = status(t.saver) as Extract<SaveStatus, { kind: 'queued' }>;
    expect(s.message).toContain('Upgrade to Pro to log more this week.');
    expect(t.box.getSnapshot().writes).toMatchObject([{ key: KEY, state: 'refused' }]);
    expect(t.saved).toEqual([]);
  });

  it('signed out on the replay (401): kept, and says so', async () => {
    const t = setup({ online: false });
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('queued'));
    t.net.set({ refuse: 401, message: 'Not signed in' });
    await t.goOnline();
    await vi.waitFor(() =>
      expect(status(t.saver)).toEqual({
        kind: 'queued',
        state: 'signed-out',
        message: SIGNED_OUT_MESSAGE,
      }),
    );
  });

  it('reset forgets the job but not the kept write: the outbox still syncs it', async () => {
    const t = setup({ online: false });
    t.save();
    await vi.waitFor(() => expect(status(t.saver).kind).toBe('queued'));
    t.saver.reset();
    expect(status(t.saver)).toEqual({ kind: 'none' });
    await t.goOnline();
    expect(t.net.made.size).toBe(1);
    expect(t.saved).toEqual([]); // the screen that asked has gone
    expect(status(t.saver)).toEqual({ kind: 'none' });
  });

  it('the kept workout outlives the page (IndexedDB): a new outbox sends it once', async () => {
    const name = `saver-${crypto.randomUUID()}`;
    const first = setup({ online: false, store: openIdbStore(name) });
    first.save();
    await vi.waitFor(() => expect(status(first.saver).kind).toBe('queued'));
    first.box.close();

    // The page is reloaded: another outbox over the same database, online.
    const net = server();
    const box = new Outbox({
      openStore: () => openIdbStore(name),
      send: net.send,
      isOnline: () => true,
      channel: null,
      listenOnline: false,
      withLock: (_n, fn) => fn(),
    });
    box.setUser(USER);
    await box.ready();
    await box.syncNow();
    expect(net.sent).toEqual([KEY]);
    expect(box.getSnapshot().writes).toEqual([]);
    box.close();
  });

  it('no one signed in to the outbox: fails with a reason rather than losing the session', async () => {
    const net = server();
    const box = new Outbox({
      openStore: async () => memoryStore(),
      send: net.send,
      channel: null,
      listenOnline: false,
    });
    const saver = new SessionSaver(box);
    saver.save(KEY, body, () => undefined);
    await vi.waitFor(() => expect(saver.getSnapshot().kind).toBe('failed'));
    expect(net.sent).toEqual([]);
  });
});
