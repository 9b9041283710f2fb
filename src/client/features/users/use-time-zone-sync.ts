import { useEffect, useRef } from 'react';
import type { User } from '@shared/schemas/users';
import { useUpdateTimeZone } from './api/update-time-zone';
import { browserTimeZone, timeZoneToSync } from './model/time-zone';

/**
 * Keeps the stored zone equal to the device's, so "today" and streaks follow the user's local
 * days (DESIGN §5). Tried once per page load: a failure is retried on the next visit, silently,
 * because nothing the user can do would fix it now.
 */
export function useTimeZoneSync(user: User | null) {
  const { mutate } = useUpdateTimeZone();
  const tried = useRef(false);
  useEffect(() => {
    const zone = timeZoneToSync(user?.timeZone, browserTimeZone());
    if (!zone || tried.current) return;
    tried.current = true;
    mutate({ timeZone: zone });
  }, [user?.timeZone, mutate]);
}
