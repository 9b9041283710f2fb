import { Rocket } from 'lucide-react';
import { Card, CardTitle } from '@client/components/ui/card';
import { QUICK_START } from '../model/help-content';

/** SPEC §2 Help: the quick start, in three numbered steps. */
export function QuickStart() {
  return (
    <Card aria-labelledby="quick-start-title">
      <CardTitle id="quick-start-title" className="flex items-center gap-2 text-lg">
        <Rocket aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Quick Start
      </CardTitle>
      <ol className="mt-4 flex flex-col gap-4">
        {QUICK_START.map(({ title, text }, i) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white tabular-nums"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="text-sm text-ink-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
