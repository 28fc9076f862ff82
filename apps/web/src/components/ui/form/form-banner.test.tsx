import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { FormBanner } from './form-banner';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

/** What the server answers while its database is unreachable or saturated. */
async function refusedWhileUnavailable(): Promise<unknown> {
  const unavailable = new Response(JSON.stringify({ code: 'SERVICE_UNAVAILABLE', retryAfter: 5 }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': '5' },
  });
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(unavailable));
  return api('/api/support', { body: {} }).then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );
}

describe('a server that is temporarily unavailable', () => {
  it('is told as such, in French then in English, not as a generic error', async () => {
    await i18n.changeLanguage('fr');
    render(<FormBanner error={await refusedWhileUnavailable()} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Le service est momentanément indisponible. Réessayez dans quelques instants.',
    );

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The service is temporarily unavailable. Please try again in a few moments.',
    );
  });
});
