import type { UnitPrefs } from '@client/lib/formatting';

export interface VoiceExampleGroup {
  title: string;
  action: 'log_workout' | 'log_weight' | 'set_goal' | 'get_suggestion';
  examples: readonly string[];
}

/**
 * SPEC §2 Profile: voice command examples, said in the user's own units (issue 8: a kg user is
 * shown kilos, a km user kilometres). Each is a sentence the interpreter really understands as
 * its group's action (checked in profile-info.test.ts for both sets of units), so the screen
 * never promises more than the coach does.
 */
export function voiceExampleGroups(units: UnitPrefs): VoiceExampleGroup[] {
  const kg = units.weightUnit === 'kg';
  const km = units.distanceUnit === 'km';
  return [
    {
      title: 'Log workouts',
      action: 'log_workout',
      examples: [
        'I did 3 sets of 10 push-ups',
        kg ? 'Bench press 3 sets of 8 at 60 kilos' : 'Bench press 3 sets of 8 at 135 pounds',
        km ? 'Log a 5 kilometer run in 28 minutes' : 'Log a 3 mile run in 28 minutes',
        'Squats 135 for 10, 155 for 8 and 175 for 6',
      ],
    },
    {
      title: 'Log your weight',
      action: 'log_weight',
      examples: [kg ? 'I weigh 82 kilos' : 'I weigh 180 pounds'],
    },
    {
      title: 'Set goals',
      action: 'set_goal',
      examples: [
        km
          ? 'I want to run 80 kilometers by the end of the month'
          : 'I want to run 50 miles by the end of the month',
        kg
          ? 'My goal is to lose 4 kilos before summer'
          : 'My goal is to lose 8 pounds before summer',
      ],
    },
    {
      title: 'Get suggestions',
      action: 'get_suggestion',
      examples: ['What should I train this afternoon?', 'Suggest something for my shoulders'],
    },
  ];
}
