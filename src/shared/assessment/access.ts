// What each answer to "What equipment do you have?" puts at hand (issue 12). Bodyweight and a
// patch of floor are always at hand: no answer takes away push-ups.
import type { Equipment } from '../exercises/training';
import type { EquipmentAccess } from '../schemas/assessment';

const ALWAYS: readonly Equipment[] = ['none', 'mat'];
const BASIC: readonly Equipment[] = ['dumbbell', 'band'];
const HOME_GYM: readonly Equipment[] = [
  ...BASIC,
  'barbell',
  'bench',
  'kettlebell',
  'pull-up bar',
  'box',
];

export const KIT_BY_ACCESS: Readonly<Record<EquipmentAccess, readonly Equipment[]>> = {
  none: [],
  basic: BASIC,
  home_gym: HOME_GYM,
  full_gym: [...HOME_GYM, 'machine', 'cable', 'dip bars', 'cardio machine', 'battle ropes', 'sled'],
  // Treadmill, bike, rower, elliptical, stair climber; a rope usually sits beside them.
  cardio_equipment: ['cardio machine', 'jump rope'],
};

export function availableKit(access: readonly EquipmentAccess[]): ReadonlySet<Equipment> {
  return new Set([...ALWAYS, ...access.flatMap((a) => KIT_BY_ACCESS[a])]);
}
