import { describe, expect, it } from 'vitest';
import { WORKOUT_LIMITS } from '../schemas/workouts';
import { liveReducer, startLive, type LiveState } from './live';
import { parseLiveState } from './live-state';

const T0 = 1_700_000_000_000;

const live = (): LiveState => {
  const s = startLive({
    id: 'live-workout-1',
    now: T0,
    routine: {
      id: '00000000-0000-4000-8000-0000000000aa',
      name: 'Legs',
      notes: null,
      exercises: [
        {
          name: 'Squat',
          restSeconds: 150,
          supersetGroup: null,
          notes: null,
          setList: [
            {
              setType: 'normal',
              reps: 5,
              weight: 225,
              weightUnit: 'lb',
              duration: null,
              distance: null,
              rpe: 8,
            },
          ],
        },
      ],
    },
  });
  const { exerciseKey, setKey } = s.current!;
  return liveReducer(s, { type: 'tickSet', exerciseKey, setKey, now: T0 + 1000 });
};

describe('parseLiveState', () => {
  it('reads back what was stored as JSON', () => {
    const s = live();
    expect(parseLiveState(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });

  it.each<[string, (s: LiveState) => unknown]>([
    ['not an object', () => 'hello'],
    ['an older version', (s) => ({ ...s, version: 0 })],
    ['a key no server takes', (s) => ({ ...s, id: 'short' })],
    [
      'a set type unknown',
      (s) => ({
        ...s,
        exercises: [
          { ...s.exercises[0]!, sets: [{ ...s.exercises[0]!.sets[0]!, setType: 'giant' }] },
        ],
      }),
    ],
    ['two things with one key', (s) => ({ ...s, exercises: [s.exercises[0]!, s.exercises[0]!] })],
    [
      'more exercises than a workout holds',
      (s) => ({
        ...s,
        exercises: Array.from(
          { length: WORKOUT_LIMITS.exercisesPerWorkout + 1 },
          () => s.exercises[0],
        ),
      }),
    ],
  ])('refuses %s', (_, broken) => {
    expect(parseLiveState(broken(live()))).toBeNull();
  });
});
