import type { z } from 'zod';
import { suggestedTracking } from '../../../shared/goal-tracking';
import { bodyWeightBody } from '../../../shared/schemas/body-weights';
import { updateGoalBody } from '../../../shared/schemas/goals';
import { roundTo, WEIGHT_STEP } from '../../../shared/units';
import { createWorkoutBody } from '../../../shared/schemas/workouts';
import type { VoiceCommandResult } from '../../../shared/schemas/voice-command';
import { interpret, replyFor } from '../../../shared/voice/interpret';
import type {
  LoggedExercise,
  LogWeightInterpretation,
  LogWorkoutInterpretation,
  SetGoalInterpretation,
} from '../../../shared/voice/schema';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import type { Plans } from '../billing/entitlements.service';
import { addBodyWeight } from '../body-weights/body-weights.service';
import { getDashboard } from '../dashboard/dashboard.service';
import { createGoal, listGoals } from '../goals/goals.service';
import { getProgression } from '../progression/progression.service';
import { createWorkout, listWorkouts } from '../workouts/workouts.service';
import { progressReply, suggestionReply } from './voice-replies';

/**
 * Interprets a spoken (or typed) command and carries it out through the same services the forms
 * use (issue 4 §3), so a voice-logged workout is a real row on every screen at once.
 */
export async function runVoiceCommand(
  db: Db,
  plans: Plans,
  user: SessionUser,
  voiceText: string,
  now = new Date(),
): Promise<VoiceCommandResult> {
  const result = interpret(voiceText, now, user.timeZone);
  const units = { weight: user.weightUnit, distance: user.distanceUnit };
  const none = { workout: null, goal: null, bodyWeight: null };
  switch (result.action) {
    case 'log_workout': {
      const body = workoutBody(user.id, result, voiceText);
      if (!body.success) return refusal('log that workout', body.error);
      // A voice workout counts against the plan's monthly allowance (issue 13), taken in the
      // workout's own transaction: a refusal writes nothing, a failed write gives it back.
      const { workout } = await createWorkout(db, user.id, body.data, undefined, (tx) =>
        plans.reserveQuota(tx, user, 'voiceWorkouts', now),
      );
      return { action: result.action, message: replyFor(result, units), ...none, workout };
    }
    case 'log_weight': {
      const reading = ownUnit(result, user.weightUnit);
      const body = bodyWeightBody.safeParse({
        weight: reading.weight,
        unit: reading.unit,
        measuredAt: reading.measuredAt,
      });
      if (!body.success) return refusal('log that weight', body.error);
      const bodyWeight = await addBodyWeight(db, user.id, body.data);
      return { action: reading.action, message: replyFor(reading, units), ...none, bodyWeight };
    }
    case 'set_goal': {
      const values = goalValues(result, voiceText);
      if (!values.success) return refusal('set that goal', values.error);
      const goal = await createGoal(db, user.id, values.data);
      return { action: result.action, message: replyFor(result, units), ...none, goal };
    }
    case 'check_progress': {
      const [workouts, goals, progression] = await Promise.all([
        listWorkouts(db, user.id),
        listGoals(db, user.id),
        getProgression(db, user, now),
      ]);
      const message = progressReply({
        workouts,
        goals,
        streak: progression.workoutStreak,
        now,
        timeZone: user.timeZone,
      });
      return { action: result.action, message, ...none };
    }
    case 'get_suggestion': {
      // An AI coaching suggestion asked for counts against the plan's weekly allowance.
      await plans.reserveQuota(db, user, 'aiSuggestions', now);
      const [workouts, dashboard] = await Promise.all([
        listWorkouts(db, user.id, 50),
        getDashboard(db, user, now),
      ]);
      const message = suggestionReply({
        focus: result.focus,
        workouts,
        insight: dashboard.suggestions[0],
        now,
        timeZone: user.timeZone,
        distance: user.distanceUnit,
      });
      return { action: result.action, message, ...none };
    }
    case 'end_session':
    case 'error':
      return { action: result.action, message: replyFor(result, units), ...none };
  }
}

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
function ownUnit(r: LogWeightInterpretation, unit: 'lb' | 'kg'): LogWeightInterpretation {
  if (r.unitSaid !== false) return r;
  const { unitSaid: _, ...said } = r;
  return { ...said, unit };
}

/**
 * Understood, but outside what the forms accept (issue 7 §2.3): nothing is written and the reply
 * says what was wrong, in words, so the user can say it again.
 */
function refusal(what: string, error: z.ZodError): VoiceCommandResult {
  const issue = error.issues[0];
  const field = issue?.path.findLast((p) => typeof p === 'string' && p in FIELD_WORDS);
  const subject = typeof field === 'string' ? FIELD_WORDS[field] : 'a value';
  const problem = issue?.message.replace(/^is required$/, 'is missing') ?? 'is out of range';
  // "must be at most 50" needs its subject; a whole sentence (a workout's size bound) does not.
  const said = /^(must|is)\b/.test(problem) ? `${subject} ${problem}` : problem;
  return {
    action: 'error',
    message: `I couldn't ${what}: ${said}. Please try again.`,
    workout: null,
    goal: null,
    bodyWeight: null,
  };
}

/** A weight as said, on the forms' half-unit step, in the unit it was said in. */
const saidWeight = (weight: number | undefined) =>
  weight === undefined ? null : roundTo(weight, WEIGHT_STEP);
const seconds = (s: number | undefined) => (s === undefined ? null : Math.round(s));

/** One spoken exercise as the form sends it: its sets one by one when they differ. */
function exerciseInputOf(e: LoggedExercise) {
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

/** The interpretation as the create-workout form would send it, checked by the same contract. */
function workoutBody(userId: string, r: LogWorkoutInterpretation, said: string) {
  return createWorkoutBody.safeParse({
    userId,
    name: r.workoutName,
    type: r.type,
    notes: `Logged by voice: "${said.slice(0, 450)}"`,
    completedAt: r.completedAt,
    exercises: r.exercises.map(exerciseInputOf),
  });
}

/** The goal as the goal form would send it, checked by the same contract. */
function goalValues(r: SetGoalInterpretation, said: string) {
  return updateGoalBody.safeParse({
    title: r.title,
    description: `Set by voice: "${said.slice(0, 450)}"`,
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
