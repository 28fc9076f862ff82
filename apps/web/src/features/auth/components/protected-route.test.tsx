import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { ProtectedRoute } from './protected-route';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderProtectedPage() {
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <h1>Accueil</h1> },
      {
        path: paths.dashboard.home,
        element: (
          <ProtectedRoute>
            <h1>Tableau de bord</h1>
          </ProtectedRoute>
        ),
      },
    ],
    { initialEntries: [paths.dashboard.home] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('a protected page while the server cannot be reached', () => {
  it('on a device without network, says calmly that the person is offline, and loads once the server answers', async () => {
    await i18n.changeLanguage('fr');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    renderProtectedPage();
    // The session check is retried once before it fails.
    expect(await screen.findByRole('heading', { name: 'Vous êtes hors ligne' }, { timeout: 5000 })).toBeDefined();
    expect(screen.queryByText("Erreur d'authentification")).toBeNull();

    fetch.mockResolvedValue(Response.json({ user: { id: 'u1' }, session: { id: 's1' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Tableau de bord' })).toBeDefined();
  });

  it('with a network, shows the spec’s authentication error panel', async () => {
    await i18n.changeLanguage('fr');
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    renderProtectedPage();
    expect(await screen.findByRole('heading', { name: "Erreur d'authentification" }, { timeout: 5000 })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toMatch(/^Impossible de joindre le serveur/);
  });
});
