// Readable names made from what was said: goal titles ("Lose 15 lbs", "Do 50 Pull-ups") and
// workout names ("Squat & Running").
import { exerciseById } from '../../exercises/catalogue';
import type { ExerciseType } from '../../exercises/types';
import { formatNumber, type Token } from './tokens';

const MAX_TITLE = 80;

/** "Push-up" → "Push-ups", "Bench Press" → "Bench Presses". */
export function pluralName(name: string): string {
  return /(s|x|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`;
}

function unitText(t: Token & { k: 'unit' }, value: number | undefined, word: string): string {
  const one = value === 1;
  switch (t.u.dim) {
    case 'weight':
      return t.u.unit === 'kg' ? 'kg' : one ? 'lb' : 'lbs';
    case 'distance':
      return /^kilomet/.test(word) ? 'km' : word;
    default:
      return word;
  }
}

/** One token of a title; counted exercises take their catalogue name ("100 Push-ups"). */
function pieceOf(tokens: readonly Token[], i: number, words: readonly string[]): string {
  const t = tokens[i]!;
  const said = words.slice(t.start, t.end).join(' ');
  const prev = tokens[i - 1];
  // "a 315 squat" is one lift of a load, not 315 of them.
  const single = prev?.k === 'num' && ['a', 'an'].includes(words[prev.start - 1] ?? '');
  const count = prev?.k === 'num' && !single ? prev.v : undefined;
  // "a marathon", "half a mile" read better as said; "twenty five" and "a hundred" as digits.
  if (t.k === 'num') return t.v <= 1 && /[a-z]/.test(said) ? said : formatNumber(t.v);
  if (t.k === 'unit') return unitText(t, count, said);
  if (t.k === 'ex') {
    const ex = exerciseById(t.id)!;
    if (ex.measure !== 'reps' || ex.generic || t.kind === 'verb') return said;
    return count !== undefined && count !== 1 ? pluralName(ex.name) : ex.name;
  }
  return said;
}

/**
 * A goal title from tokens[start…], leaving out the deadline phrase (it is stored apart):
 * "set a goal to lose 15 pounds by June" → "Lose 15 lbs".
 */
export function goalTitle(
  tokens: readonly Token[],
  words: readonly string[],
  start: number,
  skip?: { from: number; to: number },
): string {
  const parts: string[] = [];
  for (let i = start; i < tokens.length; i++) {
    if (skip && i >= skip.from && i < skip.to) continue;
    const piece = pieceOf(tokens, i, words);
    // "5k", not "5 k".
    if (piece === 'k' && tokens[i - 1]?.k === 'num') parts[parts.length - 1] += 'k';
    else parts.push(piece);
  }
  const text = parts
    .join(' ')
    .replace(/\s+([,.])/g, '$1')
    .replace(/[,.\s]+$/, '')
    .trim();
  const title = text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1).trimEnd()}…` : text;
  return title.charAt(0).toUpperCase() + title.slice(1);
}

const TYPE_LABEL: Readonly<Record<ExerciseType, string>> = {
  strength: 'Strength',
  cardio: 'Cardio',
  flexibility: 'Flexibility',
  mixed: 'Mixed',
  sports: 'Sports',
};

/** One exercise: its name; two or three: "Squat & Running"; more: "Strength Workout". */
export function workoutName(names: readonly string[], type: ExerciseType): string {
  const unique = [...new Set(names)];
  if (unique.length === 1) return unique[0]!;
  if (unique.length <= 3) return `${unique.slice(0, -1).join(', ')} & ${unique[unique.length - 1]}`;
  return `${TYPE_LABEL[type]} Workout`;
}
