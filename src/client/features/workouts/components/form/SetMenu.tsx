import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Copy, Trash2 } from 'lucide-react';
import { SET_TYPE_LABELS, SET_TYPE_TAGS, SET_TYPES, type SetType } from '@shared/set-types';
import { cn } from '@client/lib/utils';

interface SetMenuProps {
  id: string;
  number: number;
  setType: SetType;
  canRemove: boolean;
  onSetType: (setType: SetType) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** Where the focus goes after the menu closes, when its row is gone. */
  onCloseFocus: (event: Event) => void;
}

const item =
  'flex min-h-11 cursor-default items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none select-none data-highlighted:bg-surface-muted data-disabled:opacity-40';

/** Each tag's colour, so a warm-up reads apart from the working sets at a glance. */
const TAG_TONE: Record<SetType, string> = {
  normal: 'bg-surface text-ink',
  warmup: 'bg-accent-100 text-ink dark:bg-surface-muted dark:text-accent-400',
  drop: 'bg-brand-100 text-brand-800 dark:bg-surface-muted dark:text-brand-200',
  failure: 'bg-danger/10 text-danger',
};

/**
 * The set's number (or its type's tag, W, D or F), and behind it what the set is and what can be
 * done to it, as Hevy's and Strong's set-number menus: its type (issue 27 §2), duplicate it
 * below, or remove it. Keeps each row to a few 44 px targets on a phone.
 */
export function SetMenu({
  id,
  number,
  setType,
  canRemove,
  onSetType,
  onDuplicate,
  onRemove,
  onCloseFocus,
}: SetMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        id={id}
        aria-label={`Set ${number} type: ${SET_TYPE_LABELS[setType]}`}
        className={cn(
          'grid size-11 place-items-center rounded-control text-sm font-semibold tabular-nums ring-1 ring-line hover:bg-surface-muted data-[state=open]:ring-brand-600',
          TAG_TONE[setType],
        )}
      >
        {SET_TYPE_TAGS[setType] ?? number}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          onCloseAutoFocus={onCloseFocus}
          className="z-[60] min-w-48 rounded-xl border border-line bg-surface p-1 text-ink shadow-card data-[state=open]:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold text-ink-muted">
            Set type
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={setType}
            onValueChange={(value) => onSetType(value as SetType)}
          >
            {SET_TYPES.map((t) => (
              <DropdownMenu.RadioItem key={t} value={t} className={item}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-6 place-items-center rounded-md text-xs font-bold ring-1 ring-line',
                    TAG_TONE[t],
                  )}
                >
                  {SET_TYPE_TAGS[t] ?? number}
                </span>
                {SET_TYPE_LABELS[t]}
                <DropdownMenu.ItemIndicator className="ml-auto">
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
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
