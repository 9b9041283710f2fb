import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import type { Dashboard } from '@shared/schemas/dashboard';
import { dashboardKey } from '@client/lib/query-keys';

/**
 * The dashboard's Add New Workout and Schedule It link here with `?new=1` (and the insight's id),
 * since features do not import each other (DESIGN §2). The URL is the form's open state: the
 * form opens prefilled from the insight the dashboard already holds, and closing it drops the query.
 */
export function useCreateFromUrl(userId: string) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const open = params.get('new') === '1';
  const id = params.get('suggestion');
  const dashboard = queryClient.getQueryData<Dashboard>(dashboardKey(userId));
  const prefill = id ? dashboard?.suggestions.find((s) => s.id === id)?.prefill : undefined;
  return { open, prefill, close: () => navigate('/workouts', { replace: true }) };
}
