import { CloudOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { AppColumn } from '@client/components/layout/AppColumn';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

/**
 * Screens load their code on demand (issue 9 §4), so a screen can fail to arrive: offline, or a
 * tab left open across a release whose old chunks are gone. Instead of a blank page this offers
 * a reload, which fetches the current build.
 */
export class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NoConnection
        title="This screen didn't load"
        text="Check your connection, then reload to try again."
        action="Reload"
        onAction={() => window.location.reload()}
      />
    );
  }
}

/**
 * Opened with no network and nothing kept on this device for a signed-in user (issue 28 §2):
 * the auth probe got no answer at all, so the page cannot tell who is signed in. Says so plainly
 * rather than showing the landing page or nothing.
 */
export function OfflineBoot({ onRetry }: { onRetry: () => void }) {
  return (
    <NoConnection
      title="You're offline"
      text="Joey Fit couldn't reach the server, and nothing is saved on this device to show yet. Connect to the internet, then try again."
      action="Try again"
      onAction={onRetry}
    />
  );
}

function NoConnection({
  title,
  text,
  action,
  onAction,
}: {
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <AppColumn>
      <main className="flex flex-1 flex-col justify-center p-5">
        <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-accent-100 text-accent-600 dark:bg-surface-muted dark:text-accent-400">
            <CloudOff aria-hidden="true" className="size-8" />
          </span>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-ink-muted">{text}</p>
          </div>
          <Button className="w-full" onClick={onAction}>
            {action}
          </Button>
        </Card>
      </main>
    </AppColumn>
  );
}
