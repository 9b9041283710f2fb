import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

interface ScreenHeaderProps {
  title: string;
  backHref?: string;
  backLabel?: string;
  /** A control at the right end of the bar (Progress: Share). */
  action?: ReactNode;
}

/** The top of an inner screen: a back link and the screen's title (SPEC §2 "Back to home"). */
export function ScreenHeader({
  title,
  backHref = '/',
  backLabel = 'Back to home',
  action,
}: ScreenHeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex items-center gap-1 border-b border-line/60 bg-page/90 px-2 py-2 backdrop-blur">
      <Link
        href={backHref}
        aria-label={backLabel}
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-surface-muted"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </Link>
      <h1 className="truncate text-lg font-bold tracking-tight">{title}</h1>
      {action && <div className="ml-auto pr-2">{action}</div>}
    </header>
  );
}
