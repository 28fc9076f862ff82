import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Later } from './later';

describe('Later', () => {
  it('keeps the room of its children at the first render, then draws them in a task of their own', async () => {
    const { container } = render(
      <Later reserve="size-9">
        <button type="button">Menu</button>
      </Later>,
    );
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    const room = container.querySelector('span[aria-hidden="true"]');
    expect(room?.className).toContain('size-9');

    expect(await screen.findByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(container.querySelector('span[aria-hidden="true"]')).toBeNull();
  });

  it('reserves nothing unless asked', () => {
    const { container } = render(
      <Later>
        <p>Plus tard</p>
      </Later>,
    );
    expect(container.innerHTML).toBe('');
  });
});
