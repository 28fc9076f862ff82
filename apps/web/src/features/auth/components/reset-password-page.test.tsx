import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { ResetPasswordPage } from './reset-password-page';

/** Home, showing which form the reset page asked it to open. */
function Home() {
  const state = useLocation().state as { authMode?: string } | null;
  return <h1>Accueil {state?.authMode ?? 'login'}</h1>;
}

function renderResetPage(token: string, check: () => Response) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/auth/reset-password/check')) return check();
    return Response.json({ code: 'GENERIC' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.home, element: <Home /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
    ],
    { initialEntries: [`${paths.resetPassword}?token=${token}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

describe('the reset page checks its link as it opens', () => {
  it('says at once that a used link is no longer valid, and leads to the reset request', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = renderResetPage('AbCdEfGhIjKlMnOpQrStUv12', () => Response.json({ valid: false }));
    expect(await screen.findByRole('heading', { name: 'Ce lien n’est plus valide' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toContain('a déjà servi, a expiré ou a été remplacé');
    expect(screen.queryByLabelText('Nouveau mot de passe')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/reset-password/check?token=AbCdEfGhIjKlMnOpQrStUv12',
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('link', { name: 'Demander un nouveau lien' }));
    expect(await screen.findByRole('heading', { name: 'Accueil forgot' })).toBeDefined();
  });

  it('treats a malformed token as an invalid link, in English too', async () => {
    await i18n.changeLanguage('en');
    renderResetPage('not a token', () => Response.json({ code: 'RESET_TOKEN_INVALID' }, { status: 400 }));
    expect(await screen.findByRole('heading', { name: 'This link is no longer valid' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeDefined();
  });

  it('shows the form for a valid link', async () => {
    await i18n.changeLanguage('fr');
    renderResetPage('AbCdEfGhIjKlMnOpQrStUv12', () => Response.json({ valid: true }));
    expect(await screen.findByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeDefined();
    expect(screen.getByLabelText('Nouveau mot de passe')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Demander un nouveau lien' })).toBeNull();
  });
});
