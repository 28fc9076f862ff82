import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadSonner, toast } from '@/lib/toast';
import { Toasts } from './providers';

afterEach(async () => {
  const sonner = await loadSonner();
  act(() => sonner.toast.dismiss());
  await i18n.changeLanguage('fr');
});

describe('the toasts', () => {
  it('appear in a polite live region, named in the reader’s language, that is there before the first toast', async () => {
    await i18n.changeLanguage('fr');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <Toasts />
      </I18nextProvider>,
    );
    expect(container.querySelector('section[aria-live="polite"]')).toBeNull();

    // What a signed-in page does once it is up (dashboard-layout.tsx).
    await act(async () => {
      await loadSonner();
    });
    await expect.poll(() => container.querySelector('section[aria-live="polite"]')).not.toBeNull();
    const region = container.querySelector('section[aria-live="polite"]');
    expect(region?.getAttribute('aria-label')).toMatch(/^Messages de l’application/);

    act(() => toast.success('Thème sombre activé'));
    const message = await screen.findByText('Thème sombre activé');
    expect(region?.contains(message)).toBe(true);
  });
});
