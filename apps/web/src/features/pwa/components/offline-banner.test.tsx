import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { OfflineBanner } from './offline-banner';

const OFFLINE = /^Vous êtes hors ligne\./;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderBanner(queryClient = new QueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
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

  it('says so when the session check could not reach the server, without checking it itself', async () => {
    await i18n.changeLanguage('fr');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queryClient = renderBanner();
    await act(async () => {
      await queryClient
        .fetchQuery({
          queryKey: queryKeys.session,
          queryFn: () => Promise.reject(new ApiError('NETWORK', 0)),
          retry: false,
        })
        .catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(OFFLINE));
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
