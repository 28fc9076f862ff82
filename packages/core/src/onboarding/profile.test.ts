import { describe, expect, it } from 'vitest';
import type { OnboardingAnswer } from './answers.ts';
import { buildProfile, DIMENSIONS, extractKeyPhrases, intensityOf, KEY_PHRASE_MAX_LENGTH } from './profile.ts';
import { synthesisCards } from './synthesis-content.ts';
import { CAMILLE, INES, KARIM, PERSONAS, personaAnswers } from '../../test/fixtures/test-personas.ts';

/** A fixed shuffle (reverse, then interleave) so the test does not depend on chance. */
function shuffled<T>(items: T[]): T[] {
  const reversed = items.toReversed();
  return [...reversed.filter((_, index) => index % 2 === 0), ...reversed.filter((_, index) => index % 2 === 1)];
}

const stripEllipsis = (phrase: string) => phrase.replace(/…$/u, '');

describe('buildProfile', () => {
  it('reads the four dimensions of a persona', () => {
    expect(buildProfile(personaAnswers(CAMILLE))).toEqual({
      values: {
        dimension: 'values',
        choices: ['collaboration', 'work_life_balance', 'social_impact'],
        keyPhrases: [
          'L’an dernier, j’ai coordonné la collecte solidaire avec toute l’équipe',
          'Tout le monde se sentait utile et écouté',
        ],
        scale: 2,
        intensity: 'low',
      },
      strengths: {
        dimension: 'strengths',
        choices: ['communication', 'organization', 'teamwork'],
        keyPhrases: ['On me demande souvent de reformuler les tensions en réunion', 'Et d’organiser les plannings'],
        scale: 3,
        intensity: 'low',
      },
      environment: {
        dimension: 'environment',
        choices: ['remote', 'hybrid', 'flexible_setting'],
        keyPhrases: ['Deux jours chez moi au calme, trois jours avec l’équipe', 'pas de réunion après 17\u00a0h'],
        scale: 3,
        intensity: 'low',
      },
      aspirations: {
        dimension: 'aspirations',
        choices: ['better_balance', 'social_impact'],
        keyPhrases: ['J’aimerais dire que mon travail a du sens et que je vois grandir mes enfants'],
        scale: 6,
        intensity: 'medium',
      },
    });
  });

  it.each(Object.entries(PERSONAS))('is deterministic for %s, whatever the order of the answers', (_name, persona) => {
    const answers = personaAnswers(persona);
    const profile = buildProfile(answers);
    expect(buildProfile(personaAnswers(persona))).toEqual(profile);
    expect(buildProfile(shuffled(answers))).toEqual(profile);
    expect(buildProfile(answers.toReversed())).toEqual(profile);
  });

  it('lists choices in questionnaire order, not click order', () => {
    const profile = buildProfile(personaAnswers(KARIM));
    expect(profile.values.choices).toEqual(['autonomy', 'innovation', 'leadership']);
    expect(profile.strengths.choices).toEqual(['communication', 'problem_solving', 'analysis', 'leadership']);
  });

  it('gives different people visibly different profiles and cards', () => {
    const [camille, karim, ines] = [CAMILLE, KARIM, INES].map((persona) => buildProfile(personaAnswers(persona)));
    expect(camille).not.toEqual(karim);
    expect(karim).not.toEqual(ines);
    const cards = [camille!, karim!, ines!].map((profile) => synthesisCards(profile, 'fr'));
    for (let index = 0; index < 4; index++) {
      const [a, b, c] = cards.map((personCards) => personCards[index]!);
      expect(new Set([a!.text, b!.text, c!.text]).size).toBe(3);
      expect(new Set([a!.highlights.join(), b!.highlights.join(), c!.highlights.join()]).size).toBe(3);
    }
  });

  it.each(Object.entries(PERSONAS))('quotes %s in their own words, at most two phrases, in order', (_name, persona) => {
    const texts = {
      values: persona.valuesStory,
      strengths: persona.strengthsStory,
      environment: persona.idealDay,
      aspirations: persona.inTwoYears,
    };
    const profile = buildProfile(personaAnswers(persona));
    for (const dimension of DIMENSIONS) {
      const written = texts[dimension].trim();
      const phrases = profile[dimension].keyPhrases;
      expect(phrases.length).toBeGreaterThan(0);
      expect(phrases.length).toBeLessThanOrEqual(2);
      const positions = phrases.map((phrase) => written.indexOf(stripEllipsis(phrase)));
      for (const position of positions) expect(position).toBeGreaterThanOrEqual(0);
      expect(positions).toEqual(positions.toSorted((a, b) => a - b));
    }
  });

  it('keeps the latest valid answer when a question was saved twice', () => {
    const answers = personaAnswers(INES);
    const later: OnboardingAnswer = { ...answers[2]!, scaleResponse: 9, answeredAt: '2026-03-03T09:00:00.000Z' };
    const invalidLatest: OnboardingAnswer = {
      ...answers[2]!,
      scaleResponse: 42,
      answeredAt: '2026-03-04T09:00:00.000Z',
    };
    const profile = buildProfile([...answers, later, invalidLatest]);
    expect(profile.values.scale).toBe(9);
    expect(buildProfile([invalidLatest, later, ...answers])).toEqual(profile);
  });

  it('settles two saves at the same instant the same way in any order', () => {
    const base = personaAnswers(INES);
    const twin: OnboardingAnswer = { ...base[2]!, scaleResponse: 8 };
    expect(buildProfile([...base, twin])).toEqual(buildProfile([twin, ...base]));
  });

  it('ignores unknown questions, invalid answers and answers of the wrong kind', () => {
    const at = '2026-03-02T09:00:00.000Z';
    const profile = buildProfile([
      { questionId: '9-1', textResponse: null, multiChoiceResponse: ['autonomy'], scaleResponse: null, answeredAt: at },
      {
        questionId: '1-1',
        textResponse: null,
        multiChoiceResponse: ['autonomy', 'x'],
        scaleResponse: null,
        answeredAt: at,
      },
      { questionId: '1-2', textResponse: '   ', multiChoiceResponse: null, scaleResponse: null, answeredAt: at },
      { questionId: '1-3', textResponse: null, multiChoiceResponse: null, scaleResponse: 0, answeredAt: at },
      { questionId: '2-3', textResponse: '8', multiChoiceResponse: null, scaleResponse: null, answeredAt: at },
      { questionId: '2-1', textResponse: null, multiChoiceResponse: ['teamwork'], scaleResponse: 3, answeredAt: at },
    ]);
    expect(profile.values).toEqual({ dimension: 'values', choices: [], keyPhrases: [], scale: null, intensity: null });
    expect(profile.strengths).toMatchObject({ choices: ['teamwork'], scale: null, intensity: null });
  });

  it('builds an empty profile from no answers without throwing', () => {
    const profile = buildProfile([]);
    for (const dimension of DIMENSIONS) {
      expect(profile[dimension]).toEqual({ dimension, choices: [], keyPhrases: [], scale: null, intensity: null });
    }
  });

  it('copes with a partial onboarding', () => {
    const profile = buildProfile(personaAnswers(KARIM).slice(0, 5));
    expect(profile.values.intensity).toBe('high');
    expect(profile.strengths.choices).toHaveLength(4);
    expect(profile.strengths.keyPhrases).toHaveLength(2);
    expect(profile.strengths.scale).toBeNull();
    expect(profile.environment.choices).toEqual([]);
    expect(profile.aspirations.keyPhrases).toEqual([]);
  });
});

