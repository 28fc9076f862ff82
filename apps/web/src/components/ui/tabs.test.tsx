import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Fruits({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="apple" onValueChange={onValueChange}>
      <TabsList aria-label="Fruits">
        <TabsTrigger value="apple">Pomme</TabsTrigger>
        <TabsTrigger value="pear">Poire</TabsTrigger>
        <TabsTrigger value="plum">Prune</TabsTrigger>
      </TabsList>
      <TabsContent value="apple">Rouge</TabsContent>
      <TabsContent value="pear">Verte</TabsContent>
      <TabsContent value="plum">Violette</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('render a tab list whose selected tab labels the one panel shown', () => {
    render(<Fruits />);
    expect(screen.getByRole('tablist', { name: 'Fruits' })).toBeTruthy();
    expect(tab('Pomme').getAttribute('aria-selected')).toBe('true');
    expect(tab('Poire').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Pomme' });
    expect(panel.textContent).toBe('Rouge');
    expect(tab('Pomme').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Verte')).toBeNull();
    // One tab in the Tab order: the selected one.
    expect([tab('Pomme').tabIndex, tab('Poire').tabIndex, tab('Prune').tabIndex]).toEqual([0, -1, -1]);
  });

  it('select a tab on click', () => {
    const changes = vi.fn();
    render(<Fruits onValueChange={changes} />);
    fireEvent.click(tab('Poire'));
    expect(changes).toHaveBeenLastCalledWith('pear');
    expect(screen.getByRole('tabpanel', { name: 'Poire' }).textContent).toBe('Verte');
  });

  it('move and select with the arrow keys, wrapping around, and with Home and End', () => {
    render(<Fruits />);
    tab('Pomme').focus();
    fireEvent.keyDown(tab('Pomme'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Poire'));
    expect(tab('Poire').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Poire'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Prune'));
    fireEvent.keyDown(tab('Prune'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Pomme'));
    fireEvent.keyDown(tab('Pomme'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Prune'));
    fireEvent.keyDown(tab('Prune'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Pomme'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Rouge');
  });

  it('follow the value they are given when controlled', () => {
    function Controlled() {
      const [value, setValue] = useState('pear');
      return (
        <>
          <button type="button" onClick={() => setValue('plum')}>
            Ailleurs
          </button>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Fruits">
              <TabsTrigger value="pear">Poire</TabsTrigger>
              <TabsTrigger value="plum">Prune</TabsTrigger>
            </TabsList>
            <TabsContent value="pear">Verte</TabsContent>
            <TabsContent value="plum">Violette</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Verte');
    fireEvent.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Violette');
    expect(tab('Prune').getAttribute('aria-selected')).toBe('true');
  });
});
