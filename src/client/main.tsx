import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { prefetchSignedIn, SharedWorkoutScreen } from './app/screens';
import { wasSignedIn } from './app/signed-in-hint';
import { captureInstallPrompt } from './lib/install-prompt';
import { serverSaysSignedIn } from './lib/server-preloads';
import { registerServiceWorker } from './lib/service-worker';

// Chromium offers installing once, early: kept for Home's and Profile's offers (issue 28 §1).
captureInstallPrompt();
// Offline (issue 28 §2): the service worker registers once the page has loaded and is idle.
registerServiceWorker();

// The code this path will need starts loading alongside the auth probe rather than after it:
// a shared link's page, or the signed-in app when this browser was signed in last time or the
// server sent the page to a signed-in user (its preload hints, lib/server-preloads.ts).
if (window.location.pathname.startsWith('/s/')) SharedWorkoutScreen.prefetch();
else if (wasSignedIn() || serverSaysSignedIn()) prefetchSignedIn(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
