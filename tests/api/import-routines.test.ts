// POST /api/imports/{id}/routines (issue 29 §4, "make routines from my imported workouts"), on
// PGlite and on PostgreSQL: one routine per workout name of the import, from the most recent
// workout of that name, its sets as targets (warm-ups and RPE kept); names the person already
// has a routine of, and those past the routine limit, are skipped and named; Undo of the import
// removes them; another person's import is a 404.
import { describe, expect, it } from 'vitest';
import { routines } from '../../src/server/db/schema';
import { ROUTINE_LIMITS, type Routine } from '../../src/shared/schemas/routines';
import { importFile } from '../setup/import-file';
import { signUp, useTestApp, type Me } from '../setup/test-app';

const t = useTestApp();

const HEADER =
  'Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (meters),Seconds,Notes,Workout Notes,RPE';
/** Two Push Days (the later one is the routine), a Pull Day and a Leg Day, Strong's newer dialect. */
const STRONG_CSV = [
  HEADER,
  '1,2026-05-01 10:00:00,Push Day,3600,Bench Press (Barbell),1,80,5,,,,,',
  '1,2026-05-01 10:00:00,Push Day,3600,Overhead Press (Barbell),1,40,8,,,,,',
  '2,2026-05-02 10:00:00,Pull Day,3600,Deadlift (Barbell),W,60,5,,,,,',
  '2,2026-05-02 10:00:00,Pull Day,3600,Deadlift (Barbell),1,140,5,,,,,8.5',
  '2,2026-05-02 10:00:00,Pull Day,3600,Pull Up,1,0,8,,,,,',
  '3,2026-05-03 10:00:00,Leg Day,3600,Squat (Barbell),1,120,5,,,,,',
  '4,2026-05-04 10:00:00,Push Day,3600,Bench Press (Barbell),W,40,8,,,,,',
  '4,2026-05-04 10:00:00,Push Day,3600,Bench Press (Barbell),1,82.5,5,,,,,8',
  '4,2026-05-04 10:00:00,Push Day,3600,Bench Press (Barbell),2,82.5,5,,,,,9',
  '4,2026-05-04 10:00:00,Push Day,3600,Lateral Raise (Dumbbell),1,10,12,,,,,',
  '',
].join('\n');

const makeRoutines = (me: Me, id: string) =>
  me.as({ method: 'POST', url: `/api/imports/${id}/routines` });
const listOf = async (me: Me): Promise<Routine[]> =>
  (await me.as({ url: '/api/routines' })).json() as Routine[];

/** A routine of one squat set, as the person would make it in the app. */
const ownRoutine = (name: string) => ({
  name,
  exercises: [
    { name: 'Squat', setList: [{ setType: 'normal', reps: 5, weight: 100, weightUnit: 'kg' }] },
  ],
});

describe('POST /api/imports/{id}/routines (issue 29 §4)', () => {
  it('makes one routine per name from its latest workout, skipping names already routines', async () => {
    const me = await signUp(t);
    const mine = await me.as({ method: 'POST', url: '/api/routines', payload: ownRoutine('leg day') }); // prettier-ignore
    expect(mine.statusCode, mine.body).toBe(201);
    const imported = await importFile(me, STRONG_CSV);

    const res = await makeRoutines(me, imported.id!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 2, skipped: ['Leg Day'] });

    const list = await listOf(me);
    // The most recently done name first (the list is newest first), then the person's own.
    expect(list.map((r) => r.name)).toEqual(['Push Day', 'Pull Day', 'leg day']);
    const push = list[0]!;
    expect(push.exercises).toHaveLength(2);
    expect(push.exercises[0]!.name).toBe('Bench Press');
    expect(push.exercises[0]!.setList).toEqual([
      { setType: 'warmup', reps: 8, weight: 40, weightUnit: 'kg', duration: null, distance: null, rpe: null }, // prettier-ignore
      { setType: 'normal', reps: 5, weight: 82.5, weightUnit: 'kg', duration: null, distance: null, rpe: 8 }, // prettier-ignore
      { setType: 'normal', reps: 5, weight: 82.5, weightUnit: 'kg', duration: null, distance: null, rpe: 9 }, // prettier-ignore
    ]);
    const pull = list[1]!;
    expect(pull.exercises[0]!.setList.map((s) => [s.setType, s.weight, s.rpe])).toEqual([
      ['warmup', 60, null],
      ['normal', 140, 8.5],
    ]);
    expect(pull).toMatchObject({ timesDone: 0, lastDoneAt: null, notes: null });

    // Asking again adds nothing: every name has its routine now.
    const again = await makeRoutines(me, imported.id!);
    expect(again.json()).toEqual({ created: 0, skipped: ['Push Day', 'Leg Day', 'Pull Day'] });
    expect(await listOf(me)).toHaveLength(3);

    // Undo of the import takes its routines with it, and leaves the person's own.
    const undo = await me.as({ method: 'DELETE', url: `/api/imports/${imported.id}` });
    expect(undo.statusCode, undo.body).toBe(204);
    expect((await listOf(me)).map((r) => r.name)).toEqual(['leg day']);
  });

  it('fills the routine limit with the most recently done names and names the rest', async () => {
    const me = await signUp(t);
    const imported = await importFile(me, STRONG_CSV);
    const made = await me.as({ method: 'POST', url: '/api/routines', payload: ownRoutine('Mine') });
    const own = made.json() as Routine;
    await t.db.insert(routines).values(
      Array.from({ length: ROUTINE_LIMITS.perUser - 2 }, (_, i) => ({
        userId: me.user.id,
        name: `Routine ${i}`,
        exercises: own.exercises,
      })),
    );
    const res = await makeRoutines(me, imported.id!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: 1, skipped: ['Leg Day', 'Pull Day'] });
    const list = await listOf(me);
    expect(list).toHaveLength(ROUTINE_LIMITS.perUser);
    expect(list.filter((r) => r.name === 'Push Day')).toHaveLength(1);
  });

  it("answers 404 for another person's import or one that does not exist, 400 for a bad id", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const imported = await importFile(owner, STRONG_CSV);
    for (const id of [imported.id!, '00000000-0000-4000-8000-000000000000']) {
      const res = await makeRoutines(other, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Import not found');
    }
    expect(await listOf(other)).toEqual([]);
    const bad = await makeRoutines(other, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id: must be an import id');
  });
});
