import { useSyncExternalStore } from 'react';
import { getInstallState, subscribeInstall, type InstallState } from './install-prompt';

/** The install store (lib/install-prompt.ts) for a component: rerenders when it changes. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribeInstall, getInstallState, getInstallState);
}
