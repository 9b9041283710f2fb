// From an interpretation to the bodies the forms would send (issue 4 §3, issue 28): pure, so the
// server carries a command out with them and the client, offline, builds exactly the same bodies
// (and the same reply or refusal) to keep in its outbox.
import type { z } from 'zod';
import { suggestedTracking } from '../../goal-tracking';
import { bodyWeightBody } from '../../schemas/body-weights';
import { updateGoalBody, type GoalValues } from '../../schemas/goals';
import type { VoiceCommandResult } from '../../schemas/voice-command';
import { createWorkoutBody, type CreateWorkoutBody } from '../../schemas/workouts';
import { roundTo, WEIGHT_STEP, type WeightUnit } from '../../units';
import { replyFor, type ReplyUnits } from './reply';
import type {
  DeviceAction,
  Interpretation,
  LoggedExercise,
  LogWeightInterpretation,
  LogWorkoutInterpretation,
  SetGoalInterpretation,
} from '../schema';

type BodyWeightValues = z.output<typeof bodyWeightBody>;

/** Words for the contract fields a spoken reply may name. */
const FIELD_WORDS: Record<string, string> = {
  targetValue: 'the target',
  deadline: 'the deadline',
  title: 'the title',
  sets: 'the sets',
  reps: 'the reps',
  weight: 'the weight',
  duration: 'the time',
  distance: 'the distance',
  name: 'the name',
};

/**
 * A weigh-in said with no unit ("I weigh 82") is in the speaker's own unit (Profile), as the
 * weigh-in form is: the interpreter, which does not know the speaker, read it as pounds.
 */
export function ownUnit(r: LogWeightInterpretation, unit: WeightUnit): LogWeightInterpretation {
  if (r.unitSaid !== false) return r;
  const { unitSaid: _, ...said } = r;
  return { ...said, unit };
}

/**
 * Understood, but outside what the forms accept (issue 7 §2.3): the reply says what was wrong, in
 * words, so the user can say it again. `what` is the act refused ("log that workout").
 */
export function refusalMessage(what: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.findLast((p) => typeof p === 'string' && p in FIELD_WORDS);
  const subject = typeof field === 'string' ? FIELD_WORDS[field] : 'a value';
  const problem = issue?.message.replace(/^is required$/, 'is missing') ?? 'is out of range';
  // "must be at most 50" needs its subject; a whole sentence (a workout's size bound) does not.
  const said = /^(must|is)\b/.test(problem) ? `${subject} ${problem}` : problem;
  return `I couldn't ${what}: ${said}. Please try again.`;
}

/** The refusal as the voice command answers it: nothing written. */
export function refusal(what: string, error: z.ZodError): VoiceCommandResult {
  return {
    action: 'error',
    message: refusalMessage(what, error),
    workout: null,
    goal: null,
    bodyWeight: null,
  };
}

/** A weight as said, on the forms' half-unit step, in the unit it was said in. */
export const saidWeight = (weight: number | undefined) =>
  weight === undefined ? null : roundTo(weight, WEIGHT_STEP);
/** A time as said, in whole seconds. */
export const seconds = (s: number | undefined) => (s === undefined ? null : Math.round(s));

/** One spoken exercise as the form sends it: its sets one by one when they differ. */
export function exerciseInputOf(e: LoggedExercise) {
  const unit = e.weightUnit ?? 'lb';
  return {
    name: e.name,
    sets: e.sets,
    reps: e.reps === undefined ? null : Math.max(1, Math.round(e.reps)),
    weight: saidWeight(e.weight ?? e.weightLbs),
    weightUnit: e.weight === undefined ? 'lb' : unit,
    duration: seconds(e.durationSeconds),
    distance: e.distance ?? null,
    distanceUnit: e.distanceUnit ?? 'miles',
    setList: e.setList?.map((s) => ({
      reps: s.reps === undefined ? null : Math.round(s.reps),
      weight: saidWeight(s.weight),
      weightUnit: s.weightUnit ?? unit,
      duration: seconds(s.durationSeconds),
      distance: s.distance ?? null,
    })),
  };
}

/** Voice notes keep what was said, within the notes' bound. */
const saidNote = (lead: string, said: string) => `${lead}: "${said.slice(0, 450)}"`;

/**
 * The interpretation as the create-workout form would send it, checked by the same contract.
 * `at`, when given, is when it was said: a workout that names no day was done then (issue 28: a
 * command kept offline and sent later is not dated when it arrived).
 */
