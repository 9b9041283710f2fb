// Sentences that name an exercise but report no workout by the speaker: a sport watched or liked
// ("we watched the hockey game", "I love yoga"), done by someone else ("my brother runs
// marathons", "she swam 40 laps"), or an exercise name that is only a greeting ("good morning").
// The slot grammar would log them; interpret.ts asks here first and, when nothing was done, lets
// the intent classifier decide what the sentence is (decide.ts).
import { LOG_VERBS } from './lexicon';
import type { Token } from './tokens';

/** People other than the speaker who may be the subject of a clause. */
const OTHER_PEOPLE = new Set([
  'he', 'she', 'they', 'son', 'sons', 'daughter', 'daughters', 'kid', 'kids', 'child', 'children',
  'wife', 'husband', 'partner', 'boyfriend', 'girlfriend', 'fiance', 'fiancee', 'friend',
  'friends', 'buddy', 'buddies', 'brother', 'brothers', 'sister', 'sisters', 'dad', 'mom', 'mum',
  'father', 'mother', 'parents', 'team', 'neighbor', 'neighbour', 'roommate', 'boss', 'everyone',
  'everybody', 'people', 'family', 'cousin', 'cousins', 'uncle', 'aunt', 'grandpa', 'grandma',
]); // prettier-ignore
/** The speaker among the subjects: "I", "my wife and I", "me and my son", "we". */
const SPEAKER = new Set(['i', 'im', 'ive', 'id', 'ill', 'me', 'we', 'weve', 'us', 'myself']);
/** What may open a subject before the person: "my son", "yesterday our kids". */
const SUBJECT_LEADS = new Set([
  'my', 'our', 'his', 'her', 'their', 'the', 'a', 'an', 'yesterday', 'today', 'tonight', 'little',
  'older', 'younger', 'best', 'oldest', 'youngest',
]); // prettier-ignore
/** Verbs whose object is a sport seen or liked, never one done. */
const WATCHING_VERBS = new Set([
  'watch', 'watches', 'watched', 'watching', 'saw', 'see', 'seen', 'love', 'loves', 'loved',
  'like', 'likes', 'liked', 'enjoy', 'enjoys', 'enjoyed', 'hate', 'hates', 'hated', 'prefer',
  'prefers', 'follow', 'follows', 'followed', 'streamed', 'streaming',
]); // prettier-ignore
/** Words between a watching verb and its sport: "watched the whole college basketball game". */
const OBJECT_LEADS = new Set([
  'the', 'a', 'an', 'some', 'my', 'his', 'her', 'their', 'our', 'this', 'that', 'these', 'those',
  'live', 'pro', 'college', 'professional', 'whole', 'entire', 'to', 'of', 'big', 'playing',
  'doing',
]); // prettier-ignore
/** Exercise names that are also greetings: "good morning joey". */
const GREETINGS = new Set(['good morning', 'good mornings', 'morning']);
const LOG_VERB_WORDS = new Set(LOG_VERBS.flatMap((v) => v.split(' ')));

type Subject = 'speaker' | 'other';

const said = (t: Token, words: readonly string[]) => words.slice(t.start, t.end).join(' ');
const wordOf = (t: Token | undefined) => (t?.k === 'word' ? t.w : '');
const named = (clause: readonly Token[]) => clause.some((t) => t.k === 'ex' || t.k === 'num');

/**
 * Clauses split at separators; a clause that is only a subject joined by "and" to the next
 * ("my wife and I ran…", "me and my son played…") is one clause with it.
 */
function clausesOf(tokens: readonly Token[]): Token[][] {
  const clauses: Token[][] = [[]];
  for (const t of tokens) {
    const last = clauses[clauses.length - 1]!;
    if (t.k !== 'sep') last.push(t);
    else if (!(t.word === 'and' && last.length > 0 && !named(last))) clauses.push([]);
  }
  return clauses.filter((c) => c.length > 0);
}

/** Who the clause says did it; a clause without a subject of its own keeps the one before. */
function subjectOf(clause: readonly Token[], before: Subject): Subject {
  const head = clause.findIndex((t) => t.k !== 'word');
  const lead = head < 0 ? clause : clause.slice(0, head);
  if (lead.some((t) => SPEAKER.has(wordOf(t)))) return 'speaker';
  let i = 0;
  while (SUBJECT_LEADS.has(wordOf(clause[i]))) i++;
  return OTHER_PEOPLE.has(wordOf(clause[i])) ? 'other' : before;
}

/** "watched the basketball game", "I love yoga": the clause's exercise is what was watched. */
function watched(clause: readonly Token[]): boolean {
  return clause.some((t, i) => {
    if (!WATCHING_VERBS.has(wordOf(t))) return false;
    let k = i + 1;
    while (OBJECT_LEADS.has(wordOf(clause[k]))) k++;
    return clause[k]?.k === 'ex';
  });
}

/** An exercise named only by a greeting, with no number and no verb of doing. */
function greetingOnly(tokens: readonly Token[], words: readonly string[]): boolean {
  const exercises = tokens.filter((t) => t.k === 'ex');
  if (exercises.length === 0 || !exercises.every((t) => GREETINGS.has(said(t, words)))) {
    return false;
  }
  return !tokens.some((t) => t.k === 'num' || LOG_VERB_WORDS.has(wordOf(t)));
}

/**
 * True when a sentence that names exercises reports no workout by the speaker: every clause
 * naming one is someone else's doing or a sport watched or liked, or the only exercise is a
 * greeting. "I played tennis", "played squash with my son", "my run was 5 miles" are workouts.
 */
export function reportsNoWorkout(tokens: readonly Token[], words: readonly string[]): boolean {
  if (greetingOnly(tokens, words)) return true;
  let subject: Subject = 'speaker';
  let any = false;
  for (const clause of clausesOf(tokens)) {
    subject = subjectOf(clause, subject);
    if (!clause.some((t) => t.k === 'ex')) continue;
    any = true;
    if (subject === 'speaker' && !watched(clause)) return false;
  }
  return any;
}
