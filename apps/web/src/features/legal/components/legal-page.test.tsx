import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalText, type LegalPageName } from './legal-page';

// Testing Library reads the non-breaking space of « À compléter : » as a plain one.
const PAGES: Array<[LegalPageName, 'fr' | 'en', string, string, string]> = [
  ['legal', 'fr', 'Mentions légales', '[À compléter : raison sociale]', '21/11/2026'],
  ['legal', 'en', 'Legal notice', '[To be completed: company name]', '21 November 2026'],
  ['privacy', 'fr', 'Politique de confidentialité', '[À compléter : raison sociale et adresse du siège]', '21/11/2026'],
  [
    'privacy',
    'en',
    'Privacy policy',
    '[To be completed: company name and registered office address]',
    '21 November 2026',
  ],
];

describe('the legal pages, written in Markdown', () => {
  it.each(PAGES)(
    '%s in %s: a titled document of labelled sections, with its « to complete » marks',
    (page, language, title, mark, updated) => {
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
      expect(screen.getAllByText(mark, { selector: 'mark' }).length).toBeGreaterThan(0);
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
