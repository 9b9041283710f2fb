import type { VoiceCommandResult } from '../../../shared/schemas/voice-command';
import { REPLIES } from '../../../shared/voice/dialog/reply';
import { voiceWriteOf } from '../../../shared/voice/dialog/to-writes';
import { deviceHypotheses, needsConfirmation } from '../../../shared/voice/interpret/confidence';
import { chooseHypothesis, understanding } from '../../../shared/voice/interpret/hypotheses';
import { interpret } from '../../../shared/voice/interpret/interpret';
import type { Interpretation } from '../../../shared/voice/schema';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import type { Plans } from '../billing/entitlements.service';
import { addBodyWeight } from '../body-weights/body-weights.service';
import { getDashboard } from '../dashboard/dashboard.service';
import { createGoal } from '../goals/goals.service';
import { createWorkout, listWorkouts } from '../workouts/workouts.service';
import { checkAddSet, checkDelete, checkStartRoutine } from './voice-acts';
import { answerQuestion } from './voice-questions';
import { suggestionReply } from './voice-replies';

/** How a command arrived, beyond its words (issue 28, issue 31). */
export interface VoiceCommandOptions {
  /** When it was said, if earlier (a command kept offline): interpreted and dated as of then. */
  spokenAt?: Date;
  /** The client's name for this command: sent again, it writes nothing and answers the same. */
  idempotencyKey?: string;
  /** The recogniser's confidence in `voiceText` (0–1); absent for typed text. */
  confidence?: number;
  /** What the device's recogniser also heard, best first (issue 31 §1). */
  alternatives?: readonly { text: string; confidence?: number }[];
  /** The user said yes to "did you say…?": carried out whatever the confidence. */
  confirmed?: boolean;
}

/**
 * The words to act on and how sure of them: with alternatives, the one the n-best chooser picks
 * (hypotheses.ts, as for the offline recogniser's list), each scored from the device's confidence
 * (confidence.ts `deviceScore`).
 */
function chooseWords(
  voiceText: string,
  { confidence, alternatives }: VoiceCommandOptions,
  at: Date,
  timeZone: string,
): { text: string; confidence: number | undefined } {
  if (!alternatives?.length) return { text: voiceText, confidence };
  const hypotheses = deviceHypotheses({ text: voiceText, confidence, alternatives });
  const chosen = hypotheses[chooseHypothesis(hypotheses, at, timeZone)]!;
  return { text: chosen.text, confidence: chosen.confidence ?? confidence };
}

/**
 * Interprets a spoken (or typed) command and carries it out through the same services the forms
 * use (issue 4 §3), so a voice-logged workout is a real row on every screen at once. `now` is the
 * server's clock, which quotas count by; the words are read as of `spokenAt` when given. A
 * question is answered from the screens' own reads (voice-questions.ts); an act is checked
 * against the user's data and handed to the client to carry out (voice-acts.ts). A spoken write
 * heard with too little confidence is not made: the answer asks "did you say…?" (issue 31 §4).
 */
export async function runVoiceCommand(
  db: Db,
  plans: Plans,
  user: SessionUser,
  voiceText: string,
  now = new Date(),
  options: VoiceCommandOptions = {},
): Promise<VoiceCommandResult> {
  const { spokenAt, idempotencyKey: key, confirmed } = options;
  // A clock a little ahead (the route allows two minutes) never dates a write in the future.
  const at = spokenAt && spokenAt < now ? spokenAt : spokenAt ? now : undefined;
  const words = chooseWords(voiceText, options, at ?? now, user.timeZone);
  const said = words.text;
  const heard = said !== voiceText ? { heard: said } : {};
  const result = interpret(said, at ?? now, user.timeZone);
  const none = { workout: null, goal: null, bodyWeight: null };
  // Typed text (no confidence) and a "yes" to "did you say…?" are carried out as they are.
  const unsure =
    !confirmed &&
    words.confidence !== undefined &&
    needsConfirmation({
      confidence: words.confidence,
      understanding: understanding(said, at ?? now, user.timeZone),
      action: result.action,
    });
  if (unsure) {
    return {
      action: result.action,
      message: `Did you say “${said}”?`,
      ...none,
      act: { kind: 'did_you_say', text: said },
      ...heard,
    };
  }
  return { ...(await carryOut(db, plans, user, result, said, now, at, key)), ...heard };
}

/** The interpretation of `said` carried out, answered or checked. */
async function carryOut(
  db: Db,
  plans: Plans,
  user: SessionUser,
  result: Interpretation,
  said: string,
  now: Date,
  at: Date | undefined,
  key: string | undefined,
): Promise<VoiceCommandResult> {
  const none = { workout: null, goal: null, bodyWeight: null };
  // The same mapping the client previews offline (src/shared/voice/dialog/to-writes.ts).
  const write = voiceWriteOf(result, said, user, at);
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
  // Acts write nothing and take no quota: the client carries them out.
  switch (result.action) {
    case 'delete_workout':
      return checkDelete(db, user, result, now);
    case 'undo':
      return { action: 'undo', message: REPLIES.undo, ...none, act: { kind: 'undo' } };
    case 'start_routine':
      return checkStartRoutine(db, user, result);
    case 'start_session':
      return {
        action: 'start_session',
        message: REPLIES.start_session,
        ...none,
        act: { kind: 'start_session' },
      };
    case 'add_set':
      return checkAddSet(db, user, result);
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
    case 'check_progress': {
      const message = await answerQuestion(db, user, result.question, now);
      return { action: 'check_progress', message, ...none };
    }
    default:
      return { action: 'error', message: REPLIES.error, ...none };
  }
}
