import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findQuestion } from '@va/core/onboarding/questionnaire';
import type { AnswerInput } from '@va/core/questionnaire/answer';
import { questionById, type Question } from '@va/core/questionnaire/definition';
import { i18n } from '@/lib/i18n';
import { WEEKLY_PULSE } from '../../../../../packages/core/test/fixtures/weekly-pulse';
import { QuestionInput } from './question-input';

const pulse = (id: string) => questionById(WEEKLY_PULSE, id)!;

/** The question as a screen shows it: its prompt names the control, the answer is kept in state. */
function Asked({ question, initial = {} }: { question: Question; initial?: AnswerInput }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <h1 id="prompt">{question.prompt.fr}</h1>
      <QuestionInput
        question={question}
        value={value}
        onChange={(next) => {
          changes(next);
          setValue(next);
        }}
        labelledBy="prompt"
        language="fr"
      />
    </>
  );
}
const changes = vi.fn<(value: AnswerInput) => void>();

describe('QuestionInput, for any questionnaire', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('fr');
  });
  beforeEach(() => {
    changes.mockReset();
    vi.spyOn(console, 'error');
  });
  afterEach(() => {
    cleanup();
    expect(console.error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('renders a scale as a slider by its step, starting where the content says', () => {
    render(<Asked question={pulse('energy')} />);
    const slider = screen.getByRole('slider', { name: 'Quelle a été votre énergie\u00a0?' });
    expect(slider).toHaveProperty('min', '0');
    expect(slider).toHaveProperty('max', '100');
    expect(slider).toHaveProperty('step', '10');
    expect(slider).toHaveProperty('value', '50');
    expect(slider.getAttribute('aria-valuetext')).toBe('50 sur 100, Moyenne');
    expect(screen.getByText('0 · Épuisé(e)')).toBeTruthy();
    expect(screen.getByText('100 · Pleine forme')).toBeTruthy();

    // What a browser fires while the thumb moves or a key is typed (onChange listens to it).
    fireEvent.input(slider, { target: { value: '70' } });
    expect(changes).toHaveBeenLastCalledWith({ scale: 70 });
    expect(slider.getAttribute('aria-valuetext')).toBe('70 sur 100');
  });

  it('renders a single choice as a radio group named by the prompt, nothing chosen at first', () => {
    render(<Asked question={pulse('calm')} />);
    const group = screen.getByRole('radiogroup', { name: 'Vous êtes-vous senti(e) calme\u00a0?' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['Tout le temps', 'Souvent', 'Jamais']);
    expect(radios.every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
    expect(group.contains(radios[0]!)).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Souvent' }));
    expect(changes).toHaveBeenLastCalledWith({ choices: ['often'] });
    expect(screen.getByRole('radio', { name: 'Souvent' }).getAttribute('aria-checked')).toBe('true');
  });

  it('lets the keyboard reach the chosen option and move the choice with the arrow keys', async () => {
    render(<Asked question={pulse('calm')} initial={{ choices: ['often'] }} />);
    const group = screen.getByRole('radiogroup');
    const often = screen.getByRole('radio', { name: 'Souvent' });
    // One Tab stop, the group, which hands the focus to the chosen option.
    expect([group, ...screen.getAllByRole('radio')].map((element) => element.tabIndex)).toEqual([0, -1, -1, -1]);
    act(() => group.focus());
    expect(document.activeElement).toBe(often);

    fireEvent.keyDown(often, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(changes).toHaveBeenLastCalledWith({ choices: ['never'] }));
    fireEvent.keyUp(document.activeElement!, { key: 'ArrowDown' });
    const never = screen.getByRole('radio', { name: 'Jamais' });
    expect(document.activeElement).toBe(never);
    expect(never.getAttribute('aria-checked')).toBe('true');
    expect(often.getAttribute('aria-checked')).toBe('false');
  });

  it('renders a multi-choice as toggles, kept in the questionnaire’s order, up to its maximum', () => {
    render(<Asked question={pulse('helped')} />);
    expect(screen.getByRole('group', { name: 'Qu’est-ce qui vous a aidé(e)\u00a0?' })).toBeTruthy();
    expect(screen.getByText('Jusqu’à 2 choix')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Les pauses' }));
    fireEvent.click(screen.getByRole('button', { name: 'Le sommeil' }));
    expect(changes).toHaveBeenLastCalledWith({ choices: ['sleep', 'breaks'] });
    expect(screen.getByRole('button', { name: 'Le sommeil' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mes collègues' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Le sommeil' }));
    expect(changes).toHaveBeenLastCalledWith({ choices: ['breaks'] });
    expect(screen.getByRole('button', { name: 'Mes collègues' })).toHaveProperty('disabled', false);
  });

  it('renders a text as a text area with its own limit and placeholder', () => {
    render(<Asked question={pulse('note')} />);
    const note = screen.getByRole('textbox', { name: 'Un mot sur votre semaine\u00a0?' });
    expect(note).toHaveProperty('maxLength', 280);
    expect(note.getAttribute('placeholder')).toBe('Facultatif');
    fireEvent.input(note, { target: { value: 'Calme' } });
    expect(changes).toHaveBeenLastCalledWith({ text: 'Calme' });
  });

  it('still renders the onboarding as before: 1 to 10, several choices, 2000 characters', () => {
    render(<Asked question={findQuestion('1-3')!} />);
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('1 sur 10');
    expect(screen.getByText('1 · Pas du tout')).toBeTruthy();
    expect(screen.getByText('10 · Totalement')).toBeTruthy();
    cleanup();

    render(<Asked question={findQuestion('1-1')!} />);
    expect(screen.getByText('Plusieurs choix possibles')).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(8);
    expect(screen.getAllByRole('button').every((button) => !(button as HTMLButtonElement).disabled)).toBe(true);
    cleanup();

    render(<Asked question={findQuestion('1-2')!} />);
    expect(screen.getByRole('textbox')).toHaveProperty('maxLength', 2000);
    expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe('Par exemple\u00a0: le jour où…');
  });

  it('speaks English when asked', () => {
    render(
      <>
        <h1 id="prompt">Energy</h1>
        <QuestionInput
          question={pulse('energy')}
          value={{ scale: 50 }}
          onChange={changes}
          labelledBy="prompt"
          language="en"
        />
      </>,
    );
    expect(screen.getByText('0 · Exhausted')).toBeTruthy();
    expect(screen.getByText('Average')).toBeTruthy();
  });
});
