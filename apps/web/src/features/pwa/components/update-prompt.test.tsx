import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { UpdatePrompt } from './update-prompt';

afterEach(async () => {
  await i18n.changeLanguage('fr');
});

describe('the update prompt', () => {
  it('asks in French, the spec’s words, and updates only when accepted', async () => {
    await i18n.changeLanguage('fr');
    const onUpdate = vi.fn();
    const onLater = vi.fn();
    render(<UpdatePrompt onUpdate={onUpdate} onLater={onLater} />);
    const question = screen.getByRole('status');
    expect(question.textContent).toBe('Une nouvelle version est disponible. Voulez-vous mettre à jour\u00a0?');
    expect(screen.getByRole('region', { name: question.textContent })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(onLater).toHaveBeenCalledOnce();
    expect(onUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('asks in English too', async () => {
    await i18n.changeLanguage('en');
    render(<UpdatePrompt onUpdate={() => undefined} onLater={() => undefined} />);
    expect(screen.getByRole('status').textContent).toBe('A new version is available. Do you want to update?');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Later' })).toBeDefined();
  });
});
