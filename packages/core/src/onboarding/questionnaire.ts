/**
 * The onboarding questionnaire (spec part 1 §3), as content for the questionnaire engine: 4
 * sessions × 3 questions. Each session asks a multi-choice of 8 options, a free text, then a scale
 * from 1 to 10. Option labels in French are the spec's, verbatim; option ids are what we store, so
 * answers do not depend on the language.
 */
import type { Localized } from '../language.ts';
import {
  questionById,
  questionsOf,
  type ChoiceOption,
  type MultiChoiceQuestion,
  type Questionnaire,
  type QuestionnaireSection,
  type ScaleQuestion,
  type TextQuestion,
} from '../questionnaire/definition.ts';

export type SessionNumber = 1 | 2 | 3 | 4;

/** What every onboarding question has beyond the engine's: its place, and a help line. */
interface Placement {
  /** '{session}-{question}', e.g. '2-3'. */
  id: string;
  session: SessionNumber;
  index: 1 | 2 | 3;
  help: Localized;
}

export type OnboardingQuestion =
  | (MultiChoiceQuestion & Placement)
  | (TextQuestion & Placement & { placeholder: Localized })
  | (ScaleQuestion & Placement);

export interface OnboardingSession extends QuestionnaireSection<OnboardingQuestion> {
  number: SessionNumber;
  /** What the session is about in the derived profile. */
  dimension: 'values' | 'strengths' | 'environment' | 'aspirations';
  questions: [OnboardingQuestion, OnboardingQuestion, OnboardingQuestion];
}

const option = (id: string, fr: string, en: string): ChoiceOption => ({ id, label: { fr, en } });

