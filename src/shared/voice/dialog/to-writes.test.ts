// The mapping from an interpretation to the forms' bodies (issue 28: the server carries it out,
// the client previews it offline), on sentences written for this test.
import { describe, expect, it } from 'vitest';
import { interpret } from '../interpret/interpret';
import type { LogWeightInterpretation } from '../schema';
import {
  exerciseInputOf,
  ownUnit,
  refusalMessage,
  saidWeight,
  seconds,
  voiceWriteOf,
  type VoiceSpeaker,
} from './to-writes';
import { createWorkoutBody } from '../../schemas/workouts';

const NOW = new Date('2026-05-20T15:00:00Z');
const ZONE = 'Europe/Berlin';
const SPEAKER: VoiceSpeaker = {
  id: '11111111-2222-4333-8444-555555555555',
  weightUnit: 'kg',
  distanceUnit: 'km',
};
const writeOf = (said: string, speaker = SPEAKER) =>
  voiceWriteOf(interpret(said, NOW, ZONE), said, speaker);

describe('voiceWriteOf: what a command comes to', () => {
  it.each<[string, string, string | undefined]>([
    ['did four sets of ten squats at sixty kilos', 'workout', 'log_workout'],
    ['i weigh seventy eight today', 'bodyWeight', 'log_weight'],
    ['my goal is to run 40 km by the end of june', 'goal', 'set_goal'],
    ['how is my training going lately', 'question', 'check_progress'],
    ['what should i train today', 'question', 'get_suggestion'],
    ['the teapot is blue', 'reply', undefined],
    ['that is all for now', 'reply', undefined],
  ])('%s → %s', (said, kind, action) => {
    const write = writeOf(said);
    expect(write.kind).toBe(kind);
    if ('action' in write) expect(write.action).toBe(action);
  });

  it('a workout body is the create-workout form body, for the speaker, with what was said', () => {
    const write = writeOf('did four sets of ten squats at sixty kilos');
    if (write.kind !== 'workout') throw new Error(write.kind);
    expect(write.body.userId).toBe(SPEAKER.id);
    expect(write.body.notes).toBe('Logged by voice: "did four sets of ten squats at sixty kilos"');
    expect(write.body.exercises?.[0]).toMatchObject({ sets: 4, reps: 10, weight: 60 });
    expect(write.body.exercises?.[0]?.weightUnit).toBe('kg');
    expect(createWorkoutBody.safeParse(write.body).success).toBe(true);
    expect(write.message).toMatch(/logged/i);
  });

  it('a weigh-in with no unit said is in the speaker’s unit, and the reply says it so', () => {
    const kg = writeOf('i weigh seventy eight today');
    const lb = writeOf('i weigh seventy eight today', { ...SPEAKER, weightUnit: 'lb' });
    if (kg.kind !== 'bodyWeight' || lb.kind !== 'bodyWeight') throw new Error('not a weigh-in');
    expect(kg.body).toMatchObject({ weight: 78, unit: 'kg' });
    expect(lb.body).toMatchObject({ weight: 78, unit: 'lb' });
  });

  it('a goal tracks itself when what it counts is measured', () => {
    const write = writeOf('my goal is to run 40 km by the end of june');
    if (write.kind !== 'goal') throw new Error(write.kind);
    expect(write.body).toMatchObject({ targetValue: 40, currentValue: 0, tracking: 'distance' });
    expect(write.body.description).toMatch(/^Set by voice: "/);
  });

  it('a body outside the form contract is refused in words, with nothing to write', () => {
    const write = writeOf('i weigh 9000 kilos');
    expect(write.kind).toBe('reply');
    if (write.kind !== 'reply') return;
    expect(write.result).toMatchObject({ action: 'error', workout: null, goal: null });
    expect(write.result.message).toMatch(/^I couldn't log that weight: .+\. Please try again\.$/);
  });
});

describe('voiceWriteOf at the instant it was said (a command sent later)', () => {
  const AT = new Date('2026-05-18T07:30:00Z');
  const at = (said: string) => voiceWriteOf(interpret(said, AT, ZONE), said, SPEAKER, AT);

  it.each<[string, string, string]>([
    ['did four sets of ten squats at sixty kilos', 'completedAt', AT.toISOString()],
    ['i weigh seventy eight today', 'measuredAt', AT.toISOString()],
  ])('%s: a write naming no day is dated then (%s)', (said, field, iso) => {
    const write = at(said);
    if (write.kind !== 'workout' && write.kind !== 'bodyWeight') throw new Error(write.kind);
    expect((write.body as Record<string, unknown>)[field]).toBe(iso);
  });

  it('a day said is read from then, not from when it arrived', () => {
    const write = at('did four sets of ten squats at sixty kilos yesterday');
    if (write.kind !== 'workout') throw new Error(write.kind);
    expect(write.body.completedAt?.slice(0, 10)).toBe('2026-05-17');
  });

  it('without it a write naming no day is left for the server to date now', () => {
    const write = writeOf('did four sets of ten squats at sixty kilos');
    if (write.kind !== 'workout') throw new Error(write.kind);
    expect(write.body.completedAt).toBeUndefined();
  });
});

describe('the pieces', () => {
  it.each<[number | undefined, number | null]>([
    [undefined, null],
    [62.4, 62.5],
    [100, 100],
    [20.2, 20],
  ])('saidWeight(%s) = %s', (w, out) => expect(saidWeight(w)).toBe(out));

  it.each<[number | undefined, number | null]>([
    [undefined, null],
    [89.6, 90],
    [30, 30],
  ])('seconds(%s) = %s', (s, out) => expect(seconds(s)).toBe(out));

  it.each<[LogWeightInterpretation, 'lb' | 'kg', LogWeightInterpretation]>([
    [
      { action: 'log_weight', weight: 80, unit: 'lb', unitSaid: false },
      'kg',
      { action: 'log_weight', weight: 80, unit: 'kg' },
    ],
    [
      { action: 'log_weight', weight: 80, unit: 'lb' },
      'kg',
      { action: 'log_weight', weight: 80, unit: 'lb' },
    ],
  ])('ownUnit(%o, %s)', (r, unit, out) => expect(ownUnit(r, unit)).toEqual(out));

  it('an exercise with differing sets sends them one by one, in the unit said', () => {
    expect(
      exerciseInputOf({
        name: 'Bench Press',
        sets: 2,
        weight: 60,
        weightUnit: 'kg',
        setList: [
          { reps: 8, weight: 60 },
          { reps: 6.4, weight: 62.3 },
        ],
      } as never),
    ).toMatchObject({
      weightUnit: 'kg',
      setList: [
        { reps: 8, weight: 60, weightUnit: 'kg', duration: null, distance: null },
        { reps: 6, weight: 62.5, weightUnit: 'kg' },
      ],
    });
  });

  it('refusalMessage names the field in words', () => {
    const r = createWorkoutBody.safeParse({
      userId: SPEAKER.id,
      name: 'x',
      type: 'strength',
      exercises: [{ name: 'Squat', sets: 999 }],
    });
    if (r.success) throw new Error('accepted');
    expect(refusalMessage('log that workout', r.error)).toMatch(
      /^I couldn't log that workout: (the sets )?.+\. Please try again\.$/,
    );
  });
});
