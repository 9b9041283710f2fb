// What the coach says during a guided session (SPEC §7 POST /api/ai-coach, issue 11): one or two
// short sentences, spoken aloud, naming the exercise and the set, in the chosen coach's tone, and
// rarely the same twice. Pure and free of server code: the server answers with it when no model
// is set up (or the model fails), and the client speaks it when the network is down.
import type { CoachId } from '../coaches';
import { daysBetween, localDayOf } from '../local-day';
import type { CoachContext, CoachPhase } from '../schemas/ai-coach';
import type { LastExercise } from '../schemas/exercise-history';
import { topSet } from '../sets';
import type { DistanceUnit, WeightUnit } from '../units';

/**
 * The longest line worth speaking: Chrome's speech stops partway through long utterances, and a
 * cue must be over before the set is under way. Only an exercise name near its 100-character
 * limit makes a line longer (the line is then the bare sentence that names it).
 */
export const COACH_LINE_MAX = 140;

/** The user's previous time at this exercise (its best set), for "last time you did 10". */
export interface CoachHistory {
  lastReps?: number | null;
  /** In `lastWeightUnit`, as typed. */
  lastWeight?: number | null;
  lastWeightUnit?: WeightUnit | null;
  /** Seconds: the longest hold. */
  lastDuration?: number | null;
  bestReps?: number | null;
  /** Calendar days since then in the user's time zone (0 = earlier today). */
  daysAgo?: number | null;
}

export interface CoachLineInput extends CoachContext {
  persona: CoachId;
  history?: CoachHistory | null;
}

/** A source of numbers in [0, 1): Math.random, or a seeded one in tests. */
export type Rng = () => number;

type Group = 'go' | 'rest' | 'complete';
const GROUP: Record<CoachPhase, Group> = {
  start: 'go',
  exercise: 'go',
  transition: 'go',
  rest: 'rest',
  complete: 'complete',
};

/**
 * Each coach's own words around the facts: an opener (a lead-in, joined with a comma) and a
 * closer (one sentence), by kind of moment. The facts in between are shared, so every coach is
 * as specific as the others; the tone follows `personality` in coaches.ts.
 */
export interface CoachVoice {
  openers: Record<Group, readonly string[]>;
  closers: Record<Group, readonly string[]>;
}