export const ONBOARDING_SESSIONS: OnboardingSession[] = [
  {
    number: 1,
    dimension: 'values',
    title: { fr: 'Découverte de vos valeurs', en: 'Discovering your values' },
    questions: [
      {
        id: '1-1',
        session: 1,
        index: 1,
        kind: 'multi',
        prompt: {
          fr: 'Quelles valeurs comptent le plus pour vous dans votre travail\u00a0?',
          en: 'Which values matter most to you in your work?',
        },
        help: { fr: 'Choisissez-en autant que vous le souhaitez.', en: 'Choose as many as you like.' },
        options: [
          option('autonomy', 'Autonomie', 'Autonomy'),
          option('creativity', 'Créativité', 'Creativity'),
          option('innovation', 'Innovation', 'Innovation'),
          option('collaboration', 'Collaboration', 'Collaboration'),
          option('leadership', 'Leadership', 'Leadership'),
          option('work_life_balance', 'Équilibre vie pro/perso', 'Work-life balance'),
          option('social_impact', 'Impact social', 'Social impact'),
          option('continuous_learning', 'Apprentissage continu', 'Continuous learning'),
        ],
      },
      {
        id: '1-2',
        session: 1,
        index: 2,
        kind: 'text',
        prompt: {
          fr: 'Racontez un moment où vous vous êtes senti(e) pleinement vous-même au travail. Que se passait-il\u00a0?',
          en: 'Tell us about a moment when you felt fully yourself at work. What was happening?',
        },
        help: {
          fr: 'Quelques phrases suffisent, avec vos mots.',
          en: 'A few sentences are enough, in your own words.',
        },
        placeholder: { fr: 'Par exemple\u00a0: le jour où…', en: 'For example: the day when…' },
      },
      {
        id: '1-3',
        session: 1,
        index: 3,
        kind: 'scale',
        prompt: {
          fr: 'Aujourd’hui, dans quelle mesure votre travail respecte-t-il ces valeurs\u00a0?',
          en: 'Today, how far does your work honour these values?',
        },
        help: { fr: 'De 1 (pas du tout) à 10 (totalement).', en: 'From 1 (not at all) to 10 (completely).' },
        min: 1,
        max: 10,
        minLabel: { fr: 'Pas du tout', en: 'Not at all' },
        maxLabel: { fr: 'Totalement', en: 'Completely' },
      },
    ],
  },
  {
    number: 2,
    dimension: 'strengths',
    title: { fr: 'Vos compétences et talents', en: 'Your skills and talents' },
    questions: [
      {
        id: '2-1',
        session: 2,
        index: 1,
        kind: 'multi',
        prompt: {
          fr: 'Quelles compétences utilisez-vous avec le plus d’aisance\u00a0?',
          en: 'Which skills do you use most easily?',
        },
        help: { fr: 'Choisissez-en autant que vous le souhaitez.', en: 'Choose as many as you like.' },
        options: [
          option('communication', 'Communication', 'Communication'),
          option('organization', 'Organisation', 'Organisation'),
          option('problem_solving', 'Résolution de problèmes', 'Problem solving'),
          option('analysis', 'Analyse', 'Analysis'),
          option('creativity', 'Créativité', 'Creativity'),
          option('leadership', 'Leadership', 'Leadership'),
          option('teamwork', "Travail d'équipe", 'Teamwork'),
          option('adaptability', 'Adaptabilité', 'Adaptability'),
        ],
      },
      {
        id: '2-2',
        session: 2,
        index: 2,
        kind: 'text',
        prompt: {
          fr: 'Pour quoi vos collègues ou vos proches viennent-ils spontanément vous demander de l’aide\u00a0?',
          en: 'What do colleagues or people close to you naturally come to you for?',
        },
        help: { fr: 'Pensez à des situations concrètes.', en: 'Think of concrete situations.' },
        placeholder: {
          fr: 'Par exemple\u00a0: démêler un problème compliqué…',
          en: 'For example: untangling a tricky problem…',
        },
      },
      {
        id: '2-3',
        session: 2,
        index: 3,
        kind: 'scale',
        prompt: {
          fr: 'À quel point vous sentez-vous confiant(e) dans ces talents\u00a0?',
          en: 'How confident do you feel about these talents?',
        },
        help: {
          fr: 'De 1 (peu confiant) à 10 (très confiant).',
          en: 'From 1 (not very confident) to 10 (very confident).',
        },
        min: 1,
        max: 10,
        minLabel: { fr: 'Peu confiant(e)', en: 'Not very confident' },
        maxLabel: { fr: 'Très confiant(e)', en: 'Very confident' },
      },
    ],
  },
  {
    number: 3,
    dimension: 'environment',
    title: { fr: 'Votre environnement idéal', en: 'Your ideal environment' },
    questions: [
      {
        id: '3-1',
        session: 3,
        index: 1,
        kind: 'multi',
        prompt: {
          fr: 'Dans quels environnements de travail vous sentez-vous le mieux\u00a0?',
          en: 'In which work environments do you feel at your best?',
        },
        help: { fr: 'Choisissez-en autant que vous le souhaitez.', en: 'Choose as many as you like.' },
        options: [
          option('traditional_office', 'Bureau traditionnel', 'Traditional office'),
          option('coworking', 'Espace de coworking', 'Coworking space'),
          option('remote', 'Télétravail', 'Remote work'),
          option('hybrid', 'Environnement hybride', 'Hybrid environment'),
          option('outdoors', 'En extérieur', 'Outdoors'),
          option('creative_space', 'Environnement créatif', 'Creative environment'),
          option('formal_structure', 'Structure formelle', 'Formal structure'),
          option('flexible_setting', 'Cadre flexible', 'Flexible setting'),
        ],
      },
      {
        id: '3-2',
        session: 3,
        index: 2,
        kind: 'text',
        prompt: {
          fr: 'Décrivez une journée de travail idéale\u00a0: le lieu, le rythme, les personnes autour de vous.',
          en: 'Describe an ideal working day: the place, the pace, the people around you.',
        },
        help: { fr: 'Laissez-vous imaginer, sans contrainte.', en: 'Let yourself imagine, without constraints.' },
        placeholder: { fr: 'Par exemple\u00a0: je commence par…', en: 'For example: I start with…' },
      },
      {
        id: '3-3',
        session: 3,
        index: 3,
        kind: 'scale',
        prompt: {
          fr: 'Votre environnement actuel correspond-il à cet idéal\u00a0?',
          en: 'Does your current environment match this ideal?',
        },
        help: { fr: 'De 1 (pas du tout) à 10 (parfaitement).', en: 'From 1 (not at all) to 10 (perfectly).' },
        min: 1,
        max: 10,
        minLabel: { fr: 'Pas du tout', en: 'Not at all' },
        maxLabel: { fr: 'Parfaitement', en: 'Perfectly' },
      },
    ],
  },
  {
    number: 4,
    dimension: 'aspirations',
    title: { fr: 'Vos aspirations', en: 'Your aspirations' },
    questions: [
      {
        id: '4-1',
        session: 4,
        index: 1,
        kind: 'multi',
        prompt: {
          fr: 'Qu’aimeriez-vous voir grandir dans votre vie professionnelle\u00a0?',
          en: 'What would you like to see grow in your working life?',
        },
        help: { fr: 'Choisissez-en autant que vous le souhaitez.', en: 'Choose as many as you like.' },
        options: [
          option('career_growth', 'Évolution de carrière', 'Career growth'),
          option('skills_development', 'Développement de compétences', 'Skills development'),
          option('better_balance', 'Meilleur équilibre de vie', 'Better life balance'),
          option('social_impact', 'Impact social', 'Social impact'),
          option('innovation', 'Innovation', 'Innovation'),
          option('leadership', 'Leadership', 'Leadership'),
          option('independence', 'Indépendance', 'Independence'),
          option('technical_expertise', 'Expertise technique', 'Technical expertise'),
        ],
      },
      {
        id: '4-2',
        session: 4,
        index: 2,
        kind: 'text',
        prompt: {
          fr: 'Dans deux ans, qu’aimeriez-vous pouvoir dire de votre travail\u00a0?',
          en: 'Two years from now, what would you like to be able to say about your work?',
        },
        help: {
          fr: 'Une phrase, un rêve, un projet\u00a0: tout compte.',
          en: 'A sentence, a dream, a project: everything counts.',
        },
        placeholder: { fr: 'Par exemple\u00a0: j’aimerais…', en: 'For example: I would like…' },
      },
      {
        id: '4-3',
        session: 4,
        index: 3,
        kind: 'scale',
        prompt: {
          fr: 'Quelle est votre motivation à faire évoluer votre situation\u00a0?',
          en: 'How motivated are you to change your situation?',
        },
        help: {
          fr: 'De 1 (peu motivé) à 10 (très motivé).',
          en: 'From 1 (not very motivated) to 10 (very motivated).',
        },
        min: 1,
        max: 10,
        minLabel: { fr: 'Peu motivé(e)', en: 'Not very motivated' },
        maxLabel: { fr: 'Très motivé(e)', en: 'Very motivated' },
      },
    ],
  },
];

export const ONBOARDING_QUESTIONNAIRE: Questionnaire<OnboardingQuestion> = {
  id: 'onboarding',
  sections: ONBOARDING_SESSIONS,
};

export const ONBOARDING_QUESTIONS = questionsOf(ONBOARDING_QUESTIONNAIRE);
export const QUESTION_IDS = ONBOARDING_QUESTIONS.map((question) => question.id);
export const TOTAL_QUESTIONS = ONBOARDING_QUESTIONS.length;
export const TOTAL_SESSIONS = ONBOARDING_SESSIONS.length;

export const findQuestion = (id: string) => questionById(ONBOARDING_QUESTIONNAIRE, id);
