import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { signOutOnUnauthorized } from './app/session-expiry';
import { AppUpdate } from './features/pwa/components/app-update';
import { OfflineBanner } from './features/pwa/components/offline-banner';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

signOutOnUnauthorized(queryClient, router);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <OfflineBanner />
      <RouterProvider router={router} />
      <AppUpdate />
    </Providers>
  </StrictMode>,
);
