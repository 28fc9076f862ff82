import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language';

describe('initial language', () => {
  it('keeps a stored choice', () => {
    expect(initialLanguage('en', ['fr-FR'])).toBe('en');
    expect(initialLanguage('fr', ['en-US'])).toBe('fr');
  });

  it('else follows the browser: French if French, otherwise English', () => {
    expect(initialLanguage(null, ['fr-CA', 'en'])).toBe('fr');
    expect(initialLanguage(null, ['de-DE'])).toBe('en');
    expect(initialLanguage('klingon', ['en-GB'])).toBe('en');
  });

  it('falls back to French with no information', () => {
    expect(initialLanguage(null, [])).toBe('fr');
  });
});
