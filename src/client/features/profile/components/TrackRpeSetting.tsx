import { Gauge } from 'lucide-react';
import { useId } from 'react';
import type { User } from '@shared/schemas/users';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { useUpdatePreferences } from '../api/update-preferences';

/**
 * Whether set rows ask for RPE (issue 27 §2): off by default, so a set stays weight × reps for
 * anyone who does not rate effort. Saved as soon as it is switched, like the units.
 */
export function TrackRpeSetting({ user }: { user: User }) {
  const id = useId();
  const update = useUpdatePreferences();
  // While saving, show the choice just made rather than flicking back to the old one.
  const on = (update.isPending ? update.variables.rpeEnabled : undefined) ?? user.rpeEnabled;
  return (
    <Card aria-labelledby="track-rpe-title">
      <CardTitle id="track-rpe-title" className="flex items-center gap-2 text-lg">
        <Gauge aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-200" />
        Effort
      </CardTitle>
      <div className="mt-2 flex min-h-11 items-center justify-between gap-4">
        <Label htmlFor={id} className="flex-1 cursor-pointer py-2 text-base">
          Track RPE
        </Label>
        <Switch
          id={id}
          checked={on}
          disabled={update.isPending}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(rpeEnabled) => update.mutate({ rpeEnabled })}
        />
      </div>
      <CardDescription id={`${id}-hint`}>
        Rate how hard each set felt, from 1 to 10 (rate of perceived exertion; 10 is nothing left).
      </CardDescription>
    </Card>
  );
}
