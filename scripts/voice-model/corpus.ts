// Training sentences for the domain language model, all from the one source the interpreter
// reads (src/shared/voice): generated commands from the templates, and the example sentences of
// the actions recognised by phrasing; and the hands-free commands of a guided workout session
// (src/shared/session/commands.ts), which go to the same recogniser. Each is turned into the words a person says aloud
// ("3x10 at 225 lbs" → "three by ten at two hundred twenty five pounds"), which is what a
// recogniser writes. Nothing here comes from the development corpus (../shared/voice), which only
// measures the model: tests/unit/corpus-leak.test.ts checks.
import { SESSION_COMMAND_PHRASES } from '../../src/shared/session/commands';
import { toWords } from '../../src/shared/voice/normalize';
import {
  END_EXAMPLES,
  ERROR_EXAMPLES,
  PROGRESS_EXAMPLES,
  SUGGESTION_EXAMPLES,
} from '../../src/shared/voice/examples';
import { spokenWords } from '../../src/shared/voice/spoken';
import { generateCommands } from '../../src/shared/voice/templates';
import { exercisePhrases, vocabulary } from '../../src/shared/voice/vocabulary';

export interface CorpusOptions {
  /** Generated commands (logging and goals). */
  commands: number;
  seed: number;
  /** How often each phrased example (progress, suggestion, end, error) is repeated. */
  exampleWeight: number;
}

export const DEFAULT_CORPUS: CorpusOptions = { commands: 40_000, seed: 4, exampleWeight: 25 };

/** How often each hands-free session command (SESSION_COMMAND_PHRASES) is repeated. */
export const SESSION_WEIGHT = 10;

export const speak = (text: string): string[] => spokenWords(toWords(text));

/** The commands the templates generate (logging and goals), as spoken. */
export function generatedSentences(options: CorpusOptions = DEFAULT_CORPUS): string[][] {
  return generateCommands(options.commands, options.seed).map((c) => speak(c.text));
}

export function trainingSentences(options: CorpusOptions = DEFAULT_CORPUS): string[][] {
  const sentences = generatedSentences(options);
  const examples = [
    ...PROGRESS_EXAMPLES,
    ...SUGGESTION_EXAMPLES,
    ...END_EXAMPLES,
    ...ERROR_EXAMPLES,
  ].map(speak);
  for (let i = 0; i < options.exampleWeight; i++) sentences.push(...examples);
  // Session commands weigh less than the examples: at the examples' weight (25) short sentences
  // crowded out others (an unknown word came out as "im done", and the dev corpus lost three
  // commands); at 10 it loses none and the commands are still recognised (session-commands.test.ts).
  const session = SESSION_COMMAND_PHRASES.map(speak);
  for (let i = 0; i < SESSION_WEIGHT; i++) sentences.push(...session);
  // An exercise named on its own ("push ups"), as people answer "what did you do?".
  for (const phrase of exercisePhrases()) sentences.push(phrase.split(' '));
  return sentences.filter((s) => s.length > 0);
}

/**
 * The words the recogniser may write: everything the interpreter reads, and the words of the
 * session commands (the interpreter never sees those, so its vocabulary lacks "pause").
 */
export function trainingVocabulary(): string[] {
  const words = new Set(vocabulary());
  for (const phrase of SESSION_COMMAND_PHRASES) for (const w of speak(phrase)) words.add(w);
  return [...words].sort();
}
