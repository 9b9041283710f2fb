import { Dumbbell, Lightbulb, Mic, Target, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { VOICE_EXAMPLE_GROUPS, type HelpExampleGroup } from '../help-content';

const ICONS: Partial<Record<HelpExampleGroup['action'], LucideIcon>> = {
  log_workout: Dumbbell,
  set_goal: Target,
  check_progress: TrendingUp,
  get_suggestion: Lightbulb,
};

/** SPEC §2 Help: voice command examples, every one a sentence the interpreter understands. */
export function VoiceCommandGuide() {
  return (
    <Card aria-labelledby="voice-guide-title">
      <CardTitle id="voice-guide-title" className="flex items-center gap-2 text-lg">
        <Mic aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Voice Commands
      </CardTitle>
      <CardDescription className="mt-1">
        Tap the microphone and talk to Joey the way you would to a friend. For example:
      </CardDescription>
      <div className="mt-4 flex flex-col gap-4">
        {VOICE_EXAMPLE_GROUPS.map(({ title, action, examples }) => {
          const Icon = ICONS[action] ?? Mic;
          return (
            <section key={title} aria-label={title}>
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Icon aria-hidden="true" className="size-4 text-ink-muted" />
                {title}
              </h3>
              <ul className="mt-2 flex flex-col gap-1.5">
                {examples.map((text) => (
                  <li key={text} className="rounded-xl bg-surface-muted px-3 py-2 text-sm">
                    “{text}”
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Card>
  );
}
