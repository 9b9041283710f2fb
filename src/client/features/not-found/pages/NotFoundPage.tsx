import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { AppColumn } from '@client/components/layout/AppColumn';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

/** SPEC §2: any path not in the route table (or not open to a signed-out visitor). */
export function NotFoundPage() {
  return (
    <AppColumn>
      <main className="flex flex-1 flex-col justify-center p-5">
        <Card className="flex flex-col items-center gap-4 px-6 py-10 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-accent-100 text-accent-600 dark:bg-surface-muted dark:text-accent-400">
            <Compass aria-hidden="true" className="size-8" />
          </span>
          <div className="space-y-2">
            <h1 className="text-2xl font-bold tracking-tight">Page Not Found</h1>
            <p className="text-sm text-ink-muted">
              This page doesn't exist, or you need to sign in to see it.
            </p>
          </div>
          <Button asChild className="w-full">
            <Link href="/">Go to home</Link>
          </Button>
        </Card>
      </main>
    </AppColumn>
  );
}
