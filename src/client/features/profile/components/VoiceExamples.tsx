import { Dumbbell, Lightbulb, Mic, Scale, Target } from 'lucide-react';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import type { UnitPrefs } from '@client/lib/formatting';
import { voiceExampleGroups } from '../voice-examples';

const ICONS = {
  log_workout: Dumbbell,
  log_weight: Scale,
  set_goal: Target,
  get_suggestion: Lightbulb,
} as const;

/**
 * SPEC §2 Profile: voice command examples (log workouts and weigh-ins, set goals, get
 * suggestions), in the user's units.
 */
export function VoiceExamples({ units }: { units: UnitPrefs }) {
  return (
    <Card aria-labelledby="voice-title">
      <CardTitle id="voice-title" className="flex items-center gap-2 text-lg">
        <Mic aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Voice Commands
      </CardTitle>
      <CardDescription className="mt-1">Things you can say to Joey:</CardDescription>
      <div className="mt-4 flex flex-col gap-4">
        {voiceExampleGroups(units).map(({ title, action, examples }) => {
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
