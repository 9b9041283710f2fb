import { createWorkoutBody } from '../../../shared/schemas/workouts';
import type { VoiceCommandResult } from '../../../shared/schemas/voiceCommand';
import { interpret, replyFor } from '../../../shared/voice/interpret';
import type { LogWorkoutInterpretation, SetGoalInterpretation } from '../../../shared/voice/schema';
import type { Db } from '../../db/client';
import { badRequest } from '../../plugins/errors';
import type { SessionUser } from '../../plugins/session';
import { getDashboard } from '../dashboard/dashboard.service';
import { createGoal, listGoals } from '../goals/goals.service';
import { createWorkout, listWorkouts } from '../workouts/workouts.service';
import { progressReply, suggestionReply } from './voiceReplies';

/**
 * Interprets a spoken (or typed) command and carries it out through the same services the forms
 * use (issue 4 §3), so a voice-logged workout is a real row on every screen at once.
 */
export async function runVoiceCommand(
  db: Db,
  user: SessionUser,
  voiceText: string,
  now = new Date(),
): Promise<VoiceCommandResult> {
  const result = interpret(voiceText, now, user.timeZone);
  const none = { workout: null, goal: null };
  switch (result.action) {
    case 'log_workout': {
      const workout = await createWorkout(db, user.id, workoutBody(user.id, result, voiceText));
      return { action: result.action, message: replyFor(result), ...none, workout };
    }
    case 'set_goal': {
      const goal = await createGoal(db, user.id, goalValues(result, voiceText));
      return { action: result.action, message: replyFor(result), ...none, goal };
    }
    case 'check_progress': {
      const [workouts, goals] = await Promise.all([
        listWorkouts(db, user.id),
        listGoals(db, user.id),
      ]);
      const message = progressReply({ workouts, goals, now, timeZone: user.timeZone });
      return { action: result.action, message, ...none };
    }
    case 'get_suggestion': {
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
      });
      return { action: result.action, message, ...none };
    }
    case 'end_session':
    case 'error':
      return { action: result.action, message: replyFor(result), ...none };
  }
}

/** The interpretation as the create-workout form would send it, checked by the same schema. */
function workoutBody(userId: string, r: LogWorkoutInterpretation, said: string) {
  const parsed = createWorkoutBody.safeParse({
    userId,
    name: r.workoutName,
    type: r.type,
    notes: `Logged by voice: "${said.slice(0, 450)}"`,
    exercises: r.exercises.map((e) => ({
      name: e.name,
      sets: e.sets,
      reps: e.reps === undefined ? null : Math.max(1, Math.round(e.reps)),
      weight: e.weightLbs ?? null,
      duration: e.durationSeconds === undefined ? null : Math.round(e.durationSeconds),
      distance: e.distance ?? null,
      distanceUnit: e.distanceUnit ?? 'miles',
    })),
  });
  if (!parsed.success) {
    throw badRequest(`That workout has a value out of range: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

function goalValues(r: SetGoalInterpretation, said: string) {
  return {
    title: r.title,
    description: `Set by voice: "${said.slice(0, 450)}"`,
    type: r.type,
    targetValue: r.targetValue,
    currentValue: 0,
    unit: r.unit,
    deadline: r.deadline,
  };
}