export const COACH_VOICES: Record<CoachId, CoachVoice> = {
  // energetic and encouraging
  joey1: {
    openers: {
      go: ['Alright', 'Here we go', "Okay, let's do this", 'Love it', "You've got this", 'Big smile'],
      rest: ['Nice work', 'Great job', 'Awesome', "That's it", 'Way to go', 'Look at you'],
      complete: ['Yes', 'Amazing', 'Boom', 'Fantastic', 'Look at that', 'High five'],
    },
    closers: {
      go: ['Strong and steady!', 'Keep that energy up!', 'I believe in you!', 'Every rep counts!',
        'Big effort, you can do it!', "Nice and smooth, let's go!", 'You are stronger than you think!'],
      rest: ['Shake it out and breathe.', 'Grab some water.', 'Catch your breath, you earned it.',
        "Loosen up, you're doing great.", 'Recover well, more to come.', 'Smile, you are crushing it.'],
      complete: ["I'm proud of you!", 'What a session!', 'Go enjoy that feeling!',
        'See you next time, champ!', "That's how it's done!", 'You should feel great!'],
    },
  },
  // focused and performance-oriented
  jone: {
    openers: {
      go: ['Focus', 'Eyes on the goal', 'Lock in', 'Steady pace', 'Game face on', 'Dial in'],
      rest: ['Good execution', 'Solid split', 'On target', 'Clean work', 'Efficient', 'Right on pace'],
      complete: ['Session done', 'Target hit', 'Mission accomplished', 'Well executed',
        'Strong finish', 'Plan delivered'],
    },
    closers: {
      go: ['Quality reps, clean form.', 'Control every rep.', 'Hit your numbers.',
        'Smooth and efficient.', 'Stay on pace.', 'Execute the plan.', 'Form first, then speed.'],
      rest: ['Use the rest to reset.', 'Slow your breathing, stay sharp.', 'Hydrate and refocus.',
        'Stay loose, stay ready.', 'Recover, then go again.', 'Review your form while you rest.'],
      complete: ["That's measurable progress.", 'Log it and recover well.',
        'Numbers like that add up.', 'Great performance today.', 'You earned the cooldown.',
        'Next session, we build on this.'],
    },
  },
  // calm and mindful
  joann: {
    openers: {
      go: ['Gently now', 'Breathe in', 'Settle in', 'With calm focus', 'Find your center',
        'Soften your face'],
      rest: ['Beautiful', 'Lovely work', 'Well done', 'Nicely moved', 'Gently done', 'Good'],
      complete: ['Namaste', 'Beautifully done', 'Wonderful', 'Take a breath', 'Lovely',
        'Breathe out'],
    },
    closers: {
      go: ['Move with your breath.', 'Let each rep be mindful.', 'Stay present in your body.',
        'Soft shoulders, steady breath.', 'Notice how you feel.', 'Slow and intentional.',
        'Ease into it.'],
      rest: ['Breathe deeply and let go.', 'Let your heart rate settle.',
        'Relax your jaw and shoulders.', 'Rest is part of the practice.', 'Inhale, exhale, recover.',
        'Feel the calm return.'],
      complete: ['Thank your body for today.', 'Carry this calm with you.',
        'Be proud of your practice.', 'Rest well and be kind to yourself.',
        'That was mindful, steady work.', 'Let the stillness sink in.'],
    },
  },
  // high-energy and motivational
  jo: {
    openers: {
      go: ["Let's go", 'Turn it up', 'Here it comes', 'Bring the fire', 'Energy up', 'Game on'],
      rest: ['Wow', 'Incredible', 'On fire', 'Yes', 'Unstoppable', 'Woohoo'],
      complete: ['Woohoo', 'Incredible', 'Yes yes yes', 'What a ride', 'Champion', 'Unreal'],
    },
    closers: {
      go: ['Full power!', 'Crush it!', 'Make it count!', 'Faster, stronger, go!',
        "Heart pumping, let's fly!", "All out, you've got this!", 'Feel that fire!'],
      rest: ['Keep moving, stay warm!', 'Quick breather, then back at it!',
        'Shake it out, we go again soon!', "Breathe big, you're flying!", 'Stay bouncy, stay ready!',
        'Heart rate down, hype still up!'],
      complete: ['You absolutely crushed it!', 'High five!', 'That energy was unreal!',
        'Celebrate that, you earned it!', 'Legendary effort today!', 'Victory dance time!'],
    },
  },
  // strong and disciplined
  jose: {
    openers: {
      go: ['Brace', 'Set your stance', 'No shortcuts', 'Discipline now', 'Stay tight', 'Breathe and brace'],
      rest: ['Solid', 'Good work', 'Strong set', "That's discipline", 'Well earned', 'Steady'],
      complete: ['Hard work paid off', 'Strong work', 'Respect', 'Discipline pays', 'Well earned', 'Solid'],
    },
    closers: {
      go: ['Own every rep.', 'Control the weight.', 'Strength is built here.',
        'Full range, no excuses.', 'Steady and strong.', 'Do the work.', 'Slow down, stay strict.'],
      rest: ['Rest, but stay ready.', 'Breathe and reset your grip.', 'Recover with purpose.',
        'Stay focused through the rest.', 'The next set demands the same.',
        'Shoulders down, mind on the next set.'],
      complete: ['That is how strength is built.', 'Consistency wins.', 'Eat well and recover.',
        'You showed up and delivered.', 'Proud of that effort.', 'Same discipline next time.'],
    },
  },
  // collaborative and motivational
  joe: {
    openers: {
      go: ['Alright team', 'Together now', 'Huddle up', "We're in this together", "Let's go team",
        'Our turn'],
      rest: ['Nice play', 'Great teamwork', 'Good hustle', "That's the spirit", 'Way to work',
        'Team effort'],
      complete: ['Game over, we won', 'Great teamwork', 'High five', 'What a team', 'Final whistle',
        'Team win'],
    },
    closers: {
      go: ["I've got your back.", 'We move as one.', "Let's win this one together.",
        "Team effort, let's go!", 'Play it strong.', "You're carrying the team!",
        "We've trained for this."],
      rest: ['Take a breather with me.', 'Regroup and refocus.', 'Water break, team.',
        'Shake it off, we go again together.', 'Huddle up, next play coming.',
        'Catch your breath, the team is with you.'],
      complete: ['We did it together!', 'Proud to be on your team.', "That's a win for the team.",
        'Same time next game?', 'MVP performance today!', 'The whole team is cheering!'],
    },
  },
}; // prettier-ignore

