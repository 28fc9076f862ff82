import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalText, type LegalPageName } from './legal-page';

const PAGES: Array<[LegalPageName, 'fr' | 'en', string, string]> = [
  ['legal', 'fr', 'Mentions légales', '24/11/2026'],
  ['legal', 'en', 'Legal notice', '24 November 2026'],
  ['privacy', 'fr', 'Politique de confidentialité', '24/11/2026'],
  ['privacy', 'en', 'Privacy policy', '24 November 2026'],
];

/**
 * What the service does not offer yet (issue 13 and later): the pages must not promise it. Each
 * pattern is a promise the pages once made.
 */
const NOT_BUILT_YET = {
  fr: [
    /double authentification/i,
    /historique des connexions/i,
    /révoqu/i,
    /nouvelle connexion/i,
    /export/i,
    /retirer? (votre|le) consentement|retrait du consentement/i,
    /depuis l’application/i,
    /3 ans sans connexion/i,
    /communauté/i,
    /Google Health|Apple Santé/i,
  ],
  en: [
    /two-factor/i,
    /sign-in history/i,
    /revok/i,
    /new sign-in/i,
    /export/i,
    /withdraw/i,
    /from the app/i,
    /3 years without/i,
    /community/i,
    /Google Health|Apple Health/i,
  ],
};

describe('the legal pages, written in Markdown', () => {
  it.each(PAGES)(
    '%s in %s: a titled document of labelled sections, with no « to complete » mark and no promise of what is not built',
    (page, language, title, updated) => {
      render(<LegalText page={page} language={language} />);
      const article = screen.getByRole('article');
      expect(article.getAttribute('lang')).toBe(language);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);

      const sections = screen.getAllByRole('region');
      expect(sections.length).toBeGreaterThan(5);
      for (const section of sections) {
        const heading = within(section).getByRole('heading', { level: 2 });
        expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
      }
      expect(article.querySelectorAll('mark')).toHaveLength(0);
      for (const promise of NOT_BUILT_YET[language]) expect(article.textContent).not.toMatch(promise);
      // The date of the last update comes after every section.
      expect(article.lastElementChild?.tagName).toBe('P');
      expect(article.lastElementChild?.textContent).toContain(updated);
    },
  );

  it('gives the privacy table a caption, column headers and a header for each row', () => {
    render(<LegalText page="privacy" language="fr" />);
    const table = screen.getByRole('table', {
      name: 'Données conservées, finalité, base légale (RGPD) et durée de conservation',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Données', 'Pourquoi', 'Base légale', 'Durée']);
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.length).toBe(within(table).getAllByRole('row').length - 1);
    expect(rowHeaders[0]?.textContent).toMatch(/^Compte\u00a0: adresse e-mail/);
  });
});

describe('the accessibility statement (RGAA 4.1)', () => {
  it.each([
    {
      language: 'fr' as const,
      title: 'Déclaration d’accessibilité',
      status: '« Votre assistant » est non conforme',
      sections: [
        'État de conformité',
        'Résultats des tests',
        'Contenus non accessibles',
        'Établissement de cette déclaration',
        'Retour d’information et contact',
        'Voies de recours',
      ],
    },
    {
      language: 'en' as const,
      title: 'Accessibility statement',
      status: '“Votre assistant” is not compliant',
      sections: [
        'Compliance status',
        'Test results',
        'Non-accessible content',
        'How this statement was drawn up',
        'Feedback and contact',
        'Legal remedies',
      ],
    },
  ])('in $language: the sections of the RGAA model, an honest status, the tools really used', (expected) => {
    render(<LegalText page="accessibility" language={expected.language} />);
    const article = screen.getByRole('article');
    expect(article.getAttribute('lang')).toBe(expected.language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected.title);
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => within(section).getByRole('heading', { level: 2 }).textContent)).toEqual(
      expected.sections,
    );
    for (const section of sections)
      expect(section.getAttribute('aria-labelledby')).toBe(within(section).getByRole('heading', { level: 2 }).id);
    // No audit was made: « partiellement conforme » would need a compliance rate.
    expect(article.textContent?.replace(/\u00a0/g, ' ')).toContain(expected.status);
    // e2e/tests/accessibility.spec.ts checks that the version named is the one the tests run.
    expect(article.textContent).toMatch(/axe-core \d+\.\d+\.\d+/);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/support');
    expect(article.lastElementChild?.tagName).toBe('P');
  });
});
