import { Activity, Dumbbell, Sparkles, Target, Trophy, type LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';

const UPCOMING: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Activity, title: "Today's Progress", text: 'Workouts, minutes and miles for today' },
  { icon: Target, title: 'Current Goals', text: 'Your goals and how close you are' },
  { icon: Dumbbell, title: 'Recent Workouts', text: 'What you logged lately, one tap to add more' },
  { icon: Trophy, title: 'Weekly Leaders', text: 'Who is on top this week, and your rank' },
  { icon: Sparkles, title: 'AI Coach Insights', text: "Joey's suggestions for your next session" },
];

/** What the dashboard will show once those releases land: honest, and no dead buttons. */
export function ComingSoonCard() {
  return (
    <Card aria-labelledby="coming-soon-title">
      <CardTitle id="coming-soon-title">Your dashboard is being built</CardTitle>
      <CardDescription className="mt-1">These sections arrive in the next updates.</CardDescription>
      <ul className="mt-4 flex flex-col divide-y divide-line">
        {UPCOMING.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-muted text-brand-700 dark:text-brand-200">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold">{title}</p>
              <p className="text-sm text-ink-muted">{text}</p>
            </div>
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-ink dark:bg-surface-muted">
              Soon
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
