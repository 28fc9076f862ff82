import { fireEvent, render, screen } from '@testing-library/react';
import { cloneElement, lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OpensLater, type LaterPanelProps } from './opens-later';

/** A panel as Radix draws one: its trigger (given), open or closed, and its content when open. */
function Panel({ open, onOpenChange, trigger }: LaterPanelProps) {
  return (
    <>
      {cloneElement(trigger, { 'aria-expanded': open, onClick: () => onOpenChange(!open) } as object)}
      {open ? (
        <div role="dialog" aria-label="Panneau">
          <button type="button" onClick={() => onOpenChange(false)}>
            Fermer
          </button>
        </div>
      ) : null}
    </>
  );
}

describe('OpensLater', () => {
  it('draws the closed button only, then loads the panel at the first click and opens it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Panel }));
    const LazyPanel = lazy(load);
    render(
      <OpensLater
        popup="dialog"
        trigger={(props) => (
          <button type="button" {...props}>
            Ouvrir
          </button>
        )}
        panel={(state) => <LazyPanel {...state} />}
      />,
    );
    const button = screen.getByRole('button', { name: 'Ouvrir' });
    // What Radix says of a closed trigger, before Radix is there.
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Panneau' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Ouvrir' }).getAttribute('aria-expanded')).toBe('true');

    // Once loaded, the panel owns the button: closing and opening again need no new download.
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog', { name: 'Panneau' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });
});
