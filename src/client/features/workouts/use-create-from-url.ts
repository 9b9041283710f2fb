import { useSearch, useLocation } from 'wouter';
import { decodePlan } from '@shared/prefill-link';

/**
 * The dashboard's Add New Workout and Schedule It's "Log it now" link here with `?new=1`, and
 * Schedule It's calendar event on the day, since features do not import each other (DESIGN §2).
 * The URL is the form's open state: the form opens filled from the suggested workout the link
 * carries (`plan`, checked and bounded by decodePlan), and closing it drops the query.
 */
export function useCreateFromUrl() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const open = params.get('new') === '1';
  const prefill = decodePlan(params.get('plan'));
  return { open, prefill, close: () => navigate('/workouts', { replace: true }) };
}
