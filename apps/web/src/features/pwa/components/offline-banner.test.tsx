import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { OfflineBanner } from './offline-banner';

const OFFLINE = /^Vous êtes hors ligne\./;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function PageCheckingTheSession() {
  useSession();
  return null;
}

function renderBanner(queryClient = new QueryClient(), page: ReactNode = null) {
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      {page}
    </QueryClientProvider>,
  );
  return queryClient;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('says so while the device is offline, and goes when the network is back', async () => {
    await i18n.changeLanguage('fr');
    renderBanner();
    expect(screen.getByRole('status').textContent).toBe('');
    setOnline(false);
    expect(screen.getByRole('status').textContent).toMatch(OFFLINE);
    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so when the session check could not reach the server, and checks again once the network is back', async () => {
    await i18n.changeLanguage('fr');
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    renderBanner(new QueryClient(), <PageCheckingTheSession />);
    // The session check is retried once before it fails.
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(OFFLINE), { timeout: 5000 });
    // The banner only observes the session: the calls are the page's check and its retry.
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockResolvedValue(Response.json(null));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(fetch).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });
});
