import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { AppToaster } from './providers';

afterEach(async () => {
  act(() => toast.dismiss());
  await i18n.changeLanguage('fr');
});

describe('the toasts', () => {
  it('appear in a polite live region that is there before the first toast', async () => {
    await i18n.changeLanguage('fr');
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <AppToaster />
      </I18nextProvider>,
    );
    const region = container.querySelector('section[aria-live="polite"]');
    expect(region?.getAttribute('aria-label')).toMatch(/^Messages de l’application/);

    act(() => {
      toast.success('Thème sombre activé');
    });
    const message = await screen.findByText('Thème sombre activé');
    expect(region?.contains(message)).toBe(true);
  });
});
