import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('render failed');
}

function renderBrokenPage() {
  // The failure is expected: React and the router report it on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home, element: <h1>Accueil</h1> },
          { path: paths.dashboard.home, element: <Broken /> },
        ],
      },
    ],
    { initialEntries: [paths.dashboard.home] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('fr');
});

describe('a page that fails to render', () => {
  it('says so calmly in French, with a reload and a way home', async () => {
    await i18n.changeLanguage('fr');
    renderBrokenPage();
    expect(screen.getByRole('heading', { name: 'Cette page n’a pas pu s’afficher' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeDefined();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe(paths.home);
  });

  it('and in English', async () => {
    await i18n.changeLanguage('en');
    renderBrokenPage();
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeDefined();
  });
});
