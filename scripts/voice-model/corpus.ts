// Training sentences for the domain language model, all from the one source the interpreter
// reads (src/shared/voice): generated commands from the templates, and the example sentences of
// the actions recognised by phrasing. Each is turned into the words a person says aloud
// ("3x10 at 225 lbs" → "three by ten at two hundred twenty five pounds"), which is what a
// recogniser writes. Nothing here comes from the development corpus (../shared/voice), which only
// measures the model: tests/unit/corpus-leak.test.ts checks.
import { toWords } from '../../src/shared/voice/normalize';
import {
  END_EXAMPLES,
  ERROR_EXAMPLES,
  PROGRESS_EXAMPLES,
  SUGGESTION_EXAMPLES,
} from '../../src/shared/voice/examples';
import { spokenWords } from '../../src/shared/voice/spoken';
import { generateCommands } from '../../src/shared/voice/templates';
import { exercisePhrases } from '../../src/shared/voice/vocabulary';

export interface CorpusOptions {
  /** Generated commands (logging and goals). */
  commands: number;
  seed: number;
  /** How often each phrased example (progress, suggestion, end, error) is repeated. */
  exampleWeight: number;
}

export const DEFAULT_CORPUS: CorpusOptions = { commands: 40_000, seed: 4, exampleWeight: 25 };

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
  // An exercise named on its own ("push ups"), as people answer "what did you do?".
  for (const phrase of exercisePhrases()) sentences.push(phrase.split(' '));
  return sentences.filter((s) => s.length > 0);
}
