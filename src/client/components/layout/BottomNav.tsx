import { Link, useLocation } from 'wouter';
import { useVoiceDialog } from '@client/components/voice/voice-dialog-context';
import { cn } from '@client/lib/utils';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

/**
 * Fixed to the bottom of the viewport but only as wide as the app column (DESIGN §8). Signed in,
 * its right end is kept free for the floating voice button, which docks there (styles.css)
 * instead of floating over the content (issue 8: it covered Add Goal, goal percentages and the
 * ends of rows).
 */
export function BottomNav() {
  const [location] = useLocation();
  const voiceDock = useVoiceDialog() !== null;
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 mx-auto max-w-[480px] border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      {/* Items share the width by their content, so "Leaderboard" gets the room it needs. */}
      <ul className={cn('flex', voiceDock && 'pr-16')} data-voice-dock={voiceDock || undefined}>
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, location);
          const Icon = item.icon;
          return (
            <li key={item.href} className="min-w-0 flex-auto">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-14 flex-col items-center justify-center gap-1 pt-2 pb-1.5 text-[10px] leading-none font-medium tracking-tight whitespace-nowrap min-[360px]:text-[11px] min-[360px]:tracking-normal transition-colors',
                  active ? 'text-brand-700 dark:text-brand-200' : 'text-ink-muted hover:text-ink',
                )}
              >
                <span
                  className={cn(
                    'grid h-7 w-9 place-items-center rounded-full transition-colors min-[360px]:w-11',
                    active && 'bg-brand-100 dark:bg-surface-muted',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.4 : 2} />
                </span>
                <span>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
