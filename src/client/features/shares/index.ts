import { lazy } from 'react';

// The shares feature's public surface: the app composes the share dialog into the workouts and
// progress pages (DESIGN §2: features do not import each other).
export type { ShareDialogProps, ShareTarget } from './components/ShareDialog';

/**
 * The share dialog, loaded when first opened (under a Suspense boundary): its forms and their
 * schemas (zod) stayed off the first load of the screens that offer it (issue 30 §3).
 */
export const ShareDialog = lazy(() =>
  import('./components/ShareDialog').then((m) => ({ default: m.ShareDialog })),
);
