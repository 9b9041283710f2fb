import { ChartLine, Dumbbell, Mic, Target, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AvatarConfig } from '@shared/schemas/avatar';
import { CoachAvatar } from '@client/components/brand/CoachAvatar';

export interface StepContent {
  title: string;
  description: string;
  art: ReactNode;
  body?: ReactNode;
}

/** Said in the user's distance unit (issue 8). */
const voiceExamples = (km: boolean) => [
  'I did 4 sets of 8 pull-ups',
  km ? 'Set a goal to run 30 km this month' : 'Set a goal to run 20 miles this month',
  'Give me a workout suggestion',
];

const FEATURES: { icon: LucideIcon; text: string }[] = [
  { icon: Dumbbell, text: 'Log workouts by voice or with a quick form' },
  { icon: Target, text: 'Set goals and watch them fill up' },
  { icon: ChartLine, text: 'Follow your progress, XP and streaks' },
  { icon: Trophy, text: 'Climb the weekly leaderboard' },
];

const iconDisc =
  'grid size-20 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200';

/** SPEC §2 Modals: Meet the coach (as the user dressed it), Voice Commands, Explore Features. */
export const onboardingContent = (
  km: boolean,
  coach: AvatarConfig,
): Record<1 | 2 | 3, StepContent> => ({
  1: {
    title: 'Meet Joey, your coach',
    description:
      "Hi, I'm Joey! I'll plan your workouts, count your sets and cheer you on every step of the way.",
    art: <CoachAvatar config={coach} className="size-24" />,
  },
  2: {
    title: 'Voice Commands',
    description: 'Tap the microphone and just say what you did. Joey logs it and answers out loud.',
    art: (
      <span className={iconDisc}>
        <Mic aria-hidden="true" className="size-9" />
      </span>
    ),
    body: (
      <ul className="flex flex-col gap-2" aria-label="Things you can say">
        {voiceExamples(km).map((example) => (
          <li key={example} className="rounded-control bg-surface-muted px-4 py-2.5 text-sm">
            “{example}”
          </li>
        ))}
      </ul>
    ),
  },
  3: {
    title: 'Explore Features',
    description: 'Everything you need to keep moving, in one place.',
    art: (
      <span className={iconDisc}>
        <Trophy aria-hidden="true" className="size-9" />
      </span>
    ),
    body: (
      <ul className="flex flex-col gap-3">
        {FEATURES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm">
            <Icon
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 dark:text-brand-200"
            />
            {text}
          </li>
        ))}
      </ul>
    ),
  },
});
