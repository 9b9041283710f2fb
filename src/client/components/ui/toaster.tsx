import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cn } from '@client/lib/utils';
import { TOAST_DURATION_MS } from './toast-state';
import { useToast } from './use-toast';

/** The page's one toast area (SPEC §2 "A toast area exists globally", §9 timings). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
      {toasts.map((t) => {
        const destructive = t.variant === 'destructive';
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={t.id}
            open={t.open}
            onOpenChange={(open) => !open && dismiss(t.id)}
            type={destructive ? 'foreground' : 'background'}
            className={cn(
              'group pointer-events-auto flex w-full items-start gap-3 rounded-card border p-4 shadow-card',
              'data-[state=open]:animate-toast-in data-[state=closed]:opacity-0',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
              destructive
                ? 'border-danger/40 bg-danger text-surface'
                : 'border-line bg-surface text-ink',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                destructive ? 'text-surface' : 'text-success',
              )}
            />
            <div className="min-w-0 flex-1">
              <ToastPrimitive.Title className="text-sm font-semibold">
                {t.title}
              </ToastPrimitive.Title>
              {t.description && (
                <ToastPrimitive.Description
                  className={cn(
                    // A long link (Link Copied!) wraps anywhere and stops at three lines.
                    'mt-0.5 line-clamp-3 text-sm [overflow-wrap:anywhere]',
                    destructive ? 'text-surface' : 'text-ink-muted',
                  )}
                >
                  {t.description}
                </ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="-m-2 grid size-10 shrink-0 place-items-center rounded-full opacity-80 hover:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      {/*
        In the app's column at every width, at the bottom above the navigation and the voice
        button, so it never hides the header or a primary action (issue 8; placed by styles.css,
        which knows whether the screen has a navigation bar or an open dialog). The width is
        capped at 420 px from md up (SPEC §9); beside the column there is no room for it.
      */}
      <ToastPrimitive.Viewport className="toast-viewport fixed inset-x-0 z-[100] mx-auto flex max-h-screen max-w-[480px] flex-col gap-2 px-4 outline-none md:max-w-[452px]" />
    </ToastPrimitive.Provider>
  );
}
