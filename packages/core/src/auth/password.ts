/**
 * The five password criteria of the spec (part 1 §5). Shown live on sign-up and reset,
 * enforced again by the server: one definition for both.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The special characters the spec names: !@#$%^&*(),.?":{}|<> */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const PASSWORD_CRITERIA = ['length', 'uppercase', 'lowercase', 'digit', 'special'] as const;
export type PasswordCriterion = (typeof PASSWORD_CRITERIA)[number];

const specialPattern = /[!@#$%^&*(),.?":{}|<>]/;

export function checkPassword(password: string): Record<PasswordCriterion, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    digit: /\d/.test(password),
    special: specialPattern.test(password),
  };
}

/** How many of the five criteria hold: the strength meter's score out of 5. */
export function passwordScore(password: string): number {
  return Object.values(checkPassword(password)).filter(Boolean).length;
}

export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && passwordScore(password) === PASSWORD_CRITERIA.length;
}
