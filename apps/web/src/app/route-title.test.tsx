import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { documentTitle, useRouteTitle, type RouteHandle } from './route-title';

function Root() {
  useRouteTitle();
  return <Outlet />;
}

function renderAt(path: string) {
  const handle = (title: RouteHandle['title']): RouteHandle => ({ title });
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: paths.home, element: <p>accueil</p>, handle: handle('home') },
          {
            path: paths.dashboard.home,
            handle: handle('dashboard'),
            element: <Outlet />,
            children: [
              { index: true, element: <p>vue</p> },
              { path: paths.dashboard.settings, element: <p>réglages</p>, handle: handle('settings') },
            ],
          },
          { path: '/sans-titre', element: <p>sans titre</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('the document title', () => {
  it("names the page, then the app, in the interface's language", async () => {
    await i18n.changeLanguage('fr');
    const router = renderAt(paths.dashboard.home);
    await screen.findByText('vue');
    expect(document.title).toBe('Tableau de bord · Votre assistant');

    await act(() => router.navigate(paths.dashboard.settings));
    expect(document.title).toBe('Paramètres · Votre assistant');

    await act(() => i18n.changeLanguage('en'));
    expect(document.title).toBe('Settings · Votre assistant');
  });

  it("is the app's name alone on a page without a name", async () => {
    renderAt('/sans-titre');
    await screen.findByText('sans titre');
    expect(document.title).toBe('Votre assistant');
    expect(documentTitle(undefined, 'Votre assistant')).toBe('Votre assistant');
  });
});
