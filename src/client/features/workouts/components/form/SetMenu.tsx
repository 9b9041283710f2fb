import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Copy, Trash2 } from 'lucide-react';
import { cn } from '@client/lib/utils';

interface SetMenuProps {
  id: string;
  number: number;
  canRemove: boolean;
  onDuplicate: () => void;
  onRemove: () => void;
  /** Where the focus goes after the menu closes, when its row is gone. */
  onCloseFocus: (event: Event) => void;
}

const item =
  'flex min-h-11 cursor-default items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-highlighted:bg-surface-muted data-disabled:opacity-40';

/**
 * The set's number, and behind it what can be done to the set (as Hevy's set-number menu):
 * duplicate it below, or remove it. Keeps each row to four 44 px targets on a phone.
 */
export function SetMenu({
  id,
  number,
  canRemove,
  onDuplicate,
  onRemove,
  onCloseFocus,
}: SetMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        id={id}
        aria-label={`Set ${number} options`}
        className="grid size-11 place-items-center rounded-control bg-surface text-sm font-semibold text-ink tabular-nums ring-1 ring-line hover:bg-surface-muted data-[state=open]:ring-brand-600"
      >
        {number}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          onCloseAutoFocus={onCloseFocus}
          className="z-[60] min-w-44 rounded-xl border border-line bg-surface p-1 text-ink shadow-card data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Item className={item} onSelect={onDuplicate}>
            <Copy aria-hidden="true" className="size-4" />
            Duplicate set
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={cn(item, 'text-danger')}
            disabled={!canRemove}
            onSelect={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Remove set
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
