// What a plan says to the person it is for (issue 12): a title and a description of what they
// will do, a short "why" for every exercise, and tips that answer their own answers.
import type { MuscleGroup } from '../exercises/catalogue';
import type { AssessmentGoal, EquipmentAccess, Limitation } from '../schemas/assessment';
import type { PlanContext } from './context';
import type { Entry } from './build';
import { LIMITATION_RULES, type RealLimitation } from './safety';
import type { Block } from './select';

const LEVEL_WORD = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
} as const;

const LIMITATION_WORD: Readonly<Record<RealLimitation, string>> = {
  knee: 'knees',
  back: 'back',
  shoulder: 'shoulder',
  heart: 'heart condition',
  other_injury: 'injury',
};

const EQUIPMENT_WORD: Readonly<Record<EquipmentAccess, string>> = {
  none: 'no equipment',
  basic: 'dumbbells and bands',
  home_gym: 'a home gym',
  full_gym: 'a full gym',
  cardio_equipment: 'cardio machines',
};

const RESISTANCE_TITLE: Readonly<Record<AssessmentGoal, string>> = {
  strength: 'Strength Builder',
  muscle_building: 'Muscle Builder',
  endurance: 'Muscular Endurance',
  weight_loss: 'Fat-Burning Strength',
  general_health: 'Total-Body Strength',
  flexibility: 'Strength & Mobility',
};

const BLOCK_TITLE: Readonly<Record<Exclude<Block, 'resistance'>, string>> = {
  cardio: 'Cardio Endurance',
  intervals: 'HIIT Burn',
  athletic: 'Athletic Conditioning',
  flexibility: 'Mobility Flow',
};

const DOSE_REASON: Readonly<Record<AssessmentGoal, string>> = {
  strength: 'Fewer, heavier reps with long rests build strength.',
  muscle_building: 'Sets of moderate reps taken close to fatigue build muscle.',
  endurance: 'Many reps with short rests build muscular endurance.',
  weight_loss: 'Brisk sets with short rests keep your heart rate up and burn more energy.',
  general_health: 'Steady sets build the everyday strength that protects joints and bones.',
  flexibility: 'Strength through a full range of motion supports your flexibility.',
};

const real = (ls: readonly Limitation[]) => ls.filter((l): l is RealLimitation => l !== 'none');

export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** Seconds of each kind of main work. */
function shares(entries: readonly Entry[], seconds: (e: Entry[]) => number) {
  const by = new Map<Block, number>();
  for (const e of entries)
    if (e.place === 'main' && e.block) by.set(e.block, (by.get(e.block) ?? 0) + seconds([e]));
  return [...by.entries()].sort((a, b) => b[1] - a[1]);
}

export function planTitle(
  ctx: PlanContext,
  entries: readonly Entry[],
  seconds: (e: Entry[]) => number,
): string {
  const [top] = shares(entries, seconds);
  const focus = !top
    ? 'Mobility Flow'
    : top[0] === 'resistance'
      ? RESISTANCE_TITLE[ctx.goal]
      : BLOCK_TITLE[top[0]];
  const gentle = ctx.rules.some((r) => r.maxImpact !== 'high');
  return `${LEVEL_WORD[ctx.level]} ${gentle ? 'Low-Impact ' : ''}${focus}`;
}

export function planDescription(
  ctx: PlanContext,
  entries: readonly Entry[],
  minutes: number,
): string {
  const main = entries.filter((e) => e.place === 'main');
  const count = (b: Block) => main.filter((e) => e.block === b).length;
  const steady = main
    .filter((e) => e.block === 'cardio')
    .reduce((s, e) => s + (e.duration ?? 0), 0);
  const parts = [
    entries.some((e) => e.place === 'warm-up') && 'a gradual warm-up',
    count('athletic') && counted(count('athletic'), 'sport drill'),
    count('intervals') && counted(count('intervals'), 'interval move'),
    count('resistance') && counted(count('resistance'), 'strength exercise'),
    steady && `${Math.round(steady / 60)} minutes of steady cardio`,
    count('flexibility') && counted(count('flexibility'), 'mobility exercise'),
    entries.some((e) => e.place === 'cool-down') &&
      (entries.some((e) => e.place === 'cool-down' && e.block)
        ? 'a cool-down with stretches'
        : 'a cool-down'),
  ].filter((p): p is string => Boolean(p));
  const kit =
    ctx.answers.equipment.includes('none') && ctx.answers.equipment.length === 1
      ? 'with no equipment'
      : `with ${listed(ctx.answers.equipment.filter((e) => e !== 'none').map((e) => EQUIPMENT_WORD[e]))}`;
  const text = [`A ${minutes}-minute ${ctx.level} session ${kit}: ${listed(parts)}.`];
  const limits = real(ctx.answers.limitations);
  if (limits.length > 0) {
    // One clause per limitation: each list already has its own "or".
    const clauses = limits.map(
      (l) => `no ${LIMITATION_RULES[l].leftOut} for your ${LIMITATION_WORD[l]}`,
    );
    text.push(`Built around you: ${clauses.join('; ')}.`);
  }
  return text.join(' ');
}

