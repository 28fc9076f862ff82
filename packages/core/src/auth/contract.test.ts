import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  resetPasswordBodySchema,
  resetPasswordSchema,
  resetTokenCheckQuerySchema,
  signInSchema,
  signUpBodySchema,
  signUpSchema,
} from './contract.ts';
import { firstErrorCode } from '../errors.ts';

function codeOf(result: { success: boolean; error?: unknown }) {
  if (result.success) return null;
  return firstErrorCode(result.error as Parameters<typeof firstErrorCode>[0]);
}

describe('sign-in schema', () => {
  it('gives the spec codes in field order', () => {
    expect(codeOf(signInSchema.safeParse({ email: '', password: '' }))).toBe('EMAIL_REQUIRED');
    expect(codeOf(signInSchema.safeParse({ email: 'camille', password: 'x' }))).toBe('EMAIL_INVALID');
    expect(codeOf(signInSchema.safeParse({ email: 'camille@example.fr', password: '' }))).toBe('PASSWORD_REQUIRED');
    expect(codeOf(signInSchema.safeParse({}))).toBe('EMAIL_REQUIRED');
  });

  it('accepts any non-empty password (the criteria are for new passwords)', () => {
    expect(signInSchema.safeParse({ email: 'camille@example.fr', password: 'old' }).success).toBe(true);
  });
});

describe('sign-up schema', () => {
  const valid = { firstname: 'Camille', lastname: 'Durand', email: 'camille@example.fr', password: 'Motdepasse1!' };

  it('defaults the user type to employee and trims names', () => {
    const parsed = signUpSchema.parse({ ...valid, firstname: '  Camille ' });
    expect(parsed.userType).toBe('employee');
    expect(parsed.firstname).toBe('Camille');
  });

  it('requires first and last name', () => {
    expect(codeOf(signUpSchema.safeParse({ ...valid, firstname: '   ' }))).toBe('FIELDS_REQUIRED');
    expect(codeOf(signUpSchema.safeParse({ ...valid, lastname: '' }))).toBe('FIELDS_REQUIRED');
  });

  it('refuses a weak password and an unknown user type', () => {
    expect(codeOf(signUpSchema.safeParse({ ...valid, password: 'motdepasse' }))).toBe('WEAK_PASSWORD');
    expect(codeOf(signUpSchema.safeParse({ ...valid, userType: 'admin' }))).toBe('INVALID_INPUT');
  });

  it('accepts the three user types', () => {
    for (const userType of ['employee', 'manager', 'freelance']) {
      expect(signUpSchema.safeParse({ ...valid, userType }).success).toBe(true);
    }
  });
});

describe('sign-up body', () => {
  const valid = { firstname: 'Camille', lastname: 'Durand', email: 'camille@example.fr', password: 'Motdepasse1!' };

  it("carries the page's language and theme", () => {
    expect(signUpBodySchema.parse({ ...valid, language: 'en', theme: 'dark' })).toMatchObject({
      language: 'en',
      theme: 'dark',
    });
    expect(signUpBodySchema.parse({ ...valid, theme: 'system' }).theme).toBe('system');
  });

  it('ignores a missing or unknown language or theme instead of refusing the sign-up', () => {
    const parsed = signUpBodySchema.parse({ ...valid, language: 'de', theme: 'sepia' });
    expect(parsed.language).toBeUndefined();
    expect(parsed.theme).toBeUndefined();
    expect(signUpBodySchema.parse(valid).theme).toBeUndefined();
  });
});

describe('forgot and reset schemas', () => {
  it('forgot password needs a valid e-mail only', () => {
    expect(codeOf(forgotPasswordSchema.safeParse({ email: 'nope' }))).toBe('EMAIL_INVALID');
    expect(forgotPasswordSchema.safeParse({ email: 'camille@example.fr' }).success).toBe(true);
  });

  it('reset needs all criteria, then equal fields', () => {
    expect(codeOf(resetPasswordSchema.safeParse({ password: 'weak', confirmPassword: 'weak' }))).toBe('WEAK_PASSWORD');
    expect(codeOf(resetPasswordSchema.safeParse({ password: 'Motdepasse1!', confirmPassword: 'Motdepasse2!' }))).toBe(
      'PASSWORD_MISMATCH',
    );
    expect(resetPasswordSchema.safeParse({ password: 'Motdepasse1!', confirmPassword: 'Motdepasse1!' }).success).toBe(
      true,
    );
  });

  it('a reset token is letters, digits, - or _, 1 to 128 of them', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUv12';
    expect(resetTokenCheckQuerySchema.safeParse({ token }).success).toBe(true);
    expect(resetPasswordBodySchema.safeParse({ token, newPassword: 'Motdepasse1!' }).success).toBe(true);
    for (const bad of ['', 'a\u0000b', 'a b', 'a'.repeat(129), 'é', '../x']) {
      expect(codeOf(resetTokenCheckQuerySchema.safeParse({ token: bad })), bad).toBe('RESET_TOKEN_INVALID');
      expect(codeOf(resetPasswordBodySchema.safeParse({ token: bad, newPassword: 'Motdepasse1!' })), bad).toBe(
        'RESET_TOKEN_INVALID',
      );
    }
    expect(codeOf(resetTokenCheckQuerySchema.safeParse({}))).toBe('RESET_TOKEN_INVALID');
  });
});
