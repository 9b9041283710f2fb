import type { Interpretation } from '@shared/voice/schema';
import { PROGRESS_EXAMPLES, SUGGESTION_EXAMPLES } from '@shared/voice/training/examples';

export interface HelpExampleGroup {
  title: string;
  action: Interpretation['action'];
  examples: readonly string[];
}

/**
 * "am i improving" → "Am I improving": the interpreter's examples are written as speech comes
 * out of the recogniser (lower case, no punctuation); the screen shows them as sentences.
 */
export const asSentence = (spoken: string) =>
  spoken.replace(/\bi\b/g, 'I').replace(/^./, (c) => c.toUpperCase());

/** The wanted sentences of an interpreter list, in the list's own words (so it is held to them). */
const fromList = (list: readonly string[], wanted: readonly string[]) =>
  list.filter((e) => wanted.includes(e)).map(asSentence);

/**
 * Help's voice command examples (issue 14 §4), a handful per kind of command. Questions and
 * requests come from the interpreter's own examples (src/shared/voice/training/examples.ts);
 * that file has no workouts or goals, so those are written here. help-content.test.ts holds
 * every one shown to the interpreter as its group's action.
 */
export const VOICE_EXAMPLE_GROUPS: readonly HelpExampleGroup[] = [
  {
    title: 'Log a workout',
    action: 'log_workout',
    examples: [
      'Did four sets of eight pull-ups',
      'Ran 5 kilometers in 28 minutes this morning',
      'Squats 135 for 10, 155 for 8 and 175 for 6',
      'Yesterday I rowed 2000 meters in 9 minutes',
    ],
  },
  {
    title: 'Set a goal',
    action: 'set_goal',
    examples: [
      'I want to run 100 miles by June',
      'My goal is to deadlift 300 pounds',
      'Set a goal to work out 4 days a week',
    ],
  },
  {
    title: 'Check your progress',
    action: 'check_progress',
    examples: fromList(PROGRESS_EXAMPLES, [
      'how is my week going',
      'how long is my current streak',
      'where do i stand on the leaderboard',
      'am i on pace to hit my target',
    ]),
  },
  {
    title: 'Get a suggestion',
    action: 'get_suggestion',
    examples: fromList(SUGGESTION_EXAMPLES, [
      'what should my next workout be',
      'build me a chest and triceps session',
      'i have fifteen minutes what can i do',
      'surprise me with a workout',
    ]),
  },
];

export const QUICK_START: readonly { title: string; text: string }[] = [
  {
    title: 'Log your first workout',
    text: 'Tap the microphone and say what you did, or add it on the Workouts screen.',
  },
  {
    title: 'Set a goal',
    text: 'Say “I want to run 50 miles by June” or add one from Home. Many goals fill themselves from what you log.',
  },
  {
    title: 'Watch your progress',
    text: 'Every workout earns XP and keeps your streak alive. Progress and the Leaderboard show how far you have come.',
  },
];

/** Where each main screen is and what it is for (docs/FEATURES.md, in a sentence or two). */
export const FEATURE_GUIDE: readonly { title: string; href: string; text: string }[] = [
  {
    title: 'Home',
    href: '/',
    text: 'Today at a glance: your goals, recent workouts, the week’s leaders and Joey’s suggestions, with the big microphone button.',
  },
  {
    title: 'Workouts',
    href: '/workouts',
    text: 'Every workout with every set. Add or edit one in a form, repeat a past one, or start it as a guided session.',
  },
  {
    title: 'Guided sessions',
    href: '/workout-session',
    text: 'Joey times each set and rest and speaks you through it. Turn on hands-free and say “next”, “pause” or “I did 10”.',
  },
  {
    title: 'Workout plan',
    href: '/assessment',
    text: 'Answer eight questions and get a plan that fits your time, equipment and any injuries.',
  },
  {
    title: 'Progress',
    href: '/progress',
    text: 'Totals, streak, a twelve-week chart, your goals and your weigh-ins. Share it with a link.',
  },
  {
    title: 'Leaderboard',
    href: '/leaderboard',
    text: 'Total XP, level, longest streak and this week’s XP. You appear only if you choose to in Profile.',
  },
  {
    title: 'Plans',
    href: '/subscription',
    text: 'What you have used this month, and the Coach and Champion plans for more.',
  },
  {
    title: 'Profile',
    href: '/profile',
    text: 'Units, leaderboard settings, password, downloads of your data, and your coach’s look and voice.',
  },
];

export const PRO_TIPS: readonly string[] = [
  'Say several exercises in one sentence: “three sets of twelve push-ups and a 5k run”.',
  'Say when it happened: “yesterday”, “on Monday” or “last night”.',
  'Give sets one by one for a pyramid: “135 for 10, 155 for 8 and 175 for 6”.',
  'Log on the day, or the next: a workout typed in for a day further back is kept but extends no streak.',
  'Tap an exercise on a workout card to see every time you did it and your best set.',
  'No microphone, or somewhere quiet? The voice dialog takes typed commands too.',
];

export const FAQ: readonly { q: string; a: string }[] = [
  {
    q: 'Joey didn’t understand me. What now?',
    a: 'Say one thing at a time the way you would tell a friend, with the numbers: “I ran 3 miles in 30 minutes”. If it still goes wrong, type the command in the voice dialog, and check Profile → Voice Diagnostics for your device’s voices.',
  },
  {
    q: 'How do I earn XP and level up?',
    a: 'A workout earns 25 XP, plus 5 per exercise and a point a minute; five workouts in any 24 hours earn it, and Home says when today’s XP is earned (more workouts still count for your log). A goal that tracks your workouts or weigh-ins earns 100 XP when what you log after setting it reaches the target; a goal filled in by hand earns none. Levels get further apart as you climb.',
  },
  {
    q: 'How does my streak work?',
    a: 'It counts the days in a row, in your own time zone, with a workout logged that day or the next, ending today or yesterday. A workout typed in later stays in your log but is not a streak day. Home, Progress, the Leaderboard and Joey all show this one number. Log a workout today to keep it going.',
  },
  {
    q: 'Can I use kilograms and kilometres?',
    a: 'Yes. Choose your units in Profile: every screen, every reply from Joey and every export follows them. You can say either unit whatever you chose.',
  },
  {
    q: 'Who can see my workouts?',
    a: 'Only you, unless you share a link (you choose when it expires and can revoke it) or choose to appear on the leaderboard, which shows your display name and scores, never your workouts.',
  },
  {
    q: 'Can I take my data with me?',
    a: 'Yes. Profile → Your Data downloads everything you logged, as JSON, as CSV for spreadsheets, or as Strong’s CSV, which Hevy, Strong and other apps import. It also brings your history in from another app.',
  },
];

/** The Contact Support email's subject: a priority plan says so, so it is answered first. */
export function supportSubject(priority: boolean) {
  return priority ? 'Priority support: Joey Fit' : 'Joey Fit support';
}

/** The mailto: link Contact Support opens. */
export function supportMailto(email: string, priority: boolean) {
  return `mailto:${email}?subject=${encodeURIComponent(supportSubject(priority))}`;
}
