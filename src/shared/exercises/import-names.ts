// Exercise names as other apps write them (issue 29), mapped to the catalogue only where they
// clearly match: "Bench Press (Barbell)" is Bench Press, "Bench Press (Dumbbell)" is Dumbbell
// Bench Press. A name whose equipment the catalogue's entry is not done with ("Romanian Deadlift
// (Dumbbell)" when the catalogue's is a barbell lift) is kept as written, with the entry as a
// suggestion, so a person's dumbbell records never merge into barbell ones without them saying so.
import { EXERCISES, matchPhraseAt, phraseKey, phraseWords, type Exercise } from './catalogue';

export interface MappedExerciseName {
  /** The catalogue's name when mapped, else the name as written (trimmed). */
  name: string;
  mapped: boolean;
  /** The closest plausible catalogue name for an unmapped one, or null. */
  suggestion: string | null;
}

/**
 * Words the apps add for the tool an exercise is done with (Strong and Hevy in parentheses,
 * FitNotes inside the name: "Flat Barbell Bench Press"), and the catalogue equipment they mean.
 * Null: a tool the catalogue has no entry equipment for (a Smith machine is neither a barbell nor
 * a machine lift), or a variant that changes the exercise (an assisted pull-up).
 */
const TOOLS: ReadonlyMap<string, string | null> = new Map([
  ['barbell', 'barbell'],
  ['bb', 'barbell'],
  ['ez bar', 'barbell'],
  ['ez curl bar', 'barbell'],
  ['olympic bar', 'barbell'],
  ['dumbbell', 'dumbbell'],
  ['db', 'dumbbell'],
  ['kettlebell', 'kettlebell'],
  ['kb', 'kettlebell'],
  ['cable', 'cable'],
  ['machine', 'machine'],
  ['lever', 'machine'],
  ['band', 'band'],
  ['resistance band', 'band'],
  ['bodyweight', 'bodyweight'],
  ['body weight', 'bodyweight'],
  ['weighted', 'weighted'],
  ['smith machine', null],
  ['smith', null],
  ['assisted', null],
  ['machine assisted', null],
]);

/**
 * Words of a qualifier that do not change which exercise it is: a cable attachment, a grip.
 * ("Close grip" has an entry of its own; it is found by the whole name before these are dropped.)
 */
const INCIDENTAL = new Set([
  'straight bar',
  'rope',
  'v bar',
  'v grip',
  'bar',
  'handle',
  'single handle',
  'd handle',
  'wide grip',
  'narrow grip',
  'neutral grip',
  'overhand',
  'underhand',
  'grip',
  // Where an exercise is done outdoors unless said otherwise (running, cycling, walking).
  'outdoor',
  'outdoors',
  'outside',
]);

/** Words that say nothing about the exercise ("Flat Barbell Bench Press"). */
const FILLER = new Set(['flat', 'standard', 'regular', 'normal']);

/** The catalogue's tools an exercise counts as done with: its equipment and its names' words. */
function toolsOf(e: Exercise): Set<string> {
  const tools = new Set<string>(e.equipment);
  const loaded = e.equipment.some((q) =>
    ['barbell', 'dumbbell', 'kettlebell', 'machine', 'cable', 'sled'].includes(q),
  );
  // Bodyweight moves (dips, pull-ups) are done with the body's weight; some loaded ones say so
  // in a synonym ("bodyweight squat").
  if (!loaded) tools.add('bodyweight');
  for (const phrase of [e.name, ...e.synonyms]) {
    const key = phraseWords(phrase).join(' ');
    for (const [word, tool] of TOOLS) {
      if (tool && new RegExp(`(^| )${word}( |$)`).test(key)) tools.add(tool);
    }
  }
  return tools;
}

const TOOLS_OF = new Map(EXERCISES.map((e) => [e, toolsOf(e)]));

/** The catalogue entry a whole phrase names as a name or a synonym (never a mishearing). */
function exact(phrase: string): Exercise | undefined {
  const key = phraseKey(phrase);
  if (!key) return undefined;
  const stems = key.split(' ');
  const hit = matchPhraseAt(stems, 0);
  if (!hit || hit.length !== stems.length) return undefined;
  if (hit.kind !== 'name' && hit.kind !== 'synonym') return undefined;
  // A catch-all ("Workout", "Cardio") only under its own name, not "exercise" or "training".
  if (hit.exercise.generic && hit.kind !== 'name') return undefined;
  return hit.exercise;
}

const LOAD_TOOLS = new Set(['barbell', 'dumbbell', 'kettlebell', 'cable', 'machine']);
const isLoaded = (tools: readonly string[]) => tools.some((t) => LOAD_TOOLS.has(t));

/** The longest catalogue phrase anywhere in the name: a suggestion, never a mapping. */
function closest(words: readonly string[], tools: readonly string[]): Exercise | null {
  const stems = phraseKey(words.join(' ')).split(' ').filter(Boolean);
  let best: { exercise: Exercise; length: number } | null = null;
  for (let i = 0; i < stems.length; i++) {
    const hit = matchPhraseAt(stems, i);
    if (!hit || hit.exercise.generic) continue;
    if (!best || hit.length > best.length) best = hit;
  }
  if (!best) return null;
  // "Row (Machine)" is not the rowing machine: a loaded tool suggests only a strength exercise.
  if (isLoaded(tools) && best.exercise.type !== 'strength') return null;
  return best.exercise;
}

