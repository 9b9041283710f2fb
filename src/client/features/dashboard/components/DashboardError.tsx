import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

/** The dashboard could not be read: say so plainly and offer the one thing that may help. */
export function DashboardError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-ink-muted" />
      <div>
        <p className="font-semibold">Couldn't load your dashboard</p>
        <p className="mt-1 text-sm text-ink-muted">Check your connection, then try again.</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </Card>
  );
}
