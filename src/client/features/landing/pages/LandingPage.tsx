import { Bot, Mic, Target, type LucideIcon } from 'lucide-react';
import { AppColumn } from '@client/components/layout/AppColumn';
import { BrandMark } from '@client/components/brand/BrandMark';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

// SPEC §1: three feature cards — voice tracking, smart goals, AI coaching.
const FEATURES: Feature[] = [
  {
    icon: Mic,
    title: 'Voice tracking',
    text: 'Say “3 sets of 12 push-ups” and it is logged. No typing between sets.',
  },
  {
    icon: Target,
    title: 'Smart goals',
    text: 'Set a target, watch the progress bar fill and keep your streak alive.',
  },
  {
    icon: Bot,
    title: 'AI coaching',
    text: 'Joey plans your workouts, times your rests and cheers you on out loud.',
  },
];

/** The signed-out home (SPEC §1). Both buttons are plain links: /api/login is a server page. */
export function LandingPage() {
  return (
    <AppColumn>
      <main className="flex flex-1 flex-col gap-8 px-5 pt-14 pb-10">
        <div className="flex flex-col items-center gap-4 text-center">
          <BrandMark className="size-16" />
          <h1 className="text-4xl font-extrabold tracking-tight">Joey Fit</h1>
          <p className="max-w-xs text-lg text-ink-muted">
            Your workout tracker you can talk to, with an AI coach in your pocket.
          </p>
        </div>

        <ul className="flex flex-col gap-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="flex items-start gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h2 className="font-semibold">{title}</h2>
                  <p className="mt-1 text-sm text-ink-muted">{text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>

        <div className="mt-auto flex flex-col gap-3">
          <Button asChild size="lg">
            {/* A new visitor opens on Create account (issue 26); the page reads ?mode=register. */}
            <a href="/api/login?mode=register">Get Started</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/api/login">Sign In to Continue</a>
          </Button>
        </div>
      </main>
    </AppColumn>
  );
}
