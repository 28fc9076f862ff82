import { describe, expect, it } from 'vitest';
import { optionLabel, questionById, questionsOf, type Question, type Questionnaire } from './definition.ts';

const questionnaire: Questionnaire = {
  id: 'q',
  sections: [
    {
      title: { fr: 'Un', en: 'One' },
      questions: [
        {
          id: 'pick',
          kind: 'single',
          prompt: { fr: 'Choisissez', en: 'Pick' },
          options: [
            { id: 'yes', label: { fr: 'Oui', en: 'Yes' }, value: 1 },
            { id: 'no', label: { fr: 'Non', en: 'No' }, value: 0 },
          ],
        },
        {
          id: 'many',
          kind: 'multi',
          prompt: { fr: 'Plusieurs', en: 'Several' },
          options: [
            { id: 'tea', label: { fr: 'Thé', en: 'Tea' } },
            { id: 'coffee', label: { fr: 'Café', en: 'Coffee' } },
          ],
        },
      ],
    },
    {
      title: { fr: 'Deux', en: 'Two' },
      questions: [{ id: 'why', kind: 'text', prompt: { fr: 'Pourquoi', en: 'Why' } }],
    },
  ],
};

describe('a questionnaire definition', () => {
  it('lists its questions in the order they are asked, across sections', () => {
    expect(questionsOf(questionnaire).map((question) => question.id)).toEqual(['pick', 'many', 'why']);
  });

  it('finds a question by id', () => {
    expect(questionById(questionnaire, 'why')?.kind).toBe('text');
    expect(questionById(questionnaire, 'pick')?.kind).toBe('single');
    expect(questionById(questionnaire, 'nope')).toBeUndefined();
    expect(questionById(questionnaire, '')).toBeUndefined();
  });

  it('labels an option of a single or multi-choice in both languages, and falls back to the id', () => {
    const [pick, many, why] = questionsOf(questionnaire) as [Question, Question, Question];
    expect(optionLabel(pick, 'yes', 'fr')).toBe('Oui');
    expect(optionLabel(pick, 'no', 'en')).toBe('No');
    expect(optionLabel(many, 'coffee', 'fr')).toBe('Café');
    expect(optionLabel(many, 'juice', 'fr')).toBe('juice');
    expect(optionLabel(why, 'yes', 'fr')).toBe('yes');
  });
});
