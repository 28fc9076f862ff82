import { describe, expect, it } from 'vitest';
import { extractPdf as extract, normalise, type ExtractedPage } from '../../../test/harness/pdf.ts';
import { SYNTHESIS_PDF_FILE_NAME } from '@va/core/onboarding/contract';
import { frenchSpacing, renderSynthesisPdf, type SynthesisPdfInput } from './synthesis-pdf.ts';

const CARD_TITLES = ['Valeurs Principales', 'Points Forts', 'Objectifs', 'Motivations'];
const RECOMMENDATION_TITLES = [
  'Explorez des projets à impact',
  'Cultivez votre créativité',
  'Protégez votre équilibre',
  'Partagez vos apprentissages',
];

function frenchInput(overrides: Partial<SynthesisPdfInput> = {}): SynthesisPdfInput {
  return {
    language: 'fr',
    generatedAt: new Date('2026-11-21T10:00:00Z'),
    firstname: 'Camille',
    stats: { totalQuestions: 12, answeredQuestions: 12, completionRate: 100, lastAnswered: '2026-11-20T16:30:00Z' },
    cards: [
      {
        id: 'values',
        title: 'Valeurs Principales',
        highlights: ['Équilibre vie pro/perso', 'Créativité', 'Impact social'],
        text: 'Votre phrase clé : « Travailler avec le cœur et donner du sens à chaque journée. »',
      },
      {
        id: 'strengths',
        title: 'Points Forts',
        highlights: ['Communication', 'Adaptabilité'],
        text: 'Vous savez fédérer une équipe ; vos collègues apprécient votre écoute.',
      },
      {
        id: 'goals',
        title: 'Objectifs',
        highlights: ['Évolution de carrière', 'Meilleur équilibre de vie'],
        text: 'Vous visez « Impact social » et un rythme plus serein.',
      },
      {
        id: 'motivations',
        title: 'Motivations',
        highlights: ['Innovation', 'Indépendance'],
        text: 'Ce qui vous anime : apprendre, créer et transmettre.',
      },
    ],
    recommendations: RECOMMENDATION_TITLES.map((title, index) => ({
      id: `reco-${index + 1}`,
      title,
      text: 'Prenez le temps d’y réfléchir cette semaine. Notez ce qui vous donne de l’énergie !',
    })),
    ...overrides,
  };
}

function longInput(): SynthesisPdfInput {
  const sentence =
    'Cette phrase volontairement longue décrit en détail ce qui compte pour vous au travail, ce qui vous donne de l’énergie et ce que vous souhaitez développer au cours des prochains mois.';
  const base = frenchInput();
  return {
    ...base,
    cards: base.cards.map((card) => ({
      ...card,
      highlights: [
        'Autonomie',
        'Créativité',
        'Innovation',
        'Collaboration',
        'Leadership',
        'Équilibre vie pro/perso',
        'Impact social',
        'Apprentissage continu',
      ],
      text: `${sentence} ${sentence} ${sentence}`,
    })),
    recommendations: base.recommendations.map((recommendation) => ({
      ...recommendation,
      text: `${sentence} ${sentence} ${sentence}`,
    })),
  };
}

/** Text below this height (points from the bottom edge) can only be the footer. */
const FOOTER_ZONE = 70;

function expectFooterOnEveryPage(pages: ExtractedPage[], pageLabel: (current: number, total: number) => string) {
  pages.forEach((page, index) => {
    expect(page.text).toContain('© 2025 Votre assistant');
    expect(page.text).toContain(pageLabel(index + 1, pages.length));
    const inFooterZone = page.runs.filter((run) => run.y < FOOTER_ZONE).map((run) => normalise(run.text));
    expect(inFooterZone.sort()).toEqual(['© 2025 Votre assistant', pageLabel(index + 1, pages.length)].sort());
  });
}

