import { describe, expect, it } from 'vitest';
import { seeAlsoLine, seeAlsoTitle } from './see-also.ts';

describe('the « see also » line', () => {
  it('is written with French typography in French, and read back in both languages', () => {
    expect(seeAlsoLine('Le droit à la déconnexion', 'fr')).toBe(
      'Voir aussi\u00a0: «\u00a0Le droit à la déconnexion\u00a0».',
    );
    expect(seeAlsoLine('The right to disconnect', 'en')).toBe('See also: “The right to disconnect”.');
    for (const language of ['fr', 'en'] as const) {
      expect(seeAlsoTitle(seeAlsoLine('Télétravail : vos droits', language))).toBe('Télétravail : vos droits');
    }
  });

  it('reads nothing else as one', () => {
    expect(seeAlsoTitle('Voir aussi le guide de l’INRS.')).toBeNull();
    expect(seeAlsoTitle('Réponse issue du guide intégré de Votre assistant.')).toBeNull();
    expect(seeAlsoTitle('See also: "straight quotes".')).toBeNull();
  });
});
