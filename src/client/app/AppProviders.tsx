import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@client/lib/queryClient';

// The toast area's code (Radix Toast) is not needed to paint any page, so it follows on its own
// (issue 9 §4). Toasts raised before it arrives wait in the store and show when it mounts.
const Toaster = lazy(() =>
  import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/**
 * Data (SPEC §9 query defaults) and the page's one toast area. Tooltips (700/300 ms) belong to
 * the signed-in app, the only place that has them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