interface Parts {
  /** The name's words without its tools and qualifiers: "bench press". */
  base: string[];
  /** The catalogue tools named (null: one it has no equipment for). */
  tools: (string | null)[];
  /** The tool words as written, in order: "dumbbell". */
  toolWords: string[];
  /** Qualifier words that are neither a tool nor incidental: "treadmill", "indoor". */
  other: string[];
}

/** Tool phrases longest first, so "smith machine" is one tool, not a Smith and a machine. */
const TOOL_PHRASES = [...TOOLS.keys()].sort((a, b) => b.split(' ').length - a.split(' ').length);

/** Takes the tool phrases out of a run of words. */
function takeTools(words: string[], parts: Parts, qualifier: boolean) {
  const rest: string[] = [];
  let i = 0;
  outer: while (i < words.length) {
    for (const phrase of TOOL_PHRASES) {
      const n = phrase.split(' ').length;
      if (words.slice(i, i + n).join(' ') === phrase) {
        parts.tools.push(TOOLS.get(phrase) ?? null);
        parts.toolWords.push(phrase);
        i += n;
        continue outer;
      }
    }
    rest.push(words[i]!);
    i++;
  }
  if (!qualifier) return rest;
  const text = rest.join(' ');
  if (text && !INCIDENTAL.has(text)) parts.other.push(...rest);
  return [];
}

/**
 * "Triceps Pushdown (Cable - Straight Bar)" → base pushdown words, tool cable, nothing else;
 * "Seated Cable Row - V Grip (Cable)": what follows " - " is a qualifier too.
 */
function partsOf(name: string): Parts {
  const parts: Parts = { base: [], tools: [], toolWords: [], other: [] };
  const qualifiers: string[] = [];
  const main = name
    .replace(/\(([^()]*)\)/g, (_, inner: string) => {
      qualifiers.push(...inner.split(/\s[-–]\s|,|\//));
      return ' ';
    })
    .split(/\s[-–]\s/);
  qualifiers.push(...main.slice(1));
  parts.base = takeTools(phraseWords(main[0] ?? ''), parts, false);
  for (const q of qualifiers) takeTools(phraseWords(q), parts, true);
  return parts;
}

/** Whether every tool named is one the catalogue's entry is done with. */
const toolsFit = (e: Exercise, tools: readonly (string | null)[]) =>
  tools.every((t) => t !== null && TOOLS_OF.get(e)!.has(t));

const unmapped = (name: string, suggestion: Exercise | null): MappedExerciseName => ({
  name,
  mapped: false,
  suggestion: suggestion?.name ?? null,
});

/** Names longer than this are not looked up (no app writes one; it only costs time). */
const LOOKUP_CHARS = 200;

/**
 * The catalogue name an imported exercise is logged under: mapped where the name clearly is a
 * catalogue exercise (its tool included), else kept as written with the closest plausible
 * catalogue name as a suggestion. Pure, and a few map lookups per name.
 */
export function mapExerciseName(raw: string): MappedExerciseName {
  const name = raw.trim();
  if (!name || name.length > LOOKUP_CHARS) return unmapped(name, null);
  const mapped = (e: Exercise): MappedExerciseName => ({
    name: e.name,
    mapped: true,
    suggestion: null,
  });

  // The whole name as written, then with its qualifier in front: "Dumbbell Bench Press".
  const parts = partsOf(name);
  const whole = exact(name.replace(/[()]/g, ' '));
  if (whole && parts.other.length === 0 && toolsFit(whole, parts.tools)) return mapped(whole);
  const bases = [parts.base];
  const unfilled = parts.base.filter((w) => !FILLER.has(w));
  if (unfilled.length !== parts.base.length && unfilled.length > 0) bases.push(unfilled);

  for (const base of bases) {
    const text = base.join(' ');
    if (parts.other.length === 0) {
      // The tool said with the name: "dumbbell bench press", "barbell bent over row".
      for (const tool of parts.toolWords) {
        const hit = exact(`${tool} ${text}`) ?? exact(`${text} ${tool}`);
        if (hit) return mapped(hit);
      }
    } else {
      // "Cycling (Indoor)" is the catalogue's "indoor cycling"; "Running (Treadmill)" is not Running.
      const hit = exact(`${parts.other.join(' ')} ${text}`);
      if (hit && toolsFit(hit, parts.tools)) return mapped(hit);
    }
  }
  const tools = parts.tools.filter((t): t is string => t !== null);
  for (const base of bases) {
    const hit = exact(base.join(' '));
    if (!hit) continue;
    // "Row (Machine)" is a rowing exercise of a lifting app, not the rowing machine.
    if (isLoaded(tools) && hit.type !== 'strength') return unmapped(name, null);
    if (parts.other.length === 0 && toolsFit(hit, parts.tools)) return mapped(hit);
    return unmapped(name, hit);
  }
  // The name's own words, tools included: "Cable Fly Crossovers" holds "cable fly".
  return unmapped(name, closest(phraseWords(name), tools));
}

/**
 * A memoised mapper for one import: each distinct name is looked up once, and the memory is the
 * import's own (dropped with it), not a module-wide cache that grows with every file.
 */
export function exerciseNameMapper(limit = 10_000): (name: string) => MappedExerciseName {
  const seen = new Map<string, MappedExerciseName>();
  return (name) => {
    const known = seen.get(name);
    if (known) return known;
    const result = mapExerciseName(name);
    if (seen.size < limit) seen.set(name, result);
    return result;
  };
}
