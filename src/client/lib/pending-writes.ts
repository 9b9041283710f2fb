import { localDayOf } from '@shared/local-day';
import type { BodyWeightInput } from '@shared/schemas/body-weights';
import type { CreateGoalInput } from '@shared/schemas/goals';
import type { CreateWorkoutInput, WorkoutType } from '@shared/schemas/workouts';
import type { OutboxKind, OutboxState, OutboxWrite } from './outbox/types';

/**
 * What the screens show of the writes kept on this device (issue 28 §3): each pending create as a
 * card of its own, built from its body (or, for a command understood on the device, from its
 * preview), marked "Waiting to sync" until the server has it. Pure, so a screen only picks.
 */

/** Where a kept write stands, in words for its badge and for the sync sheet. */
export const STATE_TEXT: Record<OutboxState, string> = {
  pending: 'Waiting to sync',
  refused: "Couldn't sync",
  'signed-out': 'Sign in again to sync',
};

/** What every pending card carries: which write it is and how it stands. */
export interface PendingItem {
  key: string;
  state: OutboxState;
  /** The server's reason for a refused write. */
  reason?: string;
  /** Said by voice (its preview), not typed into a form. */
  fromVoice: boolean;
}

export interface PendingWorkout extends PendingItem {
  name: string;
  type: WorkoutType;
  /** ISO instant it was done: the body's, else when it was kept. */
  completedAt: string;
  exercises: { name: string; sets: number }[];
  notes?: string;
}

export interface PendingGoal extends PendingItem {
  title: string;
  targetValue: number;
  unit: string;
}

export interface PendingWeighIn extends PendingItem {
  weight: number;
  unit: BodyWeightInput['unit'];
  /** ISO instant of the reading: the body's, else when it was kept. */
  measuredAt: string;
}

export interface PendingRoutine extends PendingItem {
  name: string;
  /** Exercises it holds; null for a copy of a logged workout (the server fills them). */
  exerciseCount: number | null;
}

const itemOf = (w: OutboxWrite, fromVoice: boolean): PendingItem => ({
  key: w.key,
  state: w.state,
  ...(w.error ? { reason: w.error.message } : {}),
  fromVoice,
});

/** The workout a write will log: a form's body, or a voice command's preview. */
function workoutBodyOf(w: OutboxWrite): CreateWorkoutInput | undefined {
  if (w.kind === 'workout') return w.body;
  if (w.kind === 'voice') return w.preview.workout;
  return undefined;
}

const setsOf = (e: unknown): number => {
  const x = e as { setList?: unknown[] | null; sets?: number };
  return Array.isArray(x.setList) ? x.setList.length : (x.sets ?? 1);
};

/** The Workouts list's (and Home's) cards for workouts not yet on the server, newest first. */
export function pendingWorkouts(writes: readonly OutboxWrite[]): PendingWorkout[] {
  return writes
    .flatMap((w) => {
      const body = workoutBodyOf(w);
      if (!body) return [];
      const exercises = (Array.isArray(body.exercises) ? body.exercises : [])
        .map((e) => ({
          name: String((e as { name?: unknown }).name ?? '').trim(),
          sets: setsOf(e),
        }))
        .filter((e) => e.name !== '');
      return [
        {
          ...itemOf(w, w.kind === 'voice'),
          name: body.name,
          type: body.type ?? 'mixed',
          completedAt: body.completedAt ?? w.createdAt,
          exercises,
          ...(body.notes ? { notes: body.notes } : {}),
        },
      ];
    })
    .sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
}

function goalBodyOf(w: OutboxWrite): CreateGoalInput | undefined {
  if (w.kind === 'goal') return w.body;
  if (w.kind === 'voice') return w.preview.goal;
  return undefined;
}

/** Goals set on this device and not yet on the server, in the order they were set. */
export function pendingGoals(writes: readonly OutboxWrite[]): PendingGoal[] {
  return writes.flatMap((w) => {
    const body = goalBodyOf(w);
    if (!body) return [];
    return [
      {
        ...itemOf(w, w.kind === 'voice'),
        title: body.title,
        targetValue: body.targetValue,
        unit: body.unit ?? 'units',
      },
    ];
  });
}

function weighInBodyOf(w: OutboxWrite): BodyWeightInput | undefined {
  if (w.kind === 'weigh-in') return w.body;
  if (w.kind === 'voice') return w.preview.bodyWeight;
  return undefined;
}

/** Weigh-ins kept on this device, newest reading first. */
export function pendingWeighIns(writes: readonly OutboxWrite[]): PendingWeighIn[] {
  return writes
    .flatMap((w) => {
      const body = weighInBodyOf(w);
      if (!body) return [];
      return [
        {
          ...itemOf(w, w.kind === 'voice'),
          weight: body.weight,
          unit: body.unit,
          measuredAt: body.measuredAt ?? w.createdAt,
        },
      ];
    })
    .sort((a, b) => Date.parse(b.measuredAt) - Date.parse(a.measuredAt));
}

/** Routines made on this device and not yet on the server. */
export function pendingRoutines(writes: readonly OutboxWrite[]): PendingRoutine[] {
  return writes.flatMap((w) => {
    if (w.kind !== 'routine') return [];
    const exercises = w.body.exercises;
    return [
      {
        ...itemOf(w, false),
        name: w.body.name,
        exerciseCount: Array.isArray(exercises) ? exercises.length : null,
      },
    ];
  });
}

/** A pending workout's day in the person's zone (for "Today, 10:42" and the Home list). */
export const pendingDay = (p: Pick<PendingWorkout, 'completedAt'>, timeZone: string) =>
  localDayOf(new Date(p.completedAt), timeZone);

/** "1 change", "3 changes". */
export const changesText = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * The sync indicator's line: how many writes wait, and how many the server refused or need a
 * sign-in (those do not go by themselves).
 */
export function syncSummary(writes: readonly Pick<OutboxWrite, 'state'>[]): string {
  const refused = writes.filter((w) => w.state === 'refused').length;
  const signedOut = writes.filter((w) => w.state === 'signed-out').length;
  const waiting = writes.length - refused - signedOut;
  const parts: string[] = [];
  if (waiting > 0) parts.push(`${changesText(waiting)} waiting to sync`);
  if (refused > 0) parts.push(`${changesText(refused)} couldn't sync`);
  if (signedOut > 0)
    parts.push(
      `${changesText(signedOut)} ${signedOut === 1 ? 'needs' : 'need'} you to sign in again`,
    );
  return parts.join(' · ');
}

/** Where a refused write's form lives, opened prefilled by `?fix=<key>`; none for voice. */
export function fixHref(w: Pick<OutboxWrite, 'kind' | 'key'> & { body?: unknown }): string | null {
  const q = `fix=${encodeURIComponent(w.key)}`;
  switch (w.kind as OutboxKind) {
    case 'workout':
      return `/workouts?${q}`;
    case 'goal':
      return `/?${q}`;
    case 'weigh-in':
      return `/progress?${q}`;
    case 'routine': {
      // A copy of a logged workout has no exercises to edit: only Discard.
      const body = w.body as { exercises?: unknown } | undefined;
      return Array.isArray(body?.exercises) ? `/routines?${q}` : null;
    }
    default:
      return null;
  }
}

/** The key a screen is asked to fix (`?fix=`), from a location's search string. */
export const fixKeyOf = (search: string) => new URLSearchParams(search).get('fix');
