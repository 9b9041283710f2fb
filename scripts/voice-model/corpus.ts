// Training sentences for the domain language model, all from the one source the interpreter
// reads (src/shared/voice): generated commands from the templates, and the example sentences of
// the actions recognised by phrasing; and the hands-free commands of a guided workout session
// (src/shared/session/commands.ts) and of a live workout (live-commands.ts), which go to the same
// recogniser. Each is turned into the words a person says aloud
// ("3x10 at 225 lbs" → "three by ten at two hundred twenty five pounds"), which is what a
// recogniser writes. Nothing here comes from the development corpus (../shared/voice), which only
// measures the model: tests/unit/corpus-leak.test.ts checks.
import { SESSION_COMMAND_PHRASES } from '../../src/shared/session/commands';
import { LIVE_COMMAND_PHRASES } from '../../src/shared/session/live-commands';
import { trainingSentences as classifierSentences } from '../../src/shared/voice/interpret/classifier';
import { toWords } from '../../src/shared/voice/interpret/normalize';
import {
  END_EXAMPLES,
  ERROR_EXAMPLES,
  PROGRESS_EXAMPLES,
  SUGGESTION_EXAMPLES,
} from '../../src/shared/voice/training/examples';
import { issue31Sentences } from '../../src/shared/voice/training/issue31';
import { spokenWords, typedForm, type Reader } from '../../src/shared/voice/interpret/spoken';
import { createRng } from '../../src/shared/seeded-random';
import { generateCommands } from '../../src/shared/voice/interpret/classifier/templates';
import { exercisePhrases, vocabulary } from '../../src/shared/voice/training/vocabulary';

export interface CorpusOptions {
  /** Generated commands (logging and goals). */
  commands: number;
  seed: number;
  /** How often each phrased example (progress, suggestion, end, error) is repeated. */
  exampleWeight: number;
}

export const DEFAULT_CORPUS: CorpusOptions = { commands: 40_000, seed: 4, exampleWeight: 25 };

/**
 * How often each hands-free command is repeated: the guided session's (SESSION_COMMAND_PHRASES)
 * and the live workout's (LIVE_COMMAND_PHRASES, issue 27), which the same control hears.
 */
export const SESSION_WEIGHT = 10;
const HANDS_FREE_PHRASES = [...SESSION_COMMAND_PHRASES, ...LIVE_COMMAND_PHRASES];

export const speak = (text: string, reader: Reader = 'person'): string[] =>
  spokenWords(toWords(text), reader);

/**
 * One generated command in this many is typed ("3x10 at 135 lbs") and read aloud as a
 * synthesiser reads typed text ("three x ten at one hundred thirty five l b s"), so the
 * recogniser knows that reading too.
 */
export const SYNTHESISER_READING_EVERY = 3;

/** The commands the templates generate (logging and goals), as spoken. */
export function generatedSentences(options: CorpusOptions = DEFAULT_CORPUS): string[][] {
  const rng = createRng(options.seed + 1);
  return generateCommands(options.commands, options.seed).map((c, i) => {
    if (i % SYNTHESISER_READING_EVERY !== 0) return speak(c.text);
    const typed = typedForm(toWords(c.text), (n) => Math.floor(rng() * n));
    return spokenWords(typed, 'synthesiser');
  });
}

export function trainingSentences(options: CorpusOptions = DEFAULT_CORPUS): string[][] {
  const sentences = generatedSentences(options);
  const examples = [
    ...PROGRESS_EXAMPLES,
    ...SUGGESTION_EXAMPLES,
    ...END_EXAMPLES,
    ...ERROR_EXAMPLES,
  ].map((t) => speak(t));
  for (let i = 0; i < options.exampleWeight; i++) sentences.push(...examples);
  // Issue 31's questions, timed suggestions and acts (training/issue31.ts), generated from
  // templates, so "scratch that" and "start my push day" are heard; a fifth of the examples'
  // weight, as each template gives several sentences.
  const issue31 = issue31Sentences().map((s) => speak(s.text));
  for (let i = 0; i < Math.ceil(options.exampleWeight / 5); i++) sentences.push(...issue31);
  // Session commands weigh less than the examples: at the examples' weight (25) short sentences
  // crowded out others (an unknown word came out as "im done", and the dev corpus lost three
  // commands); at 10 it loses none and the commands are still recognised (session-commands.test.ts).
  // The intent classifier's paraphrases, small talk included: everyday words in their contexts,
  // so a word outside the commands is heard as itself rather than as a command word.
  sentences.push(...paraphraseSentences());
  const session = HANDS_FREE_PHRASES.map((t) => speak(t));
  for (let i = 0; i < SESSION_WEIGHT; i++) sentences.push(...session);
  // An exercise named on its own ("push ups"), as people answer "what did you do?".
  for (const phrase of exercisePhrases()) sentences.push(phrase.split(' '));
  return sentences.filter((s) => s.length > 0);
}

/**
 * The words the recogniser may write: everything the interpreter reads, and the words of the
 * session commands (the interpreter never sees those, so its vocabulary lacks "pause").
 */
/** The classifier's generated paraphrases of every intent, as spoken. */
export function paraphraseSentences(): string[][] {
  return classifierSentences().map((s) => speak(s.text));
}

export function trainingVocabulary(): string[] {
  const words = new Set(vocabulary());
  for (const s of paraphraseSentences()) for (const w of s) words.add(w);
  for (const phrase of HANDS_FREE_PHRASES) for (const w of speak(phrase)) words.add(w);
  // Issue 31's sentences' words: a word of the language model that the dictionary lacks is one
  // the recogniser can never write ("delete", "undo", "guided" were such words).
  for (const { text } of issue31Sentences()) for (const w of speak(text)) words.add(w);
  return [...words].sort();
}