/**
 * Text a speech engine reads cleanly: no emoji, no markdown marks, no list bullets, one line.
 * Also applied to what a model answers, which may add any of them.
 */
export function speakable(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f|\u20e3/gu, '')
    .replace(/^\s*(?:[-•]|\d+[.)])\s+/gm, '')
    .replace(/[*_`#~|<>[\]{}\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim();
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 45 → "45 seconds", 90 → "1 minute 30 seconds": words, as a voice should say them. */
export function spokenSeconds(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = [h && plural(h, 'hour'), m && plural(m, 'minute'), s && plural(s, 'second')];
  return parts.filter(Boolean).join(' ') || '0 seconds';
}

/** "set 2 of 3", "the last set", "your only set". */
export function setPhrase(n: number, total: number): string {
  if (total === 1) return 'your only set';
  if (n === total) return 'the last set';
  return `set ${n} of ${total}`;
}

/** When the last time was, said as a person would: "yesterday", "3 days ago". */
export function whenSaid(daysAgo: number | null | undefined): string {
  if (daysAgo == null || daysAgo < 0 || daysAgo > 13) return 'last time';
  if (daysAgo === 0) return 'earlier today';
  if (daysAgo === 1) return 'yesterday';
  return `${daysAgo} days ago`;
}

const WEIGHT_SAID: Record<WeightUnit, string> = { lb: 'pounds', kg: 'kilos' };
const DISTANCE_SAID: Record<DistanceUnit, string> = {
  miles: 'miles',
  km: 'kilometers',
  meters: 'meters',
  yards: 'yards',
};
const positive = (v: number | null | undefined): v is number => v != null && v > 0;

/** One set's target as the coach says it (issue 26 §7): each set of a pyramid its own. */
export interface SpokenTarget {
  reps?: number | null;
  duration?: number | null;
  weight?: number | null;
  weightUnit?: WeightUnit | null;
  distance?: number | null;
  distanceUnit?: DistanceUnit | null;
}

/**
 * "5 reps at 185 pounds", "45 seconds", "2 miles": reps, else a time, else a distance, with the
 * weight when there is one. Null when the set names none of them. The session's cue and the
 * coach's line both say a set's target with it, so they never disagree.
 */
export function spokenTarget(t: SpokenTarget): string | null {
  const what = positive(t.reps)
    ? plural(t.reps, 'rep')
    : positive(t.duration)
      ? spokenSeconds(t.duration)
      : positive(t.distance)
        ? `${t.distance} ${DISTANCE_SAID[t.distanceUnit ?? 'miles']}`
        : null;
  if (!positive(t.weight)) return what;
  const weight = `${t.weight} ${WEIGHT_SAID[t.weightUnit ?? 'lb']}`;
  return what ? `${what} at ${weight}` : weight;
}

/** The facts a line is made of, already in words. */
function factsOf(input: CoachLineInput) {
  const target = spokenTarget(input);
  return {
    name: speakable(input.exerciseName) || 'this exercise',
    next: input.nextExerciseName ? speakable(input.nextExerciseName) : '',
    set: setPhrase(input.currentSet, input.totalSets),
    /** ", 12 reps" or "" */
    plan: target ? `, ${target}` : '',
  };
}

/** Sentences that use the last time: only at a moment a set starts. */
function historyCores(input: CoachLineInput, name: string, set: string): string[] {
  const h = input.history;
  if (!h) return [];
  const when = whenSaid(h.daysAgo);
  const lines: string[] = [];
  const holding = positive(input.duration) && !positive(input.reps);
  // A set with its own weight is the instruction (issue 26 §7): last time's top set is only
  // worth matching when it was this weight, and other rep counts are not goals for this set.
  const planned = positive(input.weight);
  const sameWeight =
    planned &&
    h.lastWeight === input.weight &&
    (h.lastWeightUnit ?? 'lb') === (input.weightUnit ?? 'lb');
  if (planned && !sameWeight) return [];
  if (positive(h.lastWeight) && positive(h.lastReps) && !holding) {
    const weight = `${h.lastWeight} ${WEIGHT_SAID[h.lastWeightUnit ?? 'lb']}`;
    lines.push(
      `${name}, ${set}: ${when} it was ${weight} for ${plural(h.lastReps, 'rep')}, match it or beat it.`,
      `${set} of ${name}, ${when} you moved ${weight} for ${h.lastReps}, own it again.`,
    );
  } else if (positive(h.lastReps) && !holding) {
    lines.push(
      `${name}, ${set}: ${when} you did ${h.lastReps}, go for ${h.lastReps + 1}.`,
      `${set} of ${name}, ${when} it was ${plural(h.lastReps, 'rep')}, so aim for ${h.lastReps + 1}.`,
    );
  }
  if (positive(h.lastDuration) && (holding || !positive(h.lastReps))) {
    lines.push(
      `${name}, ${set}: ${when} you held ${spokenSeconds(h.lastDuration)}, go for ${spokenSeconds(h.lastDuration + 5)}.`,
      `${set} of ${name}, ${when} you lasted ${spokenSeconds(h.lastDuration)}, match it.`,
    );
  }
  if (positive(h.bestReps) && !holding && !planned) {
    lines.push(`${set} of ${name}, your best is ${plural(h.bestReps, 'rep')}, chase it.`);
  }
  return lines;
}

/** The sentence of facts (one sentence, starting in lower case after an opener's comma). */
function coreSentences(input: CoachLineInput): { plain: string[]; history: string[] } {
  const { name, next, set, plan } = factsOf(input);
  const { currentSet: n, totalSets: total, repsDone, reps } = input;
  switch (input.phase) {
    case 'start':
      return {
        plain: [
          `first up, ${name}, ${set}${plan}.`,
          `we open with ${name}, ${set}${plan}.`,
          `${name} to start, ${set}${plan}.`,
          `time for ${name}, ${set}${plan}.`,
          `let's begin with ${name}, ${set}${plan}.`,
          `${name} kicks things off, ${set}${plan}.`,
        ],
        history: historyCores(input, name, set),
      };
    case 'exercise': {
      const plain = [
        `${set} of ${name}${plan}.`,
        `${name}, ${set}${plan}, go.`,
        `here comes ${set} of ${name}${plan}.`,
        `back to ${name} for ${set}${plan}.`,
        `${name} again, ${set}${plan}.`,
        `${set} of ${name} starts now${plan}.`,
      ];
      if (positive(repsDone)) {
        plain.push(`${name}, ${set}: you did ${repsDone} last set, match it.`);
      }
      return { plain, history: historyCores(input, name, set) };
    }
    case 'rest': {
      if (n >= total) {
        const after = next
          ? [
              `that was the last set of ${name}, rest up before ${next}.`,
              `${name} is done, ${next} comes after this rest.`,
              `rest now, ${name} is finished and ${next} is next.`,
              `every set of ${name} done, a short break, then ${next}.`,
            ]
          : [
              `that was the last set of ${name}, take your rest.`,
              `${name} is done, enjoy the rest.`,
              `rest now, every set of ${name} is finished.`,
            ];
        return { plain: after, history: [] };
      }
      const upcoming = setPhrase(n + 1, total);
      const plain = [
        `set ${n} of ${name} done, rest, then ${upcoming}.`,
        `rest now, then ${upcoming} of ${name}.`,
        `that's ${n} down on ${name}, ${upcoming} after the break.`,
        `good set of ${name}, take your rest, ${upcoming} is next.`,
        `break time, ${upcoming} of ${name} is coming up.`,
      ];
      if (positive(repsDone)) {
        const said = plural(repsDone, 'rep');
        const versus = !positive(reps)
          ? said
          : repsDone === reps
            ? `all ${said}`
            : repsDone > reps
              ? `${said}, ${repsDone - reps} over the plan`
              : `${said}, every one counts`;
        plain.push(
          `${versus} on ${name}, rest, then ${upcoming}.`,
          `${versus}, rest up for ${upcoming} of ${name}.`,
        );
      }
      return { plain, history: [] };
    }
    case 'transition': {
      // SPEC §4: the next exercise begins at its first set.
      const starting = next || name;
      const first = next ? 'the first set' : set;
      const plan2 = next ? '' : plan;
      const plain = [
        `on to ${starting}, ${first}${plan2}.`,
        `new exercise, ${starting}, ${first}${plan2}.`,
        `switching to ${starting} for ${first}${plan2}.`,
        `next up is ${starting}, ${first}${plan2}.`,
        `${starting} is up, ${first}${plan2}.`,
      ];
      if (next) plain.push(`${name} is done, on to ${next}, ${first}.`);
      return { plain, history: historyCores(input, starting, first) };
    }
    case 'complete':
      return {
        plain: [
          `workout complete, ${name} was the final exercise, well done.`,
          `that's the whole session, finished with ${name}, great work.`,
          `every set is done, ${name} included, you did it.`,
          `session complete, you closed it out with ${name}, nice job.`,
          `all finished, the last set of ${name} is in the books, congratulations.`,
        ],
        history: [],
      };
  }
}

