import { describe, expect, it } from 'vitest';
import { questionnaireProblems } from '../questionnaire/check.ts';
import { optionLabel } from '../questionnaire/definition.ts';
import {
  findQuestion,
  ONBOARDING_QUESTIONNAIRE,
  ONBOARDING_QUESTIONS,
  ONBOARDING_SESSIONS,
  QUESTION_IDS,
  TOTAL_QUESTIONS,
  TOTAL_SESSIONS,
  type OnboardingQuestion as Question,
} from './questionnaire.ts';
import type { Localized } from '../language.ts';

// Spec part 1 §3, copied verbatim: these are the contract.
const SPEC_SESSIONS = [
  {
    title: 'Découverte de vos valeurs',
    options: [
      'Autonomie',
      'Créativité',
      'Innovation',
      'Collaboration',
      'Leadership',
      'Équilibre vie pro/perso',
      'Impact social',
      'Apprentissage continu',
    ],
    scale: ['Pas du tout', 'Totalement'],
  },
  {
    title: 'Vos compétences et talents',
    options: [
      'Communication',
      'Organisation',
      'Résolution de problèmes',
      'Analyse',
      'Créativité',
      'Leadership',
      "Travail d'équipe",
      'Adaptabilité',
    ],
    scale: ['Peu confiant(e)', 'Très confiant(e)'],
  },
  {
    title: 'Votre environnement idéal',
    options: [
      'Bureau traditionnel',
      'Espace de coworking',
      'Télétravail',
      'Environnement hybride',
      'En extérieur',
      'Environnement créatif',
      'Structure formelle',
      'Cadre flexible',
    ],
    scale: ['Pas du tout', 'Parfaitement'],
  },
  {
    title: 'Vos aspirations',
    options: [
      'Évolution de carrière',
      'Développement de compétences',
      'Meilleur équilibre de vie',
      'Impact social',
      'Innovation',
      'Leadership',
      'Indépendance',
      'Expertise technique',
    ],
    scale: ['Peu motivé(e)', 'Très motivé(e)'],
  },
];

function localizedStrings(question: Question): Localized[] {
  const common = [question.prompt, question.help];
  switch (question.kind) {
    case 'multi':
      return [...common, ...question.options.map((choice) => choice.label)];
    case 'text':
      return [...common, question.placeholder];
    case 'scale':
      return [...common, question.minLabel, question.maxLabel];
  }
}

const allLocalized: Localized[] = [
  ...ONBOARDING_SESSIONS.map((session) => session.title),
  ...ONBOARDING_QUESTIONS.flatMap(localizedStrings),
];

describe('the onboarding questionnaire', () => {
  it('has 12 questions, 1-1 to 4-3, in order', () => {
    expect(TOTAL_QUESTIONS).toBe(12);
    expect(TOTAL_SESSIONS).toBe(4);
    expect(QUESTION_IDS).toEqual(['1-1', '1-2', '1-3', '2-1', '2-2', '2-3', '3-1', '3-2', '3-3', '4-1', '4-2', '4-3']);
    expect(ONBOARDING_QUESTIONS.map((question) => question.id)).toEqual(QUESTION_IDS);
  });

  it('asks, in each session, a multi-choice, then a free text, then a scale', () => {
    for (const session of ONBOARDING_SESSIONS) {
      expect(session.questions.map((question) => question.kind)).toEqual(['multi', 'text', 'scale']);
      expect(session.questions.map((question) => question.id)).toEqual(
        [1, 2, 3].map((index) => `${session.number}-${index}`),
      );
      expect(session.questions.every((question) => question.session === session.number)).toBe(true);
    }
  });

  it('numbers the sessions 1 to 4, one dimension each', () => {
    expect(ONBOARDING_SESSIONS.map((session) => session.number)).toEqual([1, 2, 3, 4]);
    expect(ONBOARDING_SESSIONS.map((session) => session.dimension)).toEqual([
      'values',
      'strengths',
      'environment',
      'aspirations',
    ]);
  });

  it.each(SPEC_SESSIONS.map((spec, index) => [index + 1, spec] as const))(
    'session %i keeps the spec title, options and scale labels verbatim',
    (number, spec) => {
      const session = ONBOARDING_SESSIONS[number - 1]!;
      expect(session.title.fr).toBe(spec.title);
      const [multi, , scale] = session.questions;
      if (multi.kind !== 'multi' || scale.kind !== 'scale') throw new Error('unexpected question kinds');
      expect(multi.options).toHaveLength(8);
      expect(multi.options.map((choice) => choice.label.fr)).toEqual(spec.options);
      expect([scale.minLabel.fr, scale.maxLabel.fr]).toEqual(spec.scale);
      expect([scale.min, scale.max]).toEqual([1, 10]);
    },
  );

  it('keeps option ids unique within each question and stable across languages', () => {
    for (const question of ONBOARDING_QUESTIONS) {
      if (question.kind !== 'multi') continue;
      const ids = question.options.map((choice) => choice.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z_]+$/);
    }
  });

  it('has every visible string in French and in English', () => {
    expect(allLocalized.length).toBeGreaterThan(50);
    for (const text of allLocalized) {
      expect(text.fr.trim()).not.toBe('');
      expect(text.en.trim()).not.toBe('');
    }
  });

  it('puts a non-breaking space, never a plain one, before ? ! : ; in French', () => {
    for (const { fr } of allLocalized) {
      expect(fr).not.toMatch(/ [?!:;]/);
      expect(fr).not.toMatch(/[^\u00a0\u202f][?!:;]/);
    }
  });

  it('uses no French spacing in English', () => {
    for (const { en } of allLocalized) expect(en).not.toMatch(/\u00a0[?!:;]/);
  });

  it('finds questions by id and labels options in both languages', () => {
    expect(findQuestion('2-1')?.kind).toBe('multi');
    expect(findQuestion('4-3')?.kind).toBe('scale');
    expect(findQuestion('5-1')).toBeUndefined();
    expect(findQuestion('')).toBeUndefined();

    const strengths = findQuestion('2-1')!;
    expect(optionLabel(strengths, 'teamwork', 'fr')).toBe("Travail d'équipe");
    expect(optionLabel(strengths, 'teamwork', 'en')).toBe('Teamwork');
    expect(optionLabel(strengths, 'unknown', 'fr')).toBe('unknown');
    expect(optionLabel(findQuestion('2-2')!, 'teamwork', 'fr')).toBe('teamwork');
  });

  it('uses the same id for the same idea across sessions', () => {
    const idOf = (questionId: string, label: string) => {
      const question = findQuestion(questionId);
      return question?.kind === 'multi' ? question.options.find((choice) => choice.label.fr === label)?.id : undefined;
    };
    expect(idOf('1-1', 'Leadership')).toBe(idOf('2-1', 'Leadership'));
    expect(idOf('1-1', 'Leadership')).toBe(idOf('4-1', 'Leadership'));
    expect(idOf('1-1', 'Impact social')).toBe(idOf('4-1', 'Impact social'));
    expect(idOf('1-1', 'Créativité')).toBe(idOf('2-1', 'Créativité'));
  });

  it('is sound content for the questionnaire engine, stored under the id « onboarding »', () => {
    expect(questionnaireProblems(ONBOARDING_QUESTIONNAIRE)).toEqual([]);
    expect(ONBOARDING_QUESTIONNAIRE.id).toBe('onboarding');
    expect(ONBOARDING_QUESTIONNAIRE.sections).toBe(ONBOARDING_SESSIONS);
  });
});
