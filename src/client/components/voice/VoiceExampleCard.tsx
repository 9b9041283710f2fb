import { Dumbbell, Lightbulb, Mic, Scale, Target, TrendingUp, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { Interpretation } from '@shared/voice/schema';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';

export interface VoiceExampleGroup {
  title: string;
  action: Interpretation['action'];
  examples: readonly string[];
}

const ICONS: Partial<Record<Interpretation['action'], LucideIcon>> = {
  log_workout: Dumbbell,
  log_weight: Scale,
  set_goal: Target,
  check_progress: TrendingUp,
  get_suggestion: Lightbulb,
};

/**
 * Example voice commands by what they do (Profile and Help show them alike); each screen brings
 * its own groups, held to the interpreter by its tests.
 */
export function VoiceExampleCard({
  description,
  groups,
}: {
  description: string;
  groups: readonly VoiceExampleGroup[];
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
        <Mic aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Voice Commands
      </CardTitle>
      <CardDescription className="mt-1">{description}</CardDescription>
      <div className="mt-4 flex flex-col gap-4">
        {groups.map(({ title, action, examples }) => {
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
