import { CircleHelp } from 'lucide-react';
import { Card, CardTitle } from '@client/components/ui/card';
import { FaqList } from '@client/components/ui/faq-list';
import { FAQ } from '../model/help-content';

/** SPEC §2 Help: the FAQ, each answer opened on its own (details and summary). */
export function HelpFaq() {
  return (
    <Card aria-labelledby="help-faq-title" className="flex flex-col gap-1">
      <CardTitle id="help-faq-title" className="mb-1 flex items-center gap-2 text-lg">
        <CircleHelp aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Frequently Asked Questions
      </CardTitle>
      <FaqList items={FAQ} />
    </Card>
  );
}
