// Picks the speech engine from the configuration (STT_ENGINE, DESIGN §7).
import os from 'node:os';
import type { Env } from '../../../env';
import { noEngine, type SpeechEngine } from './engine';
import { OpenAiEngine } from './openai';
import { PocketsphinxEngine } from './pocketsphinx';

/**
 * Recogniser processes to keep: one per spare core, at most two. On the 2-core reference
 * machine that is one, so recognition never takes the core the API runs on.
 */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

export function createSpeechEngine(env: Env): SpeechEngine {
  switch (env.STT_ENGINE) {
    case 'openai':
      return new OpenAiEngine({ baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY });
    case 'none':
      return noEngine;
    default:
      return new PocketsphinxEngine({ size: defaultPoolSize() });
  }
}
