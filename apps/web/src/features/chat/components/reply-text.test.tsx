import { fireEvent, render, screen } from '@testing-library/react';
import { seeAlsoLine } from '@va/core/chat/see-also';
import { describe, expect, it, vi } from 'vitest';
import { ReplyText } from './reply-text';

describe('ReplyText', () => {
  it('shows paragraphs, bulleted and numbered lists', () => {
    const { container } = render(
      <ReplyText text={'Deux idées.\n\n- Une pause\n- Une marche\n\n1. Noter\n2. Trier\n\nBon courage.'} />,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Deux idées.', 'Bon courage.']);
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Une pause', 'Une marche']);
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['Noter', 'Trier']);
  });

  it('links web addresses, the final period left out', () => {
    render(<ReplyText text="Voir https://www.inrs.fr/risques/stress.html. Et voilà" />);
    const link = screen.getByRole('link', { name: 'https://www.inrs.fr/risques/stress.html' });
    expect(link.getAttribute('href')).toBe('https://www.inrs.fr/risques/stress.html');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never reads HTML: tags stay text, and only http(s) addresses become links', () => {
    const { container } = render(
      <ReplyText text={'<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">clic</a> javascript:alert(1)'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('<img src=x');
  });

  it('makes the guide’s « Voir aussi » a button that asks that question', () => {
    const onAsk = vi.fn();
    render(<ReplyText text={`Une réponse.\n\n${seeAlsoLine('Le droit à la déconnexion', 'fr')}`} onAsk={onAsk} />);
    fireEvent.click(screen.getByRole('button', { name: 'Le droit à la déconnexion' }));
    expect(onAsk).toHaveBeenCalledWith('Le droit à la déconnexion');
    expect(screen.getByText(/Voir aussi/).textContent).toBe(seeAlsoLine('Le droit à la déconnexion', 'fr'));
  });
});
