import { QueryClient, QueryClientProvider, useQueries } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setUnauthorizedHandler } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { takeReturnUrl } from '@/lib/return-url';
import { signOutOnUnauthorized } from './session-expiry';

const PENDING_ANSWERS = 'onboarding_pending_answers:u1';

/** A signed-in page whose two calls both meet an ended session. */
function SettingsPage() {
  const [profile] = useQueries({
    queries: [
      { queryKey: queryKeys.profile, queryFn: () => api<{ name: string }>('/api/profile') },
      { queryKey: queryKeys.dashboard, queryFn: () => api('/api/dashboard') },
    ],
  });
  return <p>{profile.data ? profile.data.name : 'Chargement'}</p>;
}

function renderApp(startAt: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, { user: { id: 'u1' } });
  queryClient.setQueryData(queryKeys.config, { googleEnabled: false });
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <h1>Connexion</h1> },
      { path: paths.dashboard.settings, element: <SettingsPage /> },
    ],
    { initialEntries: [startAt] },
  );
  signOutOnUnauthorized(queryClient, router);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(PENDING_ANSWERS, '{"1-2":{"text":"pas encore envoyée"}}');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('a session that ends in the middle of a visit', () => {
  it('signs the web state out, goes home, and remembers the page to come back to', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'UNAUTHORIZED' }, { status: 401 })),
    );
    const { queryClient, router } = renderApp('/dashboard/settings?tab=photo');

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeDefined();
    expect(router.state.location.pathname).toBe(paths.home);
    expect(queryClient.getQueryData(queryKeys.session)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.profile)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.config)).toEqual({ googleEnabled: false });
    // Both calls failed; the page remembered is still the one the person was on.
    expect(takeReturnUrl()).toBe('/dashboard/settings?tab=photo');
    // Answers not yet sent are kept on the device for the next sign-in.
    expect(localStorage.getItem(PENDING_ANSWERS)).toContain('pas encore envoyée');
  });

  it('leaves a working session alone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ name: 'Camille' })),
    );
    const { queryClient, router } = renderApp(paths.dashboard.settings);

    expect(await screen.findByText('Camille')).toBeDefined();
    expect(router.state.location.pathname).toBe(paths.dashboard.settings);
    expect(queryClient.getQueryData(queryKeys.session)).toEqual({ user: { id: 'u1' } });
  });
});
