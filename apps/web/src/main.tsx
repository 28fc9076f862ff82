import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { signOutOnUnauthorized } from './app/session-expiry';
import { AppUpdate } from './features/pwa/components/app-update';
import { OfflineBanner } from './features/pwa/components/offline-banner';
import { BootFailed } from './app/boot-failed';
import { useAfterLoad } from './lib/after-load';
import { firstLanguageLoaded, i18nReady } from './lib/i18n';
import { sessionQuery } from './lib/session';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

signOutOnUnauthorized(queryClient, router);
// Every page starts by asking who is signed in: asked now, while the language downloads.
void queryClient.prefetchQuery(sessionQuery);

/** The service worker is registered once the page is up (its download never delays the page's own). */
function AppUpdateAfterLoad() {
  return useAfterLoad() ? <AppUpdate /> : null;
}

// The first paint waits for the visitor's language (one small chunk), never showing keys.
void Promise.all([i18nReady, firstLanguageLoaded]).then(([, { loaded, language }]) =>
  createRoot(root).render(
    loaded ? (
      <StrictMode>
        <Providers>
          <OfflineBanner />
          <RouterProvider router={router} />
          <AppUpdateAfterLoad />
        </Providers>
      </StrictMode>
    ) : (
      <BootFailed language={language} />
    ),
  ),
);
