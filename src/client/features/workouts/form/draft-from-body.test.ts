import { describe, expect, it } from 'vitest';
import { draftFromBody, validateCreate, type FormUser } from './workout-draft';

const user: FormUser = {
  id: '00000000-0000-4000-8000-000000000001',
  timeZone: 'UTC',
  weightUnit: 'kg',
  distanceUnit: 'km',
};
const now = new Date('2026-05-04T12:00:00Z');

describe('a refused workout back in the form (issue 28 §3: the sync sheet’s Edit)', () => {
  it('opens as it was sent and saves the same body again', () => {
    const body = {
      userId: user.id,
      name: 'Push day',
      type: 'strength' as const,
      notes: 'felt good',
      completedAt: '2026-05-03T18:30:00.000Z',
      exercises: [
        {
          name: 'Bench Press',
          weightUnit: 'kg' as const,
          setList: [
            { reps: 5, weight: 80, weightUnit: 'kg' as const },
            { reps: 5, weight: 82.5, weightUnit: 'kg' as const, setType: 'failure' as const },
          ],
        },
      ],
    };
    const draft = draftFromBody(body, user, now);
    expect(draft).toMatchObject({
      name: 'Push day',
      type: 'strength',
      notes: 'felt good',
      when: '2026-05-03T18:30',
    });
    expect(
      draft.exercises.map((e) => [e.name, e.sets.map((s) => [s.reps, s.weight, s.setType])]),
    ).toEqual([
      [
        'Bench Press',
        [
          ['5', '80', 'normal'],
          ['5', '82.5', 'failure'],
        ],
      ],
    ]);
    const again = validateCreate(draft, draft.when, user, now);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.body.name).toBe('Push day');
    expect(again.body.exercises[0]!.setList).toHaveLength(2);
  });

  it('spreads an exercise sent as sets × reps into its sets, and keeps a given duration', () => {
    const draft = draftFromBody(
      {
        userId: user.id,
        name: 'Quick',
        duration: 45 * 60,
        exercises: [{ name: 'Push-ups', sets: 3, reps: 12 }],
      },
      user,
      now,
    );
    expect(draft.minutes).toBe('45');
    expect(draft.kept).toEqual({ duration: 2700 });
    expect(draft.exercises[0]!.sets.map((s) => s.reps)).toEqual(['12', '12', '12']);
  });

  it('falls back to a blank exercise when the body does not parse', () => {
    const draft = draftFromBody({ userId: user.id, name: '' }, user, now);
    expect(draft.name).toBe('');
    expect(draft.exercises).toHaveLength(1);
    expect(draft.exercises[0]!.name).toBe('');
  });
});
