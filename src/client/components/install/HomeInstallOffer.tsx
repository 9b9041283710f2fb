import { lazy, Suspense } from 'react';
import { homeInstallOffer } from '@client/lib/install-prompt';
import { useProgression } from '@client/lib/queries';
import { useInstallState } from '@client/lib/use-install';

const InstallCard = lazy(() => import('./InstallCard').then((m) => ({ default: m.InstallCard })));

/**
 * Home's place for the install offer (issue 28 §1): after the second workout, from the
 * progression read Home already makes (its progression card), so it costs no request. The card
 * itself loads only when offered, keeping Home's first load within its budget.
 */
export function HomeInstallOffer() {
  const state = useInstallState();
  const { data } = useProgression();
  const offer = homeInstallOffer(state, data?.totalWorkouts);
  if (!offer) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard offer={offer} />
    </Suspense>
  );
}
