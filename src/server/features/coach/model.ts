// An OpenAI-compatible chat model for the coach's lines (set by OPENAI_BASE_URL): POST
// {OPENAI_BASE_URL}/v1/chat/completions, as OpenAI's API and local servers (llama.cpp, Ollama,
// LocalAI, vLLM) accept. A cue is spoken while the set runs, so the whole answer must arrive
// within the time limit and be a short speakable line; anything else is a miss, with its reason
// for the log, and the caller speaks an offline line instead.
import { COACH_LINE_MAX, speakable } from '../../../shared/coach/lines';
import { apiRoot } from '../voice/stt/openai';

export interface ChatModelOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** For the request and its answer together. */
  timeoutMs: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export type ModelAnswer = { ok: true; text: string } | { ok: false; reason: string };

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
}

/** One short line from the model, cleaned for speech, or why there is none. */
export async function askModel(
  opts: ChatModelOptions,
  messages: readonly ChatMessage[],
): Promise<ModelAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
  let status: number;
  let body: string;
  try {
    // One signal for both: a server that answers its headers at once and then trickles the
    // body is as late as one that never answers.
    const signal = AbortSignal.timeout(opts.timeoutMs);
    const res = await fetch(`${apiRoot(opts.baseUrl)}/v1/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: opts.model, messages, max_tokens: 80, temperature: 0.9 }),
      signal,
    });
    status = res.status;
    body = await res.text();
  } catch (err) {
    const e = err as Error;
    return {
      ok: false,
      reason: e.name === 'TimeoutError' ? 'timed out' : `unreachable: ${e.message}`,
    };
  }
  if (status < 200 || status > 299)
    return { ok: false, reason: `answered ${status}: ${body.slice(0, 200)}` };
  let content: unknown;
  try {
    content = (JSON.parse(body) as CompletionBody).choices?.[0]?.message?.content;
  } catch {
    return { ok: false, reason: `answered what is not JSON: ${body.slice(0, 200)}` };
  }
  if (typeof content !== 'string') return { ok: false, reason: 'answered without text' };
  // Models like to wrap a line in quotes; a speech engine would read them out.
  const text = speakable(content)
    .replace(/^["'“”]+|["'“”]+$/g, '')
    .trim();
  if (!text) return { ok: false, reason: 'answered an empty line' };
  if (text.length > COACH_LINE_MAX)
    return { ok: false, reason: `answered ${text.length} characters` };
  return { ok: true, text };
}
