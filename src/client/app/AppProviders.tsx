import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useToast } from '@client/components/ui/use-toast';
import { createQueryClient } from '@client/lib/query-client';

const loadToaster = () => import('@client/components/ui/toaster');
/** Starts fetching the toast area's code; a failure is met again when a toast needs it. */
export const prefetchToastArea = () => void loadToaster().catch(() => undefined);
/**
 * Offline with its code not yet fetched (no service worker, or before it took over), the toast
 * area cannot arrive: toasts are then not shown rather than taking the page down with them (a
 * guided session saved offline raises one). A later toast tries again.
 */
let Toaster = lazyToaster();
function lazyToaster() {
  return lazy(() =>
    loadToaster().then(
      (m): { default: () => ReactNode } => ({ default: m.Toaster }),
      () => {
        Toaster = lazyToaster();
        return { default: () => null };
      },
    ),
  );
}

/**
 * The page's one toast area (SPEC §2). Its code (Radix Toast) paints nothing until a toast is
 * raised, so a page that never raises one (the landing page) never downloads it (issue 9 §4);
 * a raised toast waits in the store until the area arrives. The signed-in app, where toasts are
 * likely, fetches it ahead (`prefetchToastArea`), so its first toast does not wait.
 */
function ToastArea() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Data (SPEC §9 query defaults) and the page's one toast area. Tooltips (700/300 ms) belong to
 * the signed-in app, the only place that has them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastArea />
    </QueryClientProvider>
  );
}
