import { describe, expect, it } from 'vitest';
import { WEEKLY_PULSE } from '../../test/fixtures/weekly-pulse.ts';
import { optionLabel, questionById, questionsOf } from './definition.ts';

const question = (id: string) => questionById(WEEKLY_PULSE, id)!;

describe('a questionnaire definition', () => {
  it('lists its questions in the order they are asked, across sections', () => {
    expect(questionsOf(WEEKLY_PULSE).map((q) => q.id)).toEqual(['energy', 'calm', 'helped', 'note']);
  });

  it('finds a question by id', () => {
    expect(questionById(WEEKLY_PULSE, 'note')?.kind).toBe('text');
    expect(questionById(WEEKLY_PULSE, 'calm')?.kind).toBe('single');
    expect(questionById(WEEKLY_PULSE, 'nope')).toBeUndefined();
    expect(questionById(WEEKLY_PULSE, '')).toBeUndefined();
  });

  it('labels an option of a single or multi-choice in both languages, and falls back to the id', () => {
    expect(optionLabel(question('calm'), 'often', 'fr')).toBe('Souvent');
    expect(optionLabel(question('calm'), 'never', 'en')).toBe('At no time');
    expect(optionLabel(question('helped'), 'breaks', 'fr')).toBe('Les pauses');
    expect(optionLabel(question('helped'), 'music', 'fr')).toBe('music');
    expect(optionLabel(question('note'), 'often', 'fr')).toBe('often');
    expect(optionLabel(question('energy'), '50', 'en')).toBe('50');
  });
});
