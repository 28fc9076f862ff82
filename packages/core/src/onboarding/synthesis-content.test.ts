import { describe, expect, it } from 'vitest';
import type { Language } from '../language.ts';
import {
  buildProfile,
  DIMENSIONS,
  emptyDimensionProfile,
  intensityOf,
  type Dimension,
  type DimensionProfile,
  type IkigaiProfile,
} from './profile.ts';
import { GENERAL_RECOMMENDATIONS, RECOMMENDATION_RULES } from './recommendation-rules.ts';
import { recommendations, synthesisCards, type Recommendation, type SynthesisCard } from './synthesis-content.ts';
import {
  CAMILLE,
  INES,
  KARIM,
  PERSONAS,
  personaAnswers,
  type PersonaAnswers,
} from '../../test/fixtures/test-personas.ts';

const LANGUAGES: Language[] = ['fr', 'en'];
const GENERAL_IDS = ['revisit-your-ikigai', 'weekly-check-in', 'restorative-breaks', 'share-your-summary'];

type ProfileParts = { [D in Dimension]?: Partial<Pick<DimensionProfile, 'choices' | 'keyPhrases' | 'scale'>> };

/** A profile with only what a test cares about. */
function profileOf(parts: ProfileParts): IkigaiProfile {
  const dimension = (name: Dimension): DimensionProfile => {
    const part = parts[name] ?? {};
    const scale = part.scale ?? null;
    return { ...emptyDimensionProfile(name), ...part, scale, intensity: intensityOf(scale) };
  };
  return {
    values: dimension('values'),
    strengths: dimension('strengths'),
    environment: dimension('environment'),
    aspirations: dimension('aspirations'),
  };
}

const personaProfile = (persona: PersonaAnswers) => buildProfile(personaAnswers(persona));
const cardOf = (cards: SynthesisCard[], id: SynthesisCard['id']) => cards.find((card) => card.id === id)!;
const ids = (list: Recommendation[]) => list.map((recommendation) => recommendation.id);

/** Many profiles: each persona with every combination of low, medium and high answers. */
const VARIED_PROFILES: IkigaiProfile[] = Object.values(PERSONAS).flatMap((persona) =>
  [2, 6, 9].flatMap((valuesFit) =>
    [2, 6, 9].flatMap((confidence) =>
      [2, 6, 9].flatMap((environmentMatch) =>
        [2, 6, 9].map((motivation) =>
          personaProfile({ ...persona, valuesFit, confidence, environmentMatch, motivation }),
        ),
      ),
    ),
  ),
);

/** For each rule, a small profile that calls for it. */
const RULE_CASES: [string, ProfileParts][] = [
  ['protect-your-balance', { aspirations: { choices: ['better_balance'] }, environment: { scale: 3 } }],
  ['proof-journal', { strengths: { scale: 2 } }],
  ['discuss-work-arrangements', { environment: { choices: ['hybrid'], scale: 4 } }],
  ['one-aligned-task-a-week', { values: { scale: 1 } }],
  ['career-conversation', { aspirations: { choices: ['career_growth'], scale: 8 } }],
  ['lean-on-your-strengths', { strengths: { scale: 10 }, values: { scale: 3 } }],
  ['mentor-someone', { aspirations: { choices: ['leadership'] } }],
  ['weekly-learning-slot', { values: { choices: ['continuous_learning'] } }],
  ['change-one-thing-in-your-setting', { environment: { choices: ['outdoors'], scale: 2 } }],
  ['skills-volunteering', { values: { choices: ['social_impact'] } }],
  ['explore-independence', { aspirations: { choices: ['independence'] } }],
  ['deepen-one-expertise', { aspirations: { choices: ['technical_expertise'] } }],
  ['run-a-small-experiment', { environment: { choices: ['creative_space'] } }],
  ['choose-one-priority', { aspirations: { choices: ['career_growth', 'innovation', 'leadership', 'independence'] } }],
  ['peer-exchange', { strengths: { choices: ['teamwork'] } }],
  ['take-on-a-challenge', { strengths: { choices: ['analysis'] } }],
  ['ask-for-autonomy', { values: { choices: ['autonomy'] } }],
  ['share-your-know-how', { strengths: { scale: 8 } }],
  ['turn-your-vision-into-steps', { aspirations: { keyPhrases: ['Je dirige mon propre atelier'] } }],
  ['protect-what-works', { values: { scale: 9 }, environment: { scale: 8 } }],
  ['one-small-step', { aspirations: { scale: 1 } }],
  ['one-small-step', { aspirations: { choices: ['innovation'], scale: 3 } }],
  ['one-aligned-task-a-week', { values: { choices: ['autonomy'], scale: 2 } }],
  ['change-one-thing-in-your-setting', { environment: { scale: 1 } }],
  ['protect-your-balance', { values: { choices: ['work_life_balance'] } }],
  ['mentor-someone', { values: { choices: ['leadership'] } }],
];