describe('summary PDF', () => {
  it('is named synthese-ikigai.pdf', () => {
    expect(SYNTHESIS_PDF_FILE_NAME).toBe('synthese-ikigai.pdf');
  });

  it('renders the French summary with its accents, statistics, cards, recommendations and footer', async () => {
    const pdf = await renderSynthesisPdf(frenchInput());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pages, info } = await extract(pdf);
    const text = pages.map((page) => page.text).join(' ');
    expect(text).toContain('Synthèse IKIGAI de Camille');
    expect(text).toContain('Générée le 21/11/2026');
    for (const statistic of [
      'Questions : 12',
      'Réponses : 12',
      'Taux de complétion : 100 %',
      'Dernière réponse : 20/11/2026',
    ]) {
      expect(text).toContain(statistic);
    }
    for (const title of CARD_TITLES) expect(text).toContain(title);
    for (const highlight of ['Équilibre vie pro/perso', 'Créativité', 'Impact social', 'Évolution de carrière']) {
      expect(text).toContain(highlight);
    }
    expect(text).toContain('cœur');
    expect(text).toContain('« Travailler avec le cœur et donner du sens à chaque journée. »');
    expect(text).toContain('« Impact social »');
    expect(text).toContain('de l’énergie !');
    for (const title of RECOMMENDATION_TITLES) expect(text).toContain(title);
    expect(text).toContain('© 2025 Votre assistant');
    expectFooterOnEveryPage(pages, (current, total) => `Page ${current} sur ${total}`);

    expect(info.Title).toBe('Synthèse IKIGAI de Camille');
    expect(info.Author).toBe('Votre assistant');
    expect(info.Language).toBe('fr-FR');
  });

  it('never starts a line with : ; ? ! % » nor ends one with « in French (no-break spaces)', async () => {
    const text = Array.from(
      { length: 40 },
      (_, index) => `Point ${index} : « une idée » ; vraiment ? Oui ! À 50 % au moins.`,
    ).join(' ');
    const input = frenchInput();
    input.cards[0] = { ...input.cards[0]!, text };
    input.recommendations[0] = { ...input.recommendations[0]!, text };
    const { pages } = await extract(await renderSynthesisPdf(input));
    const lines = pages.flatMap((page) => page.runs.map((run) => normalise(run.text)));
    expect(lines.filter((line) => line.includes('une idée')).length).toBeGreaterThan(10);
    expect(lines.filter((line) => /^[:;?!%»]/.test(line) || line.endsWith('«'))).toEqual([]);
  });

  it('titles the summary without a name, with the elided « d’ » before a vowel', async () => {
    const anonymous = await extract(await renderSynthesisPdf(frenchInput({ firstname: '' })));
    expect(anonymous.pages[0]?.text).toContain('Votre synthèse IKIGAI');
    expect(anonymous.info.Title).toBe('Votre synthèse IKIGAI');

    const elided = await extract(await renderSynthesisPdf(frenchInput({ firstname: 'Élise' })));
    expect(elided.pages[0]?.text).toContain('Synthèse IKIGAI d’Élise');
  });

  it('shows a dash when no answer date is known', async () => {
    const stats = { totalQuestions: 12, answeredQuestions: 0, completionRate: 0, lastAnswered: null };
    const { pages } = await extract(await renderSynthesisPdf(frenchInput({ stats })));
    expect(pages[0]?.text).toContain('Dernière réponse : —');
    expect(pages[0]?.text).toContain('Taux de complétion : 0 %');
  });

  it('renders the English summary with an English date', async () => {
    const pdf = await renderSynthesisPdf(frenchInput({ language: 'en', firstname: '' }));
    const { pages, info } = await extract(pdf);
    const text = pages.map((page) => page.text).join(' ');
    expect(text).toContain('Your IKIGAI summary');
    expect(text).toContain('Generated on 21 November 2026');
    expect(text).toContain('Completion rate: 100%');
    expect(text).toContain('Last answer: 20 November 2026');
    expect(text).toContain('© 2025 Votre assistant');
    expectFooterOnEveryPage(pages, (current, total) => `Page ${current} of ${total}`);
    expect(info.Language).toBe('en-GB');
  });

  it('breaks long contents over pages, with the footer on every page and nothing over it', async () => {
    const { pages } = await extract(await renderSynthesisPdf(longInput()));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectFooterOnEveryPage(pages, (current, total) => `Page ${current} sur ${total}`);
    const text = pages.map((page) => page.text).join(' ');
    for (const title of [...CARD_TITLES, ...RECOMMENDATION_TITLES]) expect(text).toContain(title);
  });

  it('lets a card taller than a page run on over the page breaks', async () => {
    const huge = Array.from({ length: 80 }, (_, index) => `Phrase numéro ${index + 1} d’un texte très long.`).join(' ');
    const input = frenchInput();
    input.cards[1] = { ...input.cards[1]!, text: huge };
    const { pages } = await extract(await renderSynthesisPdf(input));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectFooterOnEveryPage(pages, (current, total) => `Page ${current} sur ${total}`);
    const text = pages.map((page) => page.text).join(' ');
    expect(text).toContain('Phrase numéro 1 d’un texte');
    expect(text).toContain('Phrase numéro 80 d’un texte très long.');
    expect(text).toContain('Motivations');
  });
});

describe('frenchSpacing', () => {
  it('puts no-break spaces before high punctuation and inside guillemets', () => {
    expect(frenchSpacing('Clé : « oui » ; vraiment ? Oui ! 50 %')).toBe(
      'Clé\u00a0: «\u00a0oui\u00a0»\u202f; vraiment\u202f? Oui\u202f! 50\u00a0%',
    );
    expect(frenchSpacing('https://example.org')).toBe('https://example.org');
  });
});
