import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword, passwordScore, PASSWORD_SPECIAL_CHARACTERS } from './password.ts';

describe('password criteria', () => {
  it('reports each of the five criteria separately', () => {
    expect(checkPassword('')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      digit: false,
      special: false,
    });
    expect(checkPassword('abcdefgh')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      digit: false,
      special: false,
    });
    expect(checkPassword('ABC')).toMatchObject({ uppercase: true, lowercase: false, length: false });
    expect(checkPassword('1')).toMatchObject({ digit: true });
    expect(checkPassword('?')).toMatchObject({ special: true });
  });

  it('needs at least 8 characters', () => {
    expect(isStrongPassword('Ab1!xyz')).toBe(false);
    expect(isStrongPassword('Ab1!wxyz')).toBe(true);
  });

  it('accepts every special character of the spec and no other', () => {
    for (const character of PASSWORD_SPECIAL_CHARACTERS) {
      expect(isStrongPassword(`Abcdef1${character}`), character).toBe(true);
    }
    for (const character of ['-', '_', '+', '=', '~', '[', ']', "'", '/', ' ', 'é']) {
      expect(isStrongPassword(`Abcdef1${character}`), character).toBe(false);
    }
  });

  it('refuses a password missing any one criterion', () => {
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
  });

  it('scores strength out of 5', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('Abc1')).toBe(3);
    expect(passwordScore('Motdepasse1!')).toBe(5);
  });

  it('refuses an absurdly long password', () => {
    expect(isStrongPassword(`Ab1!${'x'.repeat(200)}`)).toBe(false);
  });
});
