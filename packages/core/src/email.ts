/**
 * The e-mail rule. The spec's first check is only "contains @"; we also require a
 * non-empty local part and a dotted domain, so that a reset e-mail has somewhere to go.
 */
export const EMAIL_MAX_LENGTH = 254;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && emailPattern.test(value);
}
