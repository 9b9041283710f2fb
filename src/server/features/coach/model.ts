// The coach's line from the chat model (issue 11). A cue is spoken while the set runs, so the
// whole answer must arrive within the time limit and be a short speakable line that passes the
// rules for model-written text (no links, no markup, nothing unsafe: issue 25 §3); anything else
// is a miss, and the caller speaks an offline line instead.
import { COACH_LINE_MAX, speakable } from '../../../shared/coach/lines';
import { modelTextProblem } from '../../../shared/model-text';
import {
  chatCompletion,
  type ChatMessage,
  type ChatModelOptions,
  type ModelAnswer,
} from '../../chat-model';

export type { ChatMessage, ChatModelOptions };

/** One short line from the model, cleaned for speech and checked, or why there is none. */
export async function askModel(
  opts: ChatModelOptions,
  messages: readonly ChatMessage[],
): Promise<ModelAnswer> {
  const answer = await chatCompletion(opts, messages, { maxTokens: 80, temperature: 0.9 });
  if (!answer.ok) return answer;
  // Markdown emphasis is harmless here: the speech cleaner takes it out. Everything else is read
  // before cleaning (a tag the cleaner would break up is still a tag) and after it.
  const raw = modelTextProblem(answer.text, ['formatting']);
  if (raw) return { ok: false, reason: `answered ${raw.what}` };
  // Models like to wrap a line in quotes; a speech engine would read them out.
  const text = speakable(answer.text)
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .trim();
  if (!text) return { ok: false, reason: 'answered an empty line' };
  if (text.length > COACH_LINE_MAX)
    return { ok: false, reason: `answered ${text.length} characters` };
  const spoken = modelTextProblem(text);
  if (spoken) return { ok: false, reason: `answered ${spoken.what}` };
  return { ok: true, text };
}
