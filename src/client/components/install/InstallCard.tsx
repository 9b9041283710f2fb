import { Share } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardTitle } from '@client/components/ui/card';
import { dismissInstall, promptInstall } from '@client/lib/install-prompt';

/**
 * Home's "Install Joey Fit" (issue 28 §1), loaded only when offered. Install opens the browser's
 * dialog; on iOS, which has none, it says where Safari keeps it. "Not now" is for good.
 */
export function InstallCard({ offer }: { offer: 'prompt' | 'ios' }) {
  const [asking, setAsking] = useState(false);
  const install = () => {
    setAsking(true);
    void promptInstall().finally(() => setAsking(false));
  };
  return (
    <Card aria-labelledby="install-title" className="flex items-start gap-4">
      <img
        src="/icons/icon-192.png"
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-xl"
      />
      <div className="min-w-0 flex-1">
        <CardTitle id="install-title">Install Joey Fit</CardTitle>
        {offer === 'prompt' ? (
          <CardDescription className="mt-1">
            Open it from your home screen like an app — and keep logging when the gym has no signal.
          </CardDescription>
        ) : (
          <CardDescription className="mt-1">
            Tap <Share aria-hidden="true" className="inline size-4 align-[-3px]" /> Share, then Add
            to Home Screen — and keep logging when the gym has no signal.
          </CardDescription>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {offer === 'prompt' && (
            <Button onClick={install} disabled={asking}>
              Install
            </Button>
          )}
          <Button variant="ghost" onClick={dismissInstall}>
            Not now
          </Button>
        </div>
      </div>
    </Card>
  );
}
