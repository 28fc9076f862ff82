import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, useIsDark } from './theme';

function Shade() {
  return <p>{useIsDark() ? 'sombre' : 'clair'}</p>;
}

afterEach(() => {
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

describe('useIsDark', () => {
  it('follows the page as the theme changes, whoever changes it', async () => {
    render(<Shade />);
    expect(screen.getByText('clair')).toBeTruthy();
    await act(async () => applyTheme('dark'));
    expect(await screen.findByText('sombre')).toBeTruthy();
    // Another control (the OS with the 'system' theme) changes the class itself.
    await act(async () => document.documentElement.classList.remove('dark'));
    expect(await screen.findByText('clair')).toBeTruthy();
  });
});
