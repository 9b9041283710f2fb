import type { VoiceCommandResult } from '../../../shared/schemas/voice-command';
import { interpret } from '../../../shared/voice/interpret/interpret';
import { voiceWriteOf } from '../../../shared/voice/dialog/to-writes';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import type { Plans } from '../billing/entitlements.service';
import { addBodyWeight } from '../body-weights/body-weights.service';
import { getDashboard } from '../dashboard/dashboard.service';
import { createGoal, listGoals } from '../goals/goals.service';
import { getProgression } from '../progression/progression.service';
import { createWorkout, listWorkouts } from '../workouts/workouts.service';
import { progressReply, suggestionReply } from './voice-replies';

/** How a command arrived, beyond its words (issue 28). */
export interface VoiceCommandOptions {
  /** When it was said, if earlier (a command kept offline): interpreted and dated as of then. */
  spokenAt?: Date;
  /** The client's name for this command: sent again, it writes nothing and answers the same. */
  idempotencyKey?: string;
}

/**
 * Interprets a spoken (or typed) command and carries it out through the same services the forms
 * use (issue 4 §3), so a voice-logged workout is a real row on every screen at once. `now` is the
 * server's clock, which quotas count by; the words are read as of `spokenAt` when given.
 */
export async function runVoiceCommand(
  db: Db,
  plans: Plans,
  user: SessionUser,
  voiceText: string,
  now = new Date(),
  { spokenAt, idempotencyKey: key }: VoiceCommandOptions = {},
): Promise<VoiceCommandResult> {
  // A clock a little ahead (the route allows two minutes) never dates a write in the future.
  const at = spokenAt && spokenAt < now ? spokenAt : spokenAt ? now : undefined;
  const result = interpret(voiceText, at ?? now, user.timeZone);
  const none = { workout: null, goal: null, bodyWeight: null };
  // The same mapping the client previews offline (src/shared/voice/dialog/to-writes.ts).
  const write = voiceWriteOf(result, voiceText, user, at);
  switch (write.kind) {
    case 'reply':
      return write.result;
    case 'workout': {
      // A voice workout counts against the plan's monthly allowance (issue 13), taken in the
      // workout's own transaction: a refusal writes nothing, a failed write gives it back. A
      // replayed key answers the workout it made before this runs, so it is taken once.
      const { workout } = await createWorkout(db, user.id, write.body, key, (tx) =>
        plans.reserveQuota(tx, user, 'voiceWorkouts', now),
      );
      return { action: write.action, message: write.message, ...none, workout };
    }
    case 'bodyWeight': {
      const { bodyWeight } = await addBodyWeight(db, user.id, write.body, key);
      return { action: write.action, message: write.message, ...none, bodyWeight };
    }
    case 'goal': {
      const { goal } = await createGoal(db, user.id, write.body, key);
      return { action: write.action, message: write.message, ...none, goal };
    }
    case 'question':
      break;
  }
  // A question is answered from the user's data, as of now.
  if (result.action === 'get_suggestion') {
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
  return { action: 'check_progress', message, ...none };
}
