import { ChevronDown, CircleHelp } from 'lucide-react';
import { Card, CardTitle } from '@client/components/ui/card';
import { FAQ } from '../help-content';

/** SPEC §2 Help: the FAQ, each answer opened on its own (details and summary). */
export function HelpFaq() {
  return (
    <Card aria-labelledby="help-faq-title" className="flex flex-col gap-1">
      <CardTitle id="help-faq-title" className="mb-1 flex items-center gap-2 text-lg">
        <CircleHelp aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Frequently Asked Questions
      </CardTitle>
      {FAQ.map(({ q, a }) => (
        <details key={q} className="group border-b border-line/60 last:border-0">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-2 text-sm font-semibold [&::-webkit-details-marker]:hidden">
            {q}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="pb-3 text-sm text-ink-muted">{a}</p>
        </details>
      ))}
    </Card>
  );
}
