// An OpenAI-compatible chat model (OPENAI_BASE_URL): POST {base}/v1/chat/completions, as OpenAI's
// API and local servers (llama.cpp, Ollama, LocalAI, vLLM) accept. The coach's lines and the
// assessment's wording both ask it, and both must have the whole answer within a time limit or
// fall back to their offline text; a miss carries its reason for the log.
import type { Env } from './env';
import { apiRoot } from './features/voice/stt/openai';

/** The model asked when LLM_MODEL is not set. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

export interface ChatModelOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** For the request and its answer together. */
  timeoutMs: number;
}

/**
 * The configured model with a caller's time limit, or null when OPENAI_BASE_URL is not set.
 * Unlike speech recognition (STT_ENGINE=openai), its users ask it whenever one is set.
 */
export function chatModelFrom(env: Env, timeoutMs: number): ChatModelOptions | null {
  if (!env.OPENAI_BASE_URL) return null;
  return {
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.LLM_MODEL ?? DEFAULT_CHAT_MODEL,
    timeoutMs,
  };
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export type ModelAnswer = { ok: true; text: string } | { ok: false; reason: string };

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
}

/** The model's text answer, or why there is none. */
export async function chatCompletion(
  opts: ChatModelOptions,
  messages: readonly ChatMessage[],
  params: { maxTokens: number; temperature: number; json?: boolean },
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
      body: JSON.stringify({
        model: opts.model,
        messages,
        max_tokens: params.maxTokens,
        temperature: params.temperature,
        ...(params.json ? { response_format: { type: 'json_object' } } : {}),
      }),
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
  return { ok: true, text: content };
}
