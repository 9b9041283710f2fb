import { Sparkles } from 'lucide-react';
import { Card, CardTitle } from '@client/components/ui/card';
import { PRO_TIPS } from '../model/help-content';

/** SPEC §2 Help: pro tips, one line each. */
export function ProTips() {
  return (
    <Card aria-labelledby="pro-tips-title">
      <CardTitle id="pro-tips-title" className="flex items-center gap-2 text-lg">
        <Sparkles aria-hidden="true" className="size-5 text-accent-600" />
        Pro Tips
      </CardTitle>
      <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-sm marker:text-accent-600">
        {PRO_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