/** The limitation an exercise stands in for, if it is one of a rule's substitutes. */
function substituteFor(ctx: PlanContext, id: string): RealLimitation | undefined {
  return real(ctx.answers.limitations).find((l) => LIMITATION_RULES[l].substitutes.includes(id));
}

/**
 * The muscles the catalogue gives an exercise, as every plan text names them (issue 26): all of
 * them, in the catalogue's order ("your shoulders and upper back"), "your whole body" for a
 * whole-body move, and "your whole body, above all your shoulders and lats" for both. Plan texts
 * name muscles only through this, so a description cannot credit a muscle the exercise does not
 * train.
 */
export function musclesText(muscles: readonly MuscleGroup[]): string {
  const named = muscles.filter((m) => m !== 'full body');
  if (named.length === 0) return 'your whole body';
  const list = `your ${listed(named)}`;
  return muscles.includes('full body') ? `your whole body, above all ${list}` : list;
}

export function whyOf(e: Entry, ctx: PlanContext): string {
  const muscles = musclesText(e.exercise.muscles);
  const sub = substituteFor(ctx, e.exercise.id);
  const safer = sub ? ` A safer choice for your ${LIMITATION_WORD[sub]}.` : '';
  if (e.place === 'warm-up')
    return ctx.heart
      ? `A long, gradual warm-up of ${muscles} lets your heart rate rise slowly, as cardiac guidance advises.`
      : `Raises your heart rate and warms ${muscles} gradually, so the work that follows is easier and safer.`;
  if (e.place === 'cool-down')
    return e.block === null
      ? `Eases ${muscles} and brings your heart rate down gently instead of stopping all at once.`
      : `Stretches ${muscles} while warm, for a better range of motion.`;
  switch (e.block) {
    case 'resistance': {
      const reason = ctx.heart
        ? 'Light sets with long rests build strength while the effort stays moderate.'
        : DOSE_REASON[ctx.goal];
      return `Trains ${muscles}. ${reason}${safer}`;
    }
    case 'cardio':
      return ctx.goal === 'endurance'
        ? `Longer steady work for ${muscles} builds the stamina you asked for.${safer}`
        : `Works ${muscles} at a pace you can keep up, building aerobic fitness for your heart and lungs.${safer}`;
    case 'intervals':
      return `Short hard bursts for ${muscles}, with rest between, raise your fitness and burn energy in little time.`;
    case 'athletic':
      return `Builds the speed, power and agility sports ask for in ${muscles}.`;
    default:
      return `Improves the range of motion of ${muscles}, calmly.${safer}`;
  }
}

const EXPERIENCE_TIP = {
  new: 'New to training: learn each move slowly with little or no weight, and end every set with two or three reps still in reserve.',
  few_months:
    'Your guided sessions are saved to your workouts: look back at them to see what you lifted and held last time.',
  '1-2years':
    'Progress one thing at a time: a rep, then a set, then more weight, once every set feels comfortable.',
  '3+years':
    'Progress one thing at a time: a rep, then a set, then more weight, once every set feels comfortable.',
} as const;

const GOAL_TIP: Readonly<Record<AssessmentGoal, string>> = {
  weight_loss:
    'For weight loss, pair the plan with a modest calorie deficit; daily walks add up beyond it.',
  muscle_building:
    'Muscle grows between sessions: eat protein at every meal and sleep seven to nine hours.',
  strength:
    'Add weight when you can finish every set with two reps to spare, never at the cost of form.',
  endurance: 'Build endurance gradually: add no more than about a tenth more time each week.',
  flexibility:
    'Stretch when warm, hold without bouncing, and ease off at mild tension, never pain.',
  general_health:
    'Adults need about 150 minutes of moderate activity a week and strength work twice a week; this plan counts toward both.',
};

const FREQUENCY_TIP = {
  '1-2': 'On the days between sessions, a brisk 20-minute walk keeps the progress coming.',
  '3-4': 'Leave a day between sessions of the same plan so your muscles can recover.',
  '5-6': 'Keep the easy days easy: they are what let the hard days count.',
  daily:
    'Training every day: keep the easy days truly easy, and take a full rest day whenever you feel run down.',
} as const;

/** Tips in order of importance: a doctor's clearance first, when the heart is concerned. */
export function planTips(ctx: PlanContext, minutes: number): string[] {
  const a = ctx.answers;
  const limits = real(a.limitations).sort((x, y) => Number(y === 'heart') - Number(x === 'heart'));
  return [
    ...limits.map((l) => LIMITATION_RULES[l].tip),
    EXPERIENCE_TIP[a.experience],
    ...a.goals.slice(0, 2).map((g) => GOAL_TIP[g]),
    `The session takes ${minutes} minutes including rests; let the timer keep you on track.`,
    FREQUENCY_TIP[a.frequency],
  ];
}
