// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore } from './store';
import { Outbox, useOutbox, usePendingShown, usePendingWrites } from './index';

const U1 = '00000000-0000-4000-8000-000000000001';

describe('the outbox hooks', () => {
  afterEach(cleanup);

  it('show the kept writes of a kind at once, and the same array until they change', async () => {
    const box = new Outbox({
      openStore: async () => memoryStore(),
      isOnline: () => false,
      channel: null,
      listenOnline: false,
    });
    box.setUser(U1);
    await box.ready();
    const { result } = renderHook(() => ({
      all: useOutbox(box),
      workouts: usePendingWrites('workout', box),
      weighIns: usePendingShown('weigh-in', box),
    }));
    expect(result.current.workouts).toEqual([]);
    await act(() =>
      box.submit({
        kind: 'workout',
        url: '/api/workouts',
        body: { userId: U1, name: 'Legs', exercises: [{ name: 'Squat' }] },
      }),
    );
    await act(() =>
      box.submit({
        kind: 'voice',
        url: '/api/voice-command',
        body: { voiceText: 'I weigh 80 kilos', userId: U1, spokenAt: new Date().toISOString() },
        preview: { reply: 'Logged 80 kg.', bodyWeight: { weight: 80, unit: 'kg' } },
      }),
    );
    expect(result.current.all.writes.map((w) => w.label)).toEqual([
      'Workout “Legs”',
      '“I weigh 80 kilos” (voice)',
    ]);
    expect(result.current.workouts.map((w) => [w.label, w.state])).toEqual([
      ['Workout “Legs”', 'pending'],
    ]);
    expect(result.current.weighIns.map((s) => s.body.weight)).toEqual([80]);
    const before = result.current.workouts;
    await act(async () => {}); // a render with nothing new
    expect(result.current.workouts).toBe(before);
    box.close();
  });
});
