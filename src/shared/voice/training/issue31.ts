// Generated sentences of issue 31's new kinds — questions about one's own training, suggestions
// with the time said, and the acts (delete a workout, undo, start a routine or a guided session,
// add a set) — labelled with the action the interpreter must give. The speech model is trained on
// them (scripts/voice-model/corpus.ts): a recogniser only hears the words and phrasings its model
// knows, so every form the interpreter reads must be among its training sentences. Written for
// this project from the interpreter's own word classes, never from the held-out sets or the
// development corpus (tests/unit/corpus-leak.test.ts checks); issue31.test.ts holds the interpreter
// to every sentence generated here.
import { createRng } from '../../seeded-random';
import { expand, pick, type Rng, type Slots } from '../interpret/classifier/grammar';
import { sentenceKey } from '../interpret/classifier';
import { keyHash } from '../interpret/classifier/unseen';
import { toWords } from '../interpret/normalize';
import { numberToWords, spokenWords } from '../interpret/spoken';
import type { VoiceAction } from '../schema';

export interface Issue31Sentence {
  text: string;
  action: VoiceAction;
}

const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
/** Speech writes numbers as words, typing as digits. */
const say = (rng: Rng, n: number) => (rng() < 0.6 ? numberToWords(n) : String(n));

const SLOTS: Slots = {
  ex: [
    'push ups', 'squats', 'bench press', 'bench', 'deadlifts', 'pull ups', 'lunges', 'curls',
    'overhead press', 'burpees', 'sit ups', 'dips', 'rows', 'planks', 'crunches',
  ],
  lift: ['bench', 'squat', 'deadlift', 'overhead press', 'bench press', 'front squat', 'row'],
  cardio: ['run', 'ran', 'cycle', 'cycled', 'swim', 'swam', 'walk', 'walked', 'row', 'rowed'],
  period: [
    'today', 'yesterday', 'this week', 'last week', 'this month', 'last month', 'this year',
    'in total', 'so far this week', 'all time',
  ],
  kind: ['cardio', 'strength', 'yoga', 'stretching', 'lifting', 'mobility'],
  dist: ['5k', '10k', 'mile', 'half marathon', 'marathon', 'five k', 'ten k'],
  board: ['weekly', 'xp', 'streak', 'level'],
  day: ['push', 'pull', 'leg', 'legs', 'chest', 'back', 'arm', 'upper body', 'lower body', 'full body', 'core'],
  when: ['yesterdays', 'mondays', 'todays', 'this mornings', 'last nights'],
  reps: (rng) => say(rng, pick(rng, [3, 5, 6, 8, 10, 12, 15, 20])),
  load: (rng) => String(pick(rng, [45, 95, 135, 155, 185, 205, 225, 245, 275, 315])),
  kilos: (rng) => say(rng, pick(rng, [20, 40, 50, 60, 70, 80, 100, 120])),
  minutes: (rng) => say(rng, pick(rng, [5, 10, 15, 20, 25, 30, 40, 45, 60])),
  miles: (rng) => say(rng, pick(rng, [20, 50, 100, 200, 300, 500])),
  target: (rng) => say(rng, int(rng, 2, 30) * 10),
}; // prettier-ignore

/** Templates of each kind, with the action each must be read as. */
const TEMPLATES: readonly (readonly [VoiceAction, readonly string[]])[] = [
  [
    'check_progress',
    [
      'how many $ex did i do $period',
      'how many $ex {have i done|did i get in} $period',
      'how far did i $cardio $period',
      'how much $kind did i do $period',
      'how many workouts {did i do|have i done|did i log} $period',
      '{whats|what is|tell me} my {heaviest|best|max} $lift',
      '{whats|what is} my {fastest|best|quickest} $dist',
      '{whats|what is} my {pr|personal best|personal record} {on|for} {the $lift|$lift}',
      'most $ex {i have done|ive done} in {a|one} set',
      '{whats|what is} my {longest|current} streak',
      'how do i keep my streak {alive|going}',
      'where am i on the $board leaderboard',
      'tell me my rank on the {$board leaderboard|leaderboard}',
      '{what|which} level have i reached [so far]',
      'how much xp {do i need|until} the next level',
      '{whats|what is} on my {plan|program|schedule} {today|for today|this week}',
      '{whats|what is} my next {routine|workout} [on my plan]',
      'am i on track {for|to hit} $miles miles [this year]',
      'how close am i to my $lift goal',
      'am i {behind|ahead} on my {running|cycling|weight|$lift} goal',
      'how {was|did} my {week|month} [go]',
    ],
  ],
  [
    'get_suggestion',
    [
      '{i have|ive got|i only have|got} $minutes minutes [,] what {can|should} i do',
      '{give me|suggest|recommend} a $minutes minute {workout|routine|session}',
      'a quick $minutes minute workout idea',
      '{i have|ive got|got} {half an hour|an hour|a spare half hour} [,] any ideas',
    ],
  ],
  [
    'delete_workout',
    [
      '{delete|remove|erase|get rid of} my {last|latest|most recent|previous} {workout|session|run}',
      '{delete|remove} $when workout',
      '{can you|please} {delete|remove} the workout {from yesterday|from monday|i did this morning}',
    ],
  ],
  [
    'undo',
    [
      '{undo|undo that|undo it|undo my last entry}',
      '[oops] {scratch that|take that back|take it back}',
      '{no|wait|oops} undo that',
      '{cancel|delete|remove} what i {just said|logged}',
      'i didnt mean {that|to log that}',
    ],
  ],
  [
    'start_routine',
    [
      '{start|begin|load|kick off} my $day day',
      '{start|begin} [the] $day {routine|workout}',
      '{start|begin} {a|an empty|a new|a blank} workout',
      'start my next workout [from my plan]',
      'time for $day day',
    ],
  ],
  [
    'start_session',
    [
      '{start|begin} a {guided|coached|hands free} {session|workout}',
      '{coach|guide} me through {a|my|a quick} workout',
      'i want a guided session',
    ],
  ],
  [
    'add_set',
    [
      '{add|log} {a|another|one more} set of $reps at $load',
      '{another|one more} set [,] $reps reps at $kilos kilos',
      'add a set of $reps',
      'add {a|another} set of $ex [,] $reps at $load',
      'next set [,] $load for $reps',
    ],
  ],
];

/**
 * keyHash of each evaluation line (a held-out set or the development corpus) these templates
 * happen to produce: short, common sentences ("undo it") that must not train the speech model.
 * Known only by hash, as in classifier/unseen.ts; tests/unit/corpus-leak.test.ts names a new one.
 */
const EVALUATION_LINES: ReadonlySet<number> = new Set([
  780099183, 1141228488, 1205008488, 2274009656, 2418103387, 3001613603, 3327806153, 3484308644,
  3839485973, 4190329015,
]);

/** The hash of a sentence as the speech model is trained on it: spoken, then normalised. */
export const spokenHash = (text: string) =>
  keyHash(sentenceKey(spokenWords(toWords(text), 'person').join(' ')));

/** `perTemplate` sentences of every template, seeded: the same list on every start. */
export function issue31Sentences(perTemplate = 6, seed = 31): Issue31Sentence[] {
  const rng = createRng(seed);
  const out: Issue31Sentence[] = [];
  const seen = new Set<string>();
  for (const [action, templates] of TEMPLATES) {
    for (const t of templates) {
      for (let i = 0; i < perTemplate; i++) {
        const text = expand(t, rng, SLOTS).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
        if (seen.has(text) || EVALUATION_LINES.has(spokenHash(text))) continue;
        seen.add(text);
        out.push({ text, action });
      }
    }
  }
  return out;
}
