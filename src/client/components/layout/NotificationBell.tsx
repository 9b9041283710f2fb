import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { Tooltip } from '@client/components/ui/tooltip';

/** Labels for the bell and its menu; the count is the number of coach suggestions. */
export function bellLabel(count: number): string {
  if (count <= 0) return 'Notifications, none new';
  return `Notifications, ${count} new coach ${count === 1 ? 'suggestion' : 'suggestions'}`;
}

/**
 * The header bell (SPEC §2): a badge with the suggestion count, hidden at 0. Opening it says
 * where the suggestions are; the dashboard feeds the count.
 */
export function NotificationBell({ count }: { count: number }) {
  return (
    <DropdownMenu.Root>
      <Tooltip label="Notifications">
        <DropdownMenu.Trigger
          aria-label={bellLabel(count)}
          className="relative grid size-11 place-items-center rounded-full text-ink hover:bg-surface-muted"
        >
          <Bell aria-hidden="true" className="size-5" />
          {count > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 grid min-w-5 place-items-center rounded-full bg-accent-500 px-1 text-[11px] leading-5 font-bold text-ink tabular-nums ring-2 ring-surface"
            >
              {count > 99 ? '99+' : count}
            </span>
          )}
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          // Never flush against the screen's edge (issue 8 polish), on phones or wide screens.
          collisionPadding={12}
          className="z-50 w-[min(18rem,calc(100vw-1.5rem))] rounded-card border border-line bg-surface p-4 text-ink shadow-card data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="text-sm font-semibold">Notifications</DropdownMenu.Label>
          <DropdownMenu.Item
            disabled
            className="mt-1 text-sm text-ink-muted outline-none data-disabled:opacity-100"
          >
            {count > 0
              ? `Joey has ${count} ${count === 1 ? 'suggestion' : 'suggestions'} for you under AI Coach Insights.`
              : "You're all caught up. Joey's coaching tips will show up here."}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