const pick = <T>(list: readonly T[], rng: Rng): T =>
  list[Math.min(list.length - 1, Math.floor(rng() * list.length))]!;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One line for this moment: the persona's opener (or none), one sentence of facts and the
 * persona's closer, chosen at random so a session rarely hears the same line twice. When the
 * user did this exercise before, half the lines at the start of a set use it. A long exercise
 * name drops the opener, then the closer, to stay within COACH_LINE_MAX.
 */
export function coachLine(input: CoachLineInput, rng: Rng = Math.random): string {
  const voice = COACH_VOICES[input.persona] ?? COACH_VOICES.joey1;
  const group = GROUP[input.phase];
  const { plain, history } = coreSentences(input);
  const core = history.length > 0 && rng() < 0.5 ? pick(history, rng) : pick(plain, rng);
  const opener = rng() < 0.15 ? '' : pick(voice.openers[group], rng);
  const closer = pick(voice.closers[group], rng);
  const lead = (o: string) => (o ? `${o}, ${core}` : core);
  const candidates = [`${lead(opener)} ${closer}`, `${core} ${closer}`, lead(opener), core].map(
    capitalize,
  );
  return candidates.find((c) => c.length <= COACH_LINE_MAX) ?? candidates.at(-1)!;
}

/**
 * The history a line can use, from the last time the user did the exercise (GET
 * /api/exercises/last, or the server's own read): its top set, its longest hold, and how many
 * calendar days ago in the user's time zone. Sets marked not done are left out.
 */
export function historyFromLast(
  last: Pick<LastExercise, 'completedAt' | 'setList'>,
  now: Date,
  timeZone: string,
): CoachHistory {
  const done = last.setList.filter((s) => s.done);
  const sets = done.length > 0 ? done : last.setList;
  const top = topSet(sets);
  const holds = sets.map((s) => s.duration).filter(positive);
  const then = localDayOf(new Date(last.completedAt), timeZone);
  return {
    lastReps: positive(top?.reps) ? top.reps : null,
    lastWeight: positive(top?.weight) ? top.weight : null,
    lastWeightUnit: top && positive(top.weight) ? top.weightUnit : null,
    lastDuration: holds.length > 0 ? Math.max(...holds) : null,
    daysAgo: Math.max(0, daysBetween(then, localDayOf(now, timeZone))),
  };
}
