import { Dumbbell, Lightbulb, Mic, Target } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { VOICE_EXAMPLE_GROUPS } from '../voice-examples';

const ICONS = { log_workout: Dumbbell, set_goal: Target, get_suggestion: Lightbulb } as const;

/** SPEC §2 Profile: voice command examples (log workouts, set goals, get suggestions). */
export function VoiceExamples() {
  return (
    <Card aria-labelledby="voice-title">
      <CardTitle id="voice-title" className="flex items-center gap-2 text-lg">
        <Mic aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Voice Commands
      </CardTitle>
      <CardDescription className="mt-1">Things you can say to Joey:</CardDescription>
      <div className="mt-4 flex flex-col gap-4">
        {VOICE_EXAMPLE_GROUPS.map(({ title, action, examples }) => {
          const Icon = ICONS[action];
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
