// An OpenAI-compatible chat model (OPENAI_BASE_URL): POST {base}/v1/chat/completions, as OpenAI's
// API and local servers (llama.cpp, Ollama, LocalAI, vLLM) accept. The coach's lines and the
// assessment's wording both ask it, and both must have the whole answer within a time limit or
// fall back to their offline text; a miss carries its reason for the log. `chatCompletion` is the
// only place the app calls a model, so the operator's hourly budget (LLM_CALLS_PER_HOUR) is
// counted here once for every use (issue 25 §3).
import type { Env } from './env';
import type { CounterStore } from './plugins/counter-store';
import { countAttempt } from './plugins/rate-limit';
import { apiRoot } from './features/voice/stt/openai';

/** The model asked when LLM_MODEL is not set. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';

/** The model calls of every instance together, per hour: one key in the shared counter store. */
export const MODEL_BUDGET = { key: 'llm:calls', windowMs: 60 * 60 * 1000 };

export interface ChatModelOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** For the request and its answer together. */
  timeoutMs: number;
  /** Where the calls are counted, and how many an hour the operator pays for. */
  budget: { counters: CounterStore; perHour: number };
}

/**
 * The configured model with a caller's time limit, or null when OPENAI_BASE_URL is not set.
 * Unlike speech recognition (STT_ENGINE=openai), its users ask it whenever one is set.
 */
export function chatModelFrom(
  env: Env,
  counters: CounterStore,
  timeoutMs: number,
): ChatModelOptions | null {
  if (!env.OPENAI_BASE_URL) return null;
  return {
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY,
    model: env.LLM_MODEL ?? DEFAULT_CHAT_MODEL,
    timeoutMs,
    budget: { counters, perHour: env.LLM_CALLS_PER_HOUR },
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

/**
 * The model's text answer, or why there is none. Every call is counted against the hourly
 * budget before it is made (a call that times out may still be billed); past the budget the
 * model is not asked and the caller falls back to its offline text, as for any other miss.
 */
export async function chatCompletion(
  opts: ChatModelOptions,
  messages: readonly ChatMessage[],
  params: { maxTokens: number; temperature: number; json?: boolean },
): Promise<ModelAnswer> {
  const { counters, perHour } = opts.budget;
  const spent = await countAttempt(
    counters,
    [{ key: MODEL_BUDGET.key, limit: perHour }],
    MODEL_BUDGET.windowMs,
  );
  if (spent !== null)
    return { ok: false, reason: `the hourly model budget (${perHour} calls) is spent` };
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
