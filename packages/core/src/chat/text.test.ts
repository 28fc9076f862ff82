import { describe, expect, it } from 'vitest';
import { countWords, foldText, foldedWords, hasPhrase } from './text.ts';

describe('chat text helpers', () => {
  it('folds case, accents, ligatures and apostrophes', () => {
    expect(foldText('ÉTÉ Œuvre l’équipe')).toBe("ete oeuvre l'equipe");
    expect(foldedWords('À bientôt, l’équipe !')).toEqual(['a', 'bientot', 'l', 'equipe']);
  });

  it('counts elided and hyphenated forms as one word', () => {
    expect(countWords("Aujourd'hui, comment allez-vous ?")).toBe(3);
    expect(countWords("I don't know")).toBe(3);
    expect(countWords('  ')).toBe(0);
  });

  it('finds whole-word phrases only', () => {
    expect(hasPhrase('Merci, à bientôt !', 'a bientot')).toBe(true);
    expect(hasPhrase('Goodbye', 'bye')).toBe(false);
  });
});
