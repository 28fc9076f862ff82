import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email.ts';

describe('e-mail rule', () => {
  it('accepts ordinary addresses, with surrounding spaces', () => {
    expect(isValidEmail('camille@example.fr')).toBe(true);
    expect(isValidEmail('  prenom.nom+qvct@entreprise.co.uk ')).toBe(true);
  });

  it('refuses what has no @, no local part or no dotted domain', () => {
    for (const value of [
      '',
      'camille',
      'camille.example.fr',
      '@example.fr',
      'camille@',
      'camille@example',
      'ca mille@example.fr',
    ]) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });

  it('refuses an address longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.fr`)).toBe(false);
  });

  it('normalizes case and spaces', () => {
    expect(normalizeEmail('  Camille@Example.FR ')).toBe('camille@example.fr');
  });
});
