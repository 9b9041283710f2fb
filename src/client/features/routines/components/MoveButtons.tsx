import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';

interface MoveButtonsProps {
  /** Ids for the buttons, so the editor can put the focus back after a move. */
  idPrefix: string;
  /** What the buttons act on, for their names: "Bench Press", "set 2 of Bench Press". */
  what: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  /** Adds Remove after the moves; a set row puts its Remove on its second line instead. */
  onRemove?: () => void;
}

/**
 * Move up, Move down and Remove for one item of a list, named for it ("Move Bench Press up"), so
 * reordering needs no dragging: a keyboard or a screen reader does it with these buttons.
 */
export function MoveButtons({ idPrefix, what, index, count, onMove, onRemove }: MoveButtonsProps) {
  return (
    <div className="flex shrink-0 items-center">
      <Button
        id={`${idPrefix}-up`}
        variant="ghost"
        size="icon"
        aria-label={`Move ${what} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" className="!size-4" />
      </Button>
      <Button
        id={`${idPrefix}-down`}
        variant="ghost"
        size="icon"
        aria-label={`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" className="!size-4" />
      </Button>
      {onRemove && <RemoveButton what={what} disabled={count === 1} onRemove={onRemove} />}
    </div>
  );
}

/** Remove one item of a list, named for it ("Remove set 2 of Bench Press"); never the last one. */
export function RemoveButton({
  what,
  disabled,
  onRemove,
}: {
  what: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Remove ${what}`}
      disabled={disabled}
      onClick={onRemove}
      className="shrink-0 text-danger hover:bg-danger/10"
    >
      <Trash2 aria-hidden="true" className="!size-4" />
    </Button>
  );
}