/** What we wrote, without the person's quoted words (kept exactly as they typed them). */
function ourWords(text: string): string {
  return text.replace(/«\u00a0.*?\u00a0»/gu, '«\u00a0…\u00a0»').replace(/“.*?”/gu, '“…”');
}

function expectFrenchTypography(text: string) {
  const ours = ourWords(text);
  expect(ours).not.toMatch(/ [?!:;»]/u);
  expect(ours).not.toMatch(/[^\u00a0\u202f][?!:;]/u);
  expect(ours).not.toMatch(/«(?!\u00a0)|[^\u00a0]»/u);
  expect(ours).not.toMatch(/'/u);
  expect(ours).not.toMatch(/[“”"]/u);
  expect(ours).not.toMatch(/\s{2,}|^\s|\s$/u);
}

function expectEnglishTypography(text: string) {
  const ours = ourWords(text);
  expect(ours).not.toMatch(/[\u00a0\u202f]/u);
  expect(ours).not.toMatch(/ [?!:;]/u);
  expect(ours).not.toMatch(/[«»]/u);
  expect(ours).not.toMatch(/\s{2,}|^\s|\s$/u);
}

describe('synthesisCards', () => {
  it('gives four cards in order with the spec titles in French', () => {
    const cards = synthesisCards(personaProfile(CAMILLE), 'fr');
    expect(cards.map((card) => card.id)).toEqual(['values', 'strengths', 'objectives', 'motivations']);
    expect(cards.map((card) => card.title)).toEqual([
      'Valeurs Principales',
      'Points Forts',
      'Objectifs',
      'Motivations',
    ]);
  });

  it('titles them in English too', () => {
    const cards = synthesisCards(personaProfile(CAMILLE), 'en');
    expect(cards.map((card) => card.title)).toEqual(['Core values', 'Strengths', 'Goals', 'Motivations']);
  });

  it('highlights the chosen options with their labels in the reader’s language, in questionnaire order', () => {
    const profile = personaProfile(CAMILLE);
    const fr = synthesisCards(profile, 'fr');
    const en = synthesisCards(profile, 'en');
    expect(cardOf(fr, 'values').highlights).toEqual(['Collaboration', 'Équilibre vie pro/perso', 'Impact social']);
    expect(cardOf(en, 'values').highlights).toEqual(['Collaboration', 'Work-life balance', 'Social impact']);
    expect(cardOf(fr, 'strengths').highlights).toEqual(['Communication', 'Organisation', "Travail d'équipe"]);
    expect(cardOf(en, 'strengths').highlights).toEqual(['Communication', 'Organisation', 'Teamwork']);
    expect(cardOf(fr, 'objectives').highlights).toEqual(['Meilleur équilibre de vie', 'Impact social']);
    expect(cardOf(fr, 'motivations').highlights).toEqual(['Télétravail', 'Environnement hybride', 'Cadre flexible']);
    expect(cardOf(en, 'motivations').highlights).toEqual(['Remote work', 'Hybrid environment', 'Flexible setting']);
  });

  it('cites the person’s choices in the text, with a typographic apostrophe', () => {
    const fr = synthesisCards(personaProfile(CAMILLE), 'fr');
    expect(cardOf(fr, 'values').text).toContain('collaboration, équilibre vie pro/perso et impact social');
    expect(cardOf(fr, 'strengths').text).toContain('communication, organisation et travail d’équipe');
    const en = synthesisCards(personaProfile(CAMILLE), 'en');
    expect(cardOf(en, 'strengths').text).toContain('communication, organisation and teamwork');
  });

  it('quotes their own words in « » in French and “ ” in English', () => {
    const profile = personaProfile(KARIM);
    const fr = synthesisCards(profile, 'fr');
    const en = synthesisCards(profile, 'en');
    expect(cardOf(fr, 'values').text).toContain('«\u00a0Quand j’ai mené la refonte de notre outil interne\u00a0»');
    expect(cardOf(en, 'values').text).toContain('“Quand j’ai mené la refonte de notre outil interne”');
    expect(cardOf(fr, 'strengths').text).toContain('«\u00a0Démêler un incident de production compliqué\u00a0»');
    expect(cardOf(fr, 'objectives').text).toContain(
      '«\u00a0Je dirige une équipe d’ingénieurs reconnue pour la qualité de son travail\u00a0»',
    );
    expect(cardOf(fr, 'motivations').text).toContain('«\u00a0Une matinée de travail concentré');
  });

  it('is deterministic', () => {
    for (const persona of Object.values(PERSONAS)) {
      for (const language of LANGUAGES) {
        expect(synthesisCards(personaProfile(persona), language)).toEqual(
          synthesisCards(personaProfile(persona), language),
        );
      }
    }
  });

  it('writes one to three sentences per card', () => {
    for (const profile of [...VARIED_PROFILES, buildProfile([])]) {
      for (const card of synthesisCards(profile, 'fr')) {
        const sentenceCount = ourWords(card.text)
          .split(/[.!?](?:\s|$)/u)
          .filter((part) => part.trim() !== '').length;
        expect(sentenceCount).toBeGreaterThanOrEqual(1);
        expect(sentenceCount).toBeLessThanOrEqual(3);
      }
    }
  });

  describe('lets the 1–10 answers change the words', () => {
    const textFor = (changes: Partial<PersonaAnswers>, id: SynthesisCard['id'], language: Language = 'fr') =>
      cardOf(synthesisCards(personaProfile({ ...CAMILLE, ...changes }), language), id).text;

    it('acknowledges a gap in values fit, and names alignment as a resource', () => {
      const low = textFor({ valuesFit: 2 }, 'values');
      const medium = textFor({ valuesFit: 6 }, 'values');
      const high = textFor({ valuesFit: 9 }, 'values');
      expect(new Set([low, medium, high]).size).toBe(3);
      expect(low).toContain('écart');
      expect(high).toContain('ressource');
      expect(textFor({ valuesFit: 2 }, 'values', 'en')).toContain('gap');
      expect(textFor({ valuesFit: 9 }, 'values', 'en')).toContain('resource');
    });

    it('speaks to low and high confidence differently', () => {
      const low = textFor({ confidence: 2 }, 'strengths');
      const high = textFor({ confidence: 9 }, 'strengths');
      expect(low).not.toBe(high);
      expect(low).toContain('fragile');
      expect(high).toContain('Vous avez confiance');
    });

    it('reflects the environment match and the motivation in the motivations card', () => {
      const farAndTired = textFor({ valuesFit: 2, environmentMatch: 2, motivation: 2 }, 'motivations');
      const closeAndDriven = textFor({ valuesFit: 9, environmentMatch: 9, motivation: 9 }, 'motivations');
      expect(farAndTired).toContain('reste encore loin');
      expect(farAndTired).toContain('élan est plus discret');
      expect(closeAndDriven).toContain('nourrit déjà bien');
      expect(closeAndDriven).toContain('motivation à faire évoluer les choses est forte');
      expect(textFor({ environmentMatch: 9, valuesFit: 9 }, 'motivations')).not.toBe(
        textFor({ environmentMatch: 2, valuesFit: 9 }, 'motivations'),
      );
    });

    it('suggests focus when many aspirations are chosen', () => {
      const many = textFor(
        { aspirations: ['career_growth', 'skills_development', 'innovation', 'leadership'] },
        'objectives',
      );
      const one = textFor({ aspirations: ['innovation'] }, 'objectives');
      expect(many).toContain('plusieurs directions');
      expect(one).toContain('Une direction claire');
    });
  });

  it('still gives four kind cards for a profile with no answers', () => {
    for (const language of LANGUAGES) {
      const cards = synthesisCards(buildProfile([]), language);
      expect(cards).toHaveLength(4);
      for (const card of cards) {
        expect(card.highlights).toEqual([]);
        expect(card.text.length).toBeGreaterThan(20);
      }
    }
  });

  it('follows French typography in French and none of it in English', () => {
    for (const profile of [...VARIED_PROFILES, buildProfile([])]) {
      for (const card of synthesisCards(profile, 'fr')) expectFrenchTypography(card.text);
      for (const card of synthesisCards(profile, 'en')) expectEnglishTypography(card.text);
    }
  });
});

describe('recommendations', () => {
  it('gives exactly four, with unique ids, in both languages, the same ids in each', () => {
    for (const profile of [...VARIED_PROFILES, buildProfile([])]) {
      const fr = recommendations(profile, 'fr');
      const en = recommendations(profile, 'en');
      expect(fr).toHaveLength(4);
      expect(new Set(ids(fr)).size).toBe(4);
      expect(ids(en)).toEqual(ids(fr));
      for (const recommendation of [...fr, ...en]) {
        expect(recommendation.title.trim()).not.toBe('');
        expect(recommendation.text.length).toBeGreaterThan(40);
      }
    }
  });

  it('is deterministic, whatever the order of the answers', () => {
    for (const persona of Object.values(PERSONAS)) {
      const answers = personaAnswers(persona);
      const expected = recommendations(buildProfile(answers), 'fr');
      expect(recommendations(buildProfile(answers.toReversed()), 'fr')).toEqual(expected);
      expect(recommendations(buildProfile(answers), 'fr')).toEqual(expected);
    }
  });

  it('protects the balance of someone who chose it and whose work does not honour their values', () => {
    const [first] = recommendations(personaProfile({ ...CAMILLE, motivation: 6, valuesFit: 2 }), 'fr');
    expect(first).toMatchObject({ id: 'protect-your-balance', title: 'Protégez votre équilibre' });
    expect(first!.text).toContain('«\u00a0Équilibre vie pro/perso\u00a0»');
    expect(first!.text).toContain('droit à la déconnexion');
  });

  it('suggests a proof journal when confidence is low, citing their strengths', () => {
    const list = recommendations(personaProfile({ ...KARIM, confidence: 2 }), 'fr');
    const journal = list.find((recommendation) => recommendation.id === 'proof-journal');
    expect(journal?.text).toContain('«\u00a0Communication\u00a0» et «\u00a0Résolution de problèmes\u00a0»');
    expect(ids(recommendations(personaProfile({ ...KARIM, confidence: 9 }), 'fr'))).not.toContain('proof-journal');
  });

  it('puts a gentle first step first when motivation is low', () => {
    const list = recommendations(personaProfile(INES), 'fr');
    expect(list[0]).toMatchObject({ id: 'one-small-step', title: 'Un petit pas cette semaine' });
    expect(ids(recommendations(personaProfile({ ...INES, motivation: 8 }), 'fr'))).not.toContain('one-small-step');
  });

  it('follows each persona with advice that fits them', () => {
    expect(ids(recommendations(personaProfile(CAMILLE), 'fr'))).toEqual([
      'protect-your-balance',
      'proof-journal',
      'discuss-work-arrangements',
      'one-aligned-task-a-week',
    ]);
    expect(ids(recommendations(personaProfile(KARIM), 'fr'))).toEqual([
      'career-conversation',
      'mentor-someone',
      'deepen-one-expertise',
      'run-a-small-experiment',
    ]);
    expect(ids(recommendations(personaProfile(INES), 'fr'))).toEqual([
      'one-small-step',
      'weekly-learning-slot',
      'change-one-thing-in-your-setting',
      'explore-independence',
    ]);
  });

  it('gives different people different advice', () => {
    const lists = [CAMILLE, KARIM, INES].map((persona) => ids(recommendations(personaProfile(persona), 'fr')).join());
    expect(new Set(lists).size).toBe(3);
  });

  it.each(RULE_CASES)('recommends %s when the profile calls for it', (id, parts) => {
    const list = recommendations(profileOf(parts), 'fr');
    expect(ids(list)).toContain(id);
    expect(new Set(ids(list)).size).toBe(4);
    expect(recommendations(buildProfile([]), 'fr').map((recommendation) => recommendation.id)).not.toContain(id);
  });

  it('has a rule table of at least 16 rules, each tested to fire above', () => {
    expect(RECOMMENDATION_RULES.length).toBeGreaterThanOrEqual(16);
    for (const rule of RECOMMENDATION_RULES) {
      expect(RULE_CASES.some(([, parts]) => rule.applies(profileOf(parts)))).toBe(true);
    }
    expect(GENERAL_RECOMMENDATIONS.map((rule) => rule.id)).toEqual(GENERAL_IDS);
  });

  it('uses the stronger wording when two rules share an id', () => {
    const strained = recommendations(profileOf({ values: { choices: ['work_life_balance'], scale: 2 } }), 'fr');
    const calm = recommendations(profileOf({ values: { choices: ['work_life_balance'], scale: 9 } }), 'fr');
    expect(ids(strained).filter((id) => id === 'protect-your-balance')).toHaveLength(1);
    expect(strained.find((r) => r.id === 'protect-your-balance')?.title).toBe('Protégez votre équilibre');
    expect(calm.find((r) => r.id === 'protect-your-balance')?.title).toBe('Gardez votre équilibre en vue');
    expect(calm.find((r) => r.id === 'career-conversation')).toBeUndefined();
  });

  it('keeps the four highest priorities, ties in table order', () => {
    const everything = profileOf({
      values: { choices: ['work_life_balance', 'autonomy'], scale: 1 },
      strengths: { choices: ['analysis'], scale: 2 },
      environment: { choices: ['remote'], scale: 2 },
      aspirations: { choices: ['career_growth', 'leadership'], scale: 2 },
    });
    expect(ids(recommendations(everything, 'fr'))).toEqual([
      'one-small-step',
      'protect-your-balance',
      'proof-journal',
      'discuss-work-arrangements',
    ]);
    const tie = profileOf({
      aspirations: { choices: ['technical_expertise'] },
      values: { choices: ['work_life_balance'] },
    });
    expect(ids(recommendations(tie, 'fr')).slice(0, 2)).toEqual(['protect-your-balance', 'deepen-one-expertise']);
  });

  it('gives the four general ones to a profile with no answers', () => {
    expect(ids(recommendations(buildProfile([]), 'fr'))).toEqual(GENERAL_IDS);
    expect(recommendations(buildProfile([]), 'en').map((r) => r.title)).toEqual([
      'Revisit your ikigai in three months',
      'Check in every week',
      'Breaks that restore you',
      'Share this summary',
    ]);
  });

  it('fills up with general ones when few rules apply', () => {
    const list = recommendations(profileOf({ values: { choices: ['autonomy'] } }), 'en');
    expect(ids(list)).toEqual(['ask-for-autonomy', 'revisit-your-ikigai', 'weekly-check-in', 'restorative-breaks']);
    expect(list[0]!.text).toContain('“Autonomy”');
  });

  it('cites labels in the reader’s language', () => {
    const profile = profileOf({ strengths: { choices: ['teamwork'] } });
    expect(recommendations(profile, 'fr')[0]!.text).toContain('«\u00a0Travail d’équipe\u00a0»');
    expect(recommendations(profile, 'en')[0]!.text).toContain('“Teamwork”');
  });

  it('follows French typography in French and none of it in English', () => {
    for (const profile of [...VARIED_PROFILES, buildProfile([])]) {
      for (const { title, text } of recommendations(profile, 'fr')) {
        expectFrenchTypography(title);
        expectFrenchTypography(text);
      }
      for (const { title, text } of recommendations(profile, 'en')) {
        expectEnglishTypography(title);
        expectEnglishTypography(text);
      }
    }
  });

  it('follows typography in every rule, general ones included, wherever it applies', () => {
    const profiles = [...RULE_CASES.map(([, parts]) => profileOf(parts)), ...VARIED_PROFILES.slice(0, 81)];
    for (const rule of [...RECOMMENDATION_RULES, ...GENERAL_RECOMMENDATIONS]) {
      expectFrenchTypography(rule.title.fr);
      expectEnglishTypography(rule.title.en);
      for (const profile of profiles.filter((candidate) => rule.applies(candidate))) {
        expectFrenchTypography(rule.text(profile, 'fr'));
        expectEnglishTypography(rule.text(profile, 'en'));
      }
    }
  });

  it('mentions no diagnosis and no clinical words', () => {
    const clinical = /diagnos|burn-?out|dépression|depression|trouble|patholog|symptôm|symptom/iu;
    for (const profile of VARIED_PROFILES.slice(0, 40)) {
      for (const language of LANGUAGES) {
        for (const { text } of [...recommendations(profile, language), ...synthesisCards(profile, language)]) {
          expect(ourWords(text)).not.toMatch(clinical);
        }
      }
    }
    expect(DIMENSIONS).toHaveLength(4);
  });
});
