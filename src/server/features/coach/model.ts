// The coach's line from the chat model (issue 11). A cue is spoken while the set runs, so the
// whole answer must arrive within the time limit and be a short speakable line; anything else
// is a miss, and the caller speaks an offline line instead.
import { COACH_LINE_MAX, speakable } from '../../../shared/coach/lines';
import {
  chatCompletion,
  type ChatMessage,
  type ChatModelOptions,
  type ModelAnswer,
} from '../../chat-model';

export type { ChatMessage, ChatModelOptions };

/** One short line from the model, cleaned for speech, or why there is none. */
export async function askModel(
  opts: ChatModelOptions,
  messages: readonly ChatMessage[],
): Promise<ModelAnswer> {
  const answer = await chatCompletion(opts, messages, { maxTokens: 80, temperature: 0.9 });
  if (!answer.ok) return answer;
  // Models like to wrap a line in quotes; a speech engine would read them out.
  const text = speakable(answer.text)
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .trim();
  if (!text) return { ok: false, reason: 'answered an empty line' };
  if (text.length > COACH_LINE_MAX)
    return { ok: false, reason: `answered ${text.length} characters` };
  return { ok: true, text };
}
