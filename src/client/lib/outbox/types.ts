import type { z } from 'zod';
import type { BodyWeightInput } from '@shared/schemas/body-weights';
import type { CreateGoalInput } from '@shared/schemas/goals';
import type { createRoutineBody } from '@shared/schemas/routines';
import type { VoiceCommandBody } from '@shared/schemas/voice-command';
import type { CreateWorkoutInput } from '@shared/schemas/workouts';

/**
 * The offline outbox (issue 28 §3): every create a person makes is kept on the device with its
 * Idempotency-Key until the server has it, so a write made with no signal is shown at once as
 * "waiting to sync" and logged exactly once when the network returns.
 */

/** What the outbox carries: each kind is one create route, sent as POST with the key. */
export const OUTBOX_KINDS = ['workout', 'goal', 'weigh-in', 'routine', 'voice'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A voice command understood on the device (§4): what it will log, for the screens to show. */
export interface VoicePreview {
  /** The reply the dialog gave ("Logged … — it will sync when you're back online"). */
  reply: string;
  workout?: CreateWorkoutInput;
  goal?: CreateGoalInput;
  bodyWeight?: BodyWeightInput;
}

/** One write as a feature hands it to the outbox. */
export type OutboxWriteInput =
  | { kind: 'workout'; url: '/api/workouts'; body: CreateWorkoutInput }
  | { kind: 'goal'; url: '/api/goals'; body: CreateGoalInput }
  | { kind: 'weigh-in'; url: '/api/body-weights'; body: BodyWeightInput }
  | { kind: 'routine'; url: '/api/routines'; body: z.input<typeof createRoutineBody> }
  | {
      kind: 'voice';
      url: '/api/voice-command';
      /** `spokenAt` is when it was said, so "yesterday" means the day it was said. */
      body: VoiceCommandBody & { spokenAt: string };
      preview: VoicePreview;
    };

/**
 * What `outbox.submit` takes: a write, and optionally its own Idempotency-Key — a live workout or
 * guided session reuses the key it already has, so submitting it again is the same write, never a
 * second one. Without `key` the outbox makes one (crypto.randomUUID()).
 */
export type OutboxSubmitInput = OutboxWriteInput & { key?: string };

/**
 * Where a kept write stands. `pending` waits for the network (or is being sent); `refused` was
 * turned down by the server on a replay (400, 403, 404, 409, a plan limit) and stays until the
 * person fixes or discards it; `signed-out` met a 401 and waits for the same person to sign in.
 */
export type OutboxState = 'pending' | 'refused' | 'signed-out';

export type OutboxWrite = OutboxWriteInput & {
  /** The Idempotency-Key sent with it, and its key in IndexedDB. */
  key: string;
  userId: string;
  /** Order of making: writes are sent oldest first. */
  seq: number;
  /** ISO instant it was made on the device. */
  createdAt: string;
  /** A line for people: "Workout “Push day”", "Weigh-in 82 kg", "“ran 5k” (voice)". */
  label: string;
  state: OutboxState;
  attempts: number;
  /** The server's reason, for a refused write ("Upgrade to Pro for …", "name: is required"). */
  error?: { status: number; message: string };
};

/** What a submit came to while the person waited. A refusal then throws the ApiError instead. */
export type SubmitOutcome<T> =
  /** The server has it: `data` is its answer (the workout, goal, …). */
  | { status: 'sent'; data: T }
  /** Kept on this device (offline, or no answer in time); it syncs by itself. */
  | { status: 'queued'; write: OutboxWrite };

export interface OutboxSnapshot {
  /** The signed-in person's kept writes, oldest first (others' stay in storage, unshown). */
  writes: readonly OutboxWrite[];
  /** True while a replay is sending. */
  syncing: boolean;
  /** When the next automatic try is due (epoch ms), or null. */
  nextRetryAt: number | null;
}
