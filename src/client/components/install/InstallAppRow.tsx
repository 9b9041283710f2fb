import { MonitorDown, Share } from 'lucide-react';
import { profileInstallOffer, promptInstall } from '@client/lib/install-prompt';
import { useInstallState } from '@client/lib/use-install';

const ROW = 'flex min-h-14 w-full items-center gap-3 rounded-2xl px-3 py-2 text-left';
const ICON =
  'grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-surface-muted dark:text-brand-200';

/**
 * Profile's "Install app" row (issue 28 §1), in the settings list: shown whenever this browser
 * can install Joey Fit and it is not installed, whatever Home's "Not now" said.
 */
export function InstallAppRow() {
  const offer = profileInstallOffer(useInstallState());
  if (!offer) return null;
  if (offer === 'ios')
    return (
      <li>
        <div className={ROW}>
          <span aria-hidden="true" className={ICON}>
            <Share className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium">Install app</span>
            <span className="block text-sm text-ink-muted">Tap Share, then Add to Home Screen</span>
          </span>
        </div>
      </li>
    );
  return (
    <li>
      <button
        type="button"
        className={`${ROW} hover:bg-surface-muted`}
        onClick={() => void promptInstall()}
      >
        <span aria-hidden="true" className={ICON}>
          <MonitorDown className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium">Install app</span>
          <span className="block text-sm text-ink-muted">Open Joey Fit from your home screen</span>
        </span>
      </button>
    </li>
  );
}
