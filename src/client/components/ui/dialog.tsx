import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { cn } from '@client/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  children: ReactNode;
  /** Label of the corner close button; the dialog is closable by Escape too. */
  closeLabel?: string;
}

/** The open dialogs' content nodes, innermost last: Escape belongs to the last one. */
const openDialogs: HTMLElement[] = [];

/**
 * A centred card over a dimmed page; on phones it fills the column width with a margin.
 *
 * Two things Radix leaves to us when a dialog is opened from state rather than a Trigger
 * (issue 8 polish): focus goes back to whatever opened it when it closes, and one Escape
 * closes it even when a toast arrived meanwhile (a toast is a layer of its own above the
 * dialog, so Radix would spend the first Escape on the toast).
 */
export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  onCloseAutoFocus,
  onEscapeKeyDown,
  ref,
  ...props
}: DialogContentProps) {
  const opener = useRef<Element | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  // The content mounts and unmounts with `open` while this component stays: follow the node.
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const contentRef = useCallback(
    (el: HTMLDivElement | null) => {
      // Attached as the content mounts, before any effect inside it can move focus: what holds
      // focus now is what opened the dialog.
      if (el && !el.contains(document.activeElement)) opener.current = document.activeElement;
      setNode(el);
      assignRef(ref, el);
    },
    [ref],
  );
  useEscapeCloses(node, close, onEscapeKeyDown);

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        ref={contentRef}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[440px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-card bg-surface p-6 text-ink shadow-card focus:outline-none data-[state=open]:animate-dialog-in',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const back = opener.current;
          if (back instanceof HTMLElement && back.isConnected && back !== document.body) {
            event.preventDefault();
            back.focus();
          }
        }}
        // Escape is handled first by useEscapeCloses; Radix only sees what that left alone.
        onEscapeKeyDown={(event) => {
          if (!event.defaultPrevented) onEscapeKeyDown?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={close}
          aria-label={closeLabel}
          className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * Escape closes the innermost open dialog at the first press while focus is inside it. It is
 * heard on the window, before Radix's layers listen on the document, and marked handled
 * (preventDefault), so a toast shown meanwhile (a layer above the dialog) leaves it alone. A
 * consumer's onEscapeKeyDown still runs first and may prevent the close; the event goes on to
 * the focused control as before.
 */
function useEscapeCloses(
  node: HTMLDivElement | null,
  close: RefObject<HTMLButtonElement | null>,
  onEscapeKeyDown: DialogContentProps['onEscapeKeyDown'],
) {
  const handler = useRef(onEscapeKeyDown);
  useEffect(() => {
    handler.current = onEscapeKeyDown;
  });
  useEffect(() => {
    if (!node) return;
    openDialogs.push(node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (openDialogs.at(-1) !== node) return;
      const focus = document.activeElement;
      if (focus && focus !== document.body && !node.contains(focus)) return; // a menu or a toast
      handler.current?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      close.current?.click();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      const i = openDialogs.lastIndexOf(node);
      if (i >= 0) openDialogs.splice(i, 1);
    };
  }, [node, close]);
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
