import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './choice-group';

const THEMES = ['light', 'dark', 'system'] as const;
const TEXT = { light: 'Clair', dark: 'Sombre', system: 'Système' };

function renderGroup(onChange = vi.fn()) {
  render(
    <ChoiceGroup label="Thème" options={THEMES} value="light" onChange={onChange} text={(theme) => TEXT[theme]} />,
  );
  return onChange;
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('a settings radio group', () => {
  it('is one tab stop, which lands on the chosen option', () => {
    renderGroup();
    const group = screen.getByRole('radiogroup', { name: 'Thème' });
    expect([group, ...screen.getAllByRole('radio')].map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
    act(() => group.focus());
    expect(document.activeElement).toBe(radio('Clair'));
    expect(radio('Clair').getAttribute('aria-checked')).toBe('true');
  });

  it('moves and chooses with the arrow keys, wrapping around', async () => {
    const onChange = renderGroup();
    act(() => screen.getByRole('radiogroup').focus());
    const press = async (key: string, expected: string, name: string) => {
      fireEvent.keyDown(document.activeElement!, { key });
      await vi.waitFor(() => expect(document.activeElement).toBe(radio(name)));
      fireEvent.keyUp(document.activeElement!, { key });
      expect(onChange).toHaveBeenLastCalledWith(expected);
      expect(radio(name).getAttribute('aria-checked')).toBe('true');
    };
    await press('ArrowRight', 'dark', 'Sombre');
    await press('ArrowDown', 'system', 'Système');
    await press('ArrowRight', 'light', 'Clair');
    await press('ArrowLeft', 'system', 'Système');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(radio('Clair').getAttribute('aria-checked')).toBe('false');
  });

  it('chooses on a quick press too, the key released before the focus has moved', async () => {
    const onChange = renderGroup();
    act(() => screen.getByRole('radiogroup').focus());
    fireEvent.keyDown(radio('Clair'), { key: 'ArrowRight' });
    fireEvent.keyUp(radio('Clair'), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('dark');
    await vi.waitFor(() => expect(document.activeElement).toBe(radio('Sombre')));
    expect(radio('Sombre').getAttribute('aria-checked')).toBe('true');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the saved value when it changes from outside', () => {
    function Saved() {
      const [value, setValue] = useState<(typeof THEMES)[number]>('light');
      return (
        <>
          <button type="button" onClick={() => setValue('dark')}>
            enregistré
          </button>
          <ChoiceGroup label="Thème" options={THEMES} value={value} onChange={() => {}} text={(t) => TEXT[t]} />
        </>
      );
    }
    render(<Saved />);
    fireEvent.click(screen.getByRole('button', { name: 'enregistré' }));
    expect(radio('Sombre').getAttribute('aria-checked')).toBe('true');
  });
});
