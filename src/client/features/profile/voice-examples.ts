/**
 * SPEC §2 Profile: voice command examples. Each is a sentence the interpreter really understands
 * as its group's action (checked in voice-examples.test.ts), so the screen never promises more
 * than the coach does.
 */
export const VOICE_EXAMPLE_GROUPS = [
  {
    title: 'Log workouts',
    action: 'log_workout',
    examples: [
      'I did 3 sets of 10 push-ups',
      'Bench press 3 sets of 8 at 135 pounds',
      'Log a 5 kilometer run in 28 minutes',
    ],
  },
  {
    title: 'Set goals',
    action: 'set_goal',
    examples: [
      'I want to run 50 miles by the end of the month',
      'My goal is to lose 8 pounds before summer',
    ],
  },
  {
    title: 'Get suggestions',
    action: 'get_suggestion',
    examples: ['What should I train this afternoon?', 'Suggest something for my shoulders'],
  },
] as const;
