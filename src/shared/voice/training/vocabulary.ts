// Everything the interpreter can read, as words and phrases, for the speech language-model
// generator (issue 4 §2: "the lexicon and number grammar are one source"). Mis-hearings are left
// out: the model should learn what people say, not what recognisers get wrong.
import { EXERCISES, phraseWords } from '../../exercises/catalogue';
import { END_EXAMPLES, ERROR_EXAMPLES, PROGRESS_EXAMPLES, SUGGESTION_EXAMPLES } from './examples';
import { INTENT_WORDS } from '../interpret/intents';
import {
  BODY_WEIGHT_LEADS,
  BODY_WEIGHT_NOUNS,
  DATE_WORDS,
  EACH_WORDS,
  FASTER_WORDS,
  FILLERS,
  FOCUS_AREAS,
  FOCUS_TYPES,
  GAIN_VERBS,
  GOAL_MARKERS,
  GOAL_OPENERS,
  LOAD_NOUNS,
  LOG_VERBS,
  LOSS_VERBS,
  READING_VERBS,
  SEPARATORS,
  SET_LIST_CUES,
  TIMES_WORDS,
  UNIT_WORDS,
  WEIGH_VERBS,
  WEIGHT_CUES,
  WISH_MARKERS,
} from '../interpret/lexicon';
import { NUMBER_WORDS } from '../interpret/numbers';
import { pluralPhrase, READ_ABBREVIATIONS, SPOKEN_ABBREVIATIONS } from '../interpret/spoken';

/**
 * Typed abbreviations ("lbs", "km", "3x10"): a recogniser writes what was said ("pounds" or, read
 * by a synthesiser, the letters "l b s"), so the abbreviations themselves are not words of the
 * spoken language; their letters are (READ_ABBREVIATIONS). "k" stays: "a five k run".
 */
const TYPED_ONLY = new Set(
  Object.keys(SPOKEN_ABBREVIATIONS).filter((w) => !Object.values(READ_ABBREVIATIONS).includes(w)),
);

/**
 * The spoken forms of every catalogue exercise: names, synonyms and verbs, and the plural of
 * every name and synonym of a counted exercise ("twelve push ups", "four hundred meter sprints";
 * matching ignores plurals).
 */
export function exercisePhrases(): string[] {
  const phrases = new Set<string>();
  for (const e of EXERCISES) {
    for (const p of [e.name, ...e.synonyms]) {
      const words = phraseWords(p).join(' ');
      phrases.add(words);
      if (e.measure === 'reps' || (e.measure === 'distance' && !/ing$/.test(words))) {
        phrases.add(pluralPhrase(words));
      }
    }
    for (const p of e.verbs) phrases.add(phraseWords(p).join(' '));
  }
  return [...phrases].sort();
}

/** Phrases of the command language besides exercises (markers, intent words, examples). */
export function commandPhrases(): string[] {
  return [
    ...SEPARATORS,
    ...FILLERS,
    ...LOG_VERBS,
    ...EACH_WORDS,
    ...FASTER_WORDS,
    ...LOSS_VERBS,
    ...GAIN_VERBS,
    ...GOAL_MARKERS,
    ...GOAL_OPENERS,
    ...WISH_MARKERS,
    ...WEIGH_VERBS,
    ...BODY_WEIGHT_NOUNS,
    ...BODY_WEIGHT_LEADS,
    ...READING_VERBS,
    ...SET_LIST_CUES,
    ...Object.keys(FOCUS_AREAS),
    ...Object.keys(FOCUS_TYPES),
    ...INTENT_WORDS,
    ...PROGRESS_EXAMPLES,
    ...SUGGESTION_EXAMPLES,
    ...END_EXAMPLES,
    ...ERROR_EXAMPLES,
  ];
}

/** Every word the interpreter understands, lower-case, sorted, each once. */
export function vocabulary(): string[] {
  const words = new Set<string>();
  const addWords = (phrase: string) => {
    for (const w of phraseWords(phrase)) if (!TYPED_ONLY.has(w) && !/^\d/.test(w)) words.add(w);
  };
  [
    ...NUMBER_WORDS,
    ...Object.keys(UNIT_WORDS),
    ...Object.values(READ_ABBREVIATIONS),
    ...TIMES_WORDS,
    ...WEIGHT_CUES,
    ...LOAD_NOUNS,
    ...DATE_WORDS,
  ].forEach(addWords);
  commandPhrases().forEach(addWords);
  exercisePhrases().forEach(addWords);
  return [...words].sort();
}
