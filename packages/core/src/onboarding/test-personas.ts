/**
 * Three people who answered the onboarding, for tests (and for anyone who needs realistic answers,
 * such as a seed). Their free texts follow French typography so that quoting them stays clean.
 */
import type { OnboardingAnswer } from './answers.ts';

export interface PersonaAnswers {
  values: string[];
  valuesStory: string;
  valuesFit: number;
  strengths: string[];
  strengthsStory: string;
  confidence: number;
  environment: string[];
  idealDay: string;
  environmentMatch: number;
  aspirations: string[];
  inTwoYears: string;
  motivation: number;
}

/** Balance under strain: remote-friendly, values and place far from today's job. */
export const CAMILLE: PersonaAnswers = {
  values: ['social_impact', 'work_life_balance', 'collaboration'],
  valuesStory:
    'L’an dernier, j’ai coordonné la collecte solidaire avec toute l’équipe. Je rentrais tôt. Tout le monde se sentait utile et écouté.',
  valuesFit: 2,
  strengths: ['teamwork', 'communication', 'organization'],
  strengthsStory: 'On me demande souvent de reformuler les tensions en réunion. Et d’organiser les plannings\u00a0!',
  confidence: 3,
  environment: ['flexible_setting', 'remote', 'hybrid'],
  idealDay: 'Deux jours chez moi au calme, trois jours avec l’équipe\u00a0; pas de réunion après 17\u00a0h.',
  environmentMatch: 3,
  aspirations: ['better_balance', 'social_impact'],
  inTwoYears: 'J’aimerais dire que mon travail a du sens et que je vois grandir mes enfants.',
  motivation: 6,
};

/** Confident and driven: wants to grow as a leader and an expert. */
export const KARIM: PersonaAnswers = {
  values: ['leadership', 'innovation', 'autonomy'],
  valuesStory:
    'Quand j’ai mené la refonte de notre outil interne - de la première maquette au déploiement - je me suis senti à ma place.',
  valuesFit: 9,
  strengths: ['leadership', 'problem_solving', 'analysis', 'communication'],
  strengthsStory: 'Démêler un incident de production compliqué. Expliquer simplement une architecture technique.',
  confidence: 9,
  environment: ['traditional_office', 'formal_structure'],
  idealDay:
    'Une matinée de travail concentré, puis un atelier avec l’équipe pour décider ensemble\u00a0; un cadre clair et des objectifs partagés.',
  environmentMatch: 8,
  aspirations: ['career_growth', 'leadership', 'technical_expertise'],
  inTwoYears: 'Je dirige une équipe d’ingénieurs reconnue pour la qualité de son travail.',
  motivation: 9,
};

/** Creative and tired: many wishes, little energy right now. */
export const INES: PersonaAnswers = {
  values: ['creativity', 'autonomy'],
  valuesStory: 'Dessiner.',
  valuesFit: 5,
  strengths: ['creativity', 'adaptability'],
  strengthsStory: 'Trouver des idées\nmettre en forme une présentation qui donne envie',
  confidence: 6,
  environment: ['coworking', 'outdoors', 'creative_space'],
  idealDay: 'Un atelier lumineux, de la musique, quelques personnes inspirantes autour de moi.',
  environmentMatch: 4,
  aspirations: ['independence', 'innovation', 'skills_development', 'career_growth'],
  inTwoYears: 'Je voudrais vivre de mes illustrations… ou au moins essayer.',
  motivation: 3,
};

export const PERSONAS = { camille: CAMILLE, karim: KARIM, ines: INES };

/** The twelve stored answers of a persona, one minute apart from `start`. */
export function personaAnswers(persona: PersonaAnswers, start = '2026-03-02T09:00:00.000Z'): OnboardingAnswer[] {
  const rows: [string, Partial<Pick<OnboardingAnswer, 'textResponse' | 'multiChoiceResponse' | 'scaleResponse'>>][] = [
    ['1-1', { multiChoiceResponse: persona.values }],
    ['1-2', { textResponse: persona.valuesStory }],
    ['1-3', { scaleResponse: persona.valuesFit }],
    ['2-1', { multiChoiceResponse: persona.strengths }],
    ['2-2', { textResponse: persona.strengthsStory }],
    ['2-3', { scaleResponse: persona.confidence }],
    ['3-1', { multiChoiceResponse: persona.environment }],
    ['3-2', { textResponse: persona.idealDay }],
    ['3-3', { scaleResponse: persona.environmentMatch }],
    ['4-1', { multiChoiceResponse: persona.aspirations }],
    ['4-2', { textResponse: persona.inTwoYears }],
    ['4-3', { scaleResponse: persona.motivation }],
  ];
  const startTime = Date.parse(start);
  return rows.map(([questionId, fields], index) => ({
    questionId,
    textResponse: null,
    multiChoiceResponse: null,
    scaleResponse: null,
    ...fields,
    answeredAt: new Date(startTime + index * 60_000).toISOString(),
  }));
}
