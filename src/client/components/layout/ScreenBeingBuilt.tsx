import { Hammer, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { AppColumn } from './AppColumn';
import { BottomNav } from './BottomNav';
import { ScreenHeader } from './ScreenHeader';

interface ScreenBeingBuiltProps {
  title: string;
  icon: LucideIcon;
  /** What the finished screen will let the user do, in one sentence. */
  purpose: string;
  /** Screens reached from the bottom navigation keep it; focused flows do not. */
  withNav?: boolean;
  backHref?: string;
  backLabel?: string;
}

/** An honest stand-in for a screen a later release fills in: its title, a way back, what's coming. */
export function ScreenBeingBuilt({
  title,
  icon: Icon,
  purpose,
  withNav,
  ...back
}: ScreenBeingBuiltProps) {
  return (
    <AppColumn withNav={withNav}>
      <ScreenHeader title={title} {...back} />
      <main className="flex flex-1 flex-col gap-4 p-4">
        <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200">
            <Icon aria-hidden="true" className="size-8" />
          </span>
          <div className="space-y-2">
            <h2 className="text-xl font-bold tracking-tight">Coming soon</h2>
            <p className="text-sm text-ink-muted">{purpose}</p>
          </div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-ink dark:bg-surface-muted">
            <Hammer aria-hidden="true" className="size-3.5" />
            This screen is being built
          </p>
          <Button asChild variant="secondary" className="mt-2 w-full">
            <Link href="/">Back to dashboard</Link>
          </Button>
        </Card>
      </main>
      {withNav && <BottomNav />}
    </AppColumn>
  );
}