describe('intensityOf', () => {
  it('reads 1–4 as low, 5–7 as medium, 8–10 as high', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(intensityOf)).toEqual([
      'low',
      'low',
      'low',
      'low',
      'medium',
      'medium',
      'medium',
      'high',
      'high',
      'high',
    ]);
    expect(intensityOf(null)).toBeNull();
  });

  it('shows in the profile at the thresholds', () => {
    for (const [scale, intensity] of [
      [4, 'low'],
      [5, 'medium'],
      [7, 'medium'],
      [8, 'high'],
    ] as const) {
      const profile = buildProfile(personaAnswers({ ...KARIM, confidence: scale }));
      expect(profile.strengths).toMatchObject({ scale, intensity });
    }
  });
});

describe('extractKeyPhrases', () => {
  it('keeps the two most substantive sentences, in their original order', () => {
    const text =
      'Je suis arrivée tôt. Nous avons préparé ensemble la présentation pour le client principal. Ça a marché ! Le client a signé le contrat le lendemain matin.';
    expect(extractKeyPhrases(text)).toEqual([
      'Nous avons préparé ensemble la présentation pour le client principal',
      'Le client a signé le contrat le lendemain matin',
    ]);
  });

  it('splits on . ! ? ; new lines and spaced dashes', () => {
    expect(extractKeyPhrases('Une première idée assez longue ; une seconde idée encore plus longue', 5)).toEqual([
      'Une première idée assez longue',
      'une seconde idée encore plus longue',
    ]);
    expect(extractKeyPhrases('Aider mes collègues chaque jour\nfaire avancer les projets vite', 5)).toHaveLength(2);
    expect(extractKeyPhrases('Écouter les autres vraiment - puis proposer une solution concrète', 5)).toEqual([
      'Écouter les autres vraiment',
      'puis proposer une solution concrète',
    ]);
    expect(extractKeyPhrases('Garder le cap toujours — même quand tout bouge', 5)).toEqual([
      'Garder le cap toujours',
      'même quand tout bouge',
    ]);
    expect(extractKeyPhrases('Pourquoi pas moi\u00a0? Je saurais très bien faire\u00a0!', 5)).toEqual([
      'Pourquoi pas moi',
      'Je saurais très bien faire',
    ]);
  });

  it('does not split inside numbers, hyphenated words or abbreviations without a space', () => {
    expect(extractKeyPhrases('Une note de 4.5 sur le projet full-stack de fin d’année.')).toEqual([
      'Une note de 4.5 sur le projet full-stack de fin d’année',
    ]);
  });

  it('prefers long words and, on a tie, the earlier fragment', () => {
    expect(extractKeyPhrases('Un deux six sept. Alpha bravo charlie. Delta hotel india.', 1)).toEqual([
      'Alpha bravo charlie',
    ]);
  });

  it('drops fragments under three words, unless nothing else remains', () => {
    expect(extractKeyPhrases('Oui. Travailler avec des gens bienveillants. Bref.')).toEqual([
      'Travailler avec des gens bienveillants',
    ]);
    expect(extractKeyPhrases('  Dessiner.  ')).toEqual(['Dessiner']);
    expect(extractKeyPhrases('Aider. Écouter.')).toEqual(['Aider. Écouter']);
  });

  it('returns nothing for an empty or punctuation-only text, or max 0', () => {
    expect(extractKeyPhrases('')).toEqual([]);
    expect(extractKeyPhrases('   \n ')).toEqual([]);
    expect(extractKeyPhrases('...')).toEqual([]);
    expect(extractKeyPhrases('Une phrase bien assez longue', 0)).toEqual([]);
  });

  it('removes stray punctuation and an unmatched quote mark at the ends', () => {
    expect(extractKeyPhrases('- Organiser les équipes, ')).toEqual(['Organiser les équipes']);
    expect(extractKeyPhrases('«\u00a0Bravo pour tout. Vraiment bien joué\u00a0»')).toEqual([
      'Bravo pour tout',
      'Vraiment bien joué',
    ]);
  });

  it('keeps a quotation whole', () => {
    const text = 'Il m’a dit «\u00a0bravo pour ce travail\u00a0!\u00a0» et j’ai souri de fierté.';
    expect(extractKeyPhrases(text)).toEqual([
      'Il m’a dit «\u00a0bravo pour ce travail\u00a0!\u00a0» et j’ai souri de fierté',
    ]);
  });

  it('cuts a long fragment at a word boundary, within 160 characters, with an ellipsis', () => {
    const long = `${'Travailler longtemps sur des sujets passionnants avec des collègues formidables '.repeat(4)}fin`;
    const [phrase] = extractKeyPhrases(long);
    expect(phrase!.length).toBeLessThanOrEqual(KEY_PHRASE_MAX_LENGTH);
    expect(phrase!.endsWith('…')).toBe(true);
    expect(long.startsWith(stripEllipsis(phrase!))).toBe(true);
    expect(long.charAt(stripEllipsis(phrase!).length)).toBe(' ');
  });

  it('cuts a short-worded long answer the same way', () => {
    const long = `${'Oui. '.repeat(50)}`;
    const [phrase] = extractKeyPhrases(long);
    expect(phrase!.length).toBeLessThanOrEqual(KEY_PHRASE_MAX_LENGTH);
    expect(long.trim().startsWith(stripEllipsis(phrase!))).toBe(true);
  });

  it('cuts a single endless word hard rather than return nothing', () => {
    const [phrase] = extractKeyPhrases('a'.repeat(400));
    expect(phrase).toBe(`${'a'.repeat(159)}…`);
  });

  it('is deterministic', () => {
    const text = CAMILLE.valuesStory;
    expect(extractKeyPhrases(text)).toEqual(extractKeyPhrases(text));
  });
});
