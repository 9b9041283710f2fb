import type { LoggedSet } from '@shared/voice/schema';

/**
 * Where the voice dialog (features/voice) meets the live workout (features/live-workout), which
 * never import each other: the app registers the live workout's handler here (src/client/app),
 * and "add a set of 8 at 185" said in the dialog is carried out through it (issue 31 §3).
 */
export type SaidSetReply =
  /** `text`: the set as done ("8 × 185 lb"); null for a row added to be done ("add a set"). */
  { ok: true; exercise: string; text: string | null } | { ok: false; reason: string };

type AddSaidSet = (userId: string, set: LoggedSet, exercise?: string) => Promise<SaidSetReply>;

let handler: AddSaidSet | null = null;

export function registerLiveVoice(add: AddSaidSet): void {
  handler = add;
}

/** The set added to the workout under way on this device, or why it was not. */
export function addSetByVoice(userId: string, set: LoggedSet, exercise?: string) {
  if (!handler) return Promise.resolve<SaidSetReply>({ ok: false, reason: NO_LIVE_HANDLER });
  return handler(userId, set, exercise);
}

const NO_LIVE_HANDLER = "I can't reach the live workout on this screen, so I didn't add that set.";
