import { useQuery } from '@tanstack/react-query';
import type { User } from '@shared/schemas/users';
import { toast } from '@client/components/ui/use-toast';
import type { StorePurchases } from './store-types';

/**
 * App-store billing when the page runs inside the iOS or Android app, null on the web. The store
 * module is imported only here, on demand, so it stays out of the page's own chunk; on the web it
 * answers null without loading the RevenueCat plugin.
 */
async function loadStore(user: User): Promise<StorePurchases | null> {
  try {
    const { nativeStore } = await import('./store');
    return await nativeStore(user);
  } catch (error) {
    toast({
      title: 'Subscription Service Error',
      description: 'Unable to load mobile subscription options. Please try again.',
      variant: 'destructive',
    });
    throw error;
  }
}

/**
 * `isPending` until the store's offerings are loaded (SPEC §4: mobile purchasing needs them). Kept
 * for the whole visit (gcTime Infinity): the store is configured once, not on every page open.
 */
export function useNativeStore(user: User) {
  return useQuery({
    queryKey: ['subscription/native-store', user.id],
    queryFn: () => loadStore(user),
    gcTime: Infinity,
  });
}