export function workoutBody(userId: string, r: LogWorkoutInterpretation, said: string, at?: Date) {
  return createWorkoutBody.safeParse({
    userId,
    name: r.workoutName,
    type: r.type,
    notes: saidNote('Logged by voice', said),
    completedAt: r.completedAt ?? at?.toISOString(),
    exercises: r.exercises.map(exerciseInputOf),
  });
}

/**
 * The weigh-in as the weigh-in form would send it (in the unit said), checked by its contract;
 * one that names no day was measured `at`, when given (when it was said).
 */
export function bodyWeightValues(r: LogWeightInterpretation, at?: Date) {
  return bodyWeightBody.safeParse({
    weight: r.weight,
    unit: r.unit,
    measuredAt: r.measuredAt ?? at?.toISOString(),
  });
}

/** The goal as the goal form would send it, checked by the same contract. */
export function goalValues(r: SetGoalInterpretation, said: string) {
  return updateGoalBody.safeParse({
    title: r.title,
    description: saidNote('Set by voice', said),
    type: r.type,
    targetValue: r.targetValue,
    currentValue: 0,
    unit: r.unit,
    deadline: r.deadline,
    // A goal said aloud tracks itself when what it counts can be measured from what is logged.
    ...(r.exercise
      ? { tracking: 'lift', trackExercise: r.exercise }
      : { tracking: suggestedTracking(r.type, r.unit) }),
  });
}

/** Who said it: the id the workout body names and the units the reply and weigh-in use. */
export interface VoiceSpeaker {
  id: string;
  weightUnit: ReplyUnits['weight'];
  distanceUnit: ReplyUnits['distance'];
}

/** What a command comes to: one write with its body and reply, a reply alone, or a question. */
export type VoiceWrite =
  | { kind: 'workout'; action: 'log_workout'; body: CreateWorkoutBody; message: string }
  | { kind: 'bodyWeight'; action: 'log_weight'; body: BodyWeightValues; message: string }
  | { kind: 'goal'; action: 'set_goal'; body: GoalValues; message: string }
  /** Understood but refused by the form's contract, or not understood: nothing to write. */
  | { kind: 'reply'; result: VoiceCommandResult }
  /**
   * Answered from the user's data (and for a suggestion, a quota), or an act the server checks
   * against it first (issue 31 §3: the workout to delete, the routine to start): only the
   * server can.
   */
  | { kind: 'question'; action: 'check_progress' | 'get_suggestion' | DeviceAction };

/**
 * The one mapping the server carries out and the client previews offline: the interpretation of
 * `said` by `speaker`, as the body of the write it asks for and the reply that says so. `at` is
 * when it was said, when that was not just now (the `spokenAt` of a command sent later): a
 * workout or weigh-in that names no day is dated then. Interpret it as of `at` too.
 */
export function voiceWriteOf(
  r: Interpretation,
  said: string,
  speaker: VoiceSpeaker,
  at?: Date,
): VoiceWrite {
  const units: ReplyUnits = { weight: speaker.weightUnit, distance: speaker.distanceUnit };
  const reply = (result: Interpretation): VoiceWrite => ({
    kind: 'reply',
    result: {
      action: result.action,
      message: replyFor(result, units),
      workout: null,
      goal: null,
      bodyWeight: null,
    },
  });
  switch (r.action) {
    case 'log_workout': {
      const body = workoutBody(speaker.id, r, said, at);
      if (!body.success) return { kind: 'reply', result: refusal('log that workout', body.error) };
      return { kind: 'workout', action: r.action, body: body.data, message: replyFor(r, units) };
    }
    case 'log_weight': {
      const reading = ownUnit(r, speaker.weightUnit);
      const body = bodyWeightValues(reading, at);
      if (!body.success) return { kind: 'reply', result: refusal('log that weight', body.error) };
      const message = replyFor(reading, units);
      return { kind: 'bodyWeight', action: r.action, body: body.data, message };
    }
    case 'set_goal': {
      const body = goalValues(r, said);
      if (!body.success) return { kind: 'reply', result: refusal('set that goal', body.error) };
      return { kind: 'goal', action: r.action, body: body.data, message: replyFor(r, units) };
    }
    case 'check_progress':
    case 'get_suggestion':
    case 'delete_workout':
    case 'undo':
    case 'start_routine':
    case 'start_session':
    case 'add_set':
      return { kind: 'question', action: r.action };
    case 'end_session':
    case 'error':
      return reply(r);
  }
}
