import { describe, expect, it } from 'vitest';
import { dashboardQuerySchema } from './dashboard/contract.ts';
import { chatRequestSchema } from './chat/contract.ts';
import { firstErrorCode } from './errors.ts';
import { emailField, instantField, requiredText } from './fields.ts';
import { supportRequestBodySchema } from './support/contract.ts';
import { containsUnsafeText, hasUnsafeCharacters } from './text.ts';

const NUL = '\u0000';
const LONE_HIGH = '\uD83D';
const LONE_LOW = '\uDE00';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['a NUL', `a${NUL}b`],
    ['a lone high surrogate', `a${LONE_HIGH}b`],
    ['a lone high surrogate at the end', `ab${LONE_HIGH}`],
    ['a lone low surrogate', `${LONE_LOW}ab`],
    ['two high surrogates', `${LONE_HIGH}${LONE_HIGH}${LONE_LOW}`],
  ])('finds %s', (_, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
  });

  it.each([
    ['French text', 'Ça m’a pesé « vraiment » : oui !'],
    ['an emoji (a surrogate pair)', 'Bonne journée 😀'],
    ['other control characters', 'tab\tnew line\n'],
    ['an empty string', ''],
  ])('accepts %s', (_, value) => {
    expect(hasUnsafeCharacters(value)).toBe(false);
  });

  it('looks into arrays, objects and keys', () => {
    expect(containsUnsafeText({ a: [{ b: `x${NUL}` }] })).toBe(true);
    expect(containsUnsafeText({ [`k${LONE_LOW}`]: 1 })).toBe(true);
    expect(containsUnsafeText({ a: [1, true, null, { b: 'ok 😀' }] })).toBe(false);
  });
});

describe('the shared fields refuse unsafe characters with INVALID_INPUT', () => {
  const codeOf = (schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? 'ok' : firstErrorCode(parsed.error as { issues: { message: string }[] });
  };

  it.each([NUL, LONE_HIGH, LONE_LOW])('in required text, e-mails, chat and support (%j)', (bad) => {
    expect(codeOf(requiredText(100), `Léa${bad}`)).toBe('INVALID_INPUT');
    expect(codeOf(emailField, `lea${bad}@example.fr`)).not.toBe('ok');
    expect(codeOf(chatRequestSchema, { message: `Bonjour${bad}` })).toBe('INVALID_INPUT');
    const support = { name: 'Léa', email: 'lea@example.fr', subject: 'Objet', message: `Message${bad}` };
    expect(codeOf(supportRequestBodySchema, support)).toBe('INVALID_INPUT');
  });

  it('keeps the other codes of the fields', () => {
    expect(codeOf(requiredText(100), '   ')).toBe('FIELDS_REQUIRED');
    expect(codeOf(requiredText(100), 'Léa 😀')).toBe('ok');
  });
});

describe('dayField (?today=)', () => {
  it.each(['0000-01-01', '1999-12-31', '3000-01-01', '2026-02-30', '2026-1-1', `2026-01-01${NUL}`])(
    'refuses %j',
    (today) => {
      expect(dashboardQuerySchema.safeParse({ today }).success).toBe(false);
    },
  );

  it.each(['2000-01-01', '2026-11-24', '2999-12-31'])('accepts %s', (today) => {
    expect(dashboardQuerySchema.parse({ today })).toEqual({ today });
  });
});

describe('instantField (a stream cursor)', () => {
  it.each(['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '3000-01-01T00:00:00+01:00', '2026-11-24'])(
    'refuses %j',
    (value) => {
      expect(instantField.safeParse(value).success).toBe(false);
    },
  );

  it.each(['1970-01-01T00:00:00.000Z', '2026-11-24T08:00:00.123Z', '2026-11-24T09:00:00+01:00'])(
    'accepts %s',
    (value) => {
      expect(instantField.parse(value)).toBe(value);
    },
  );
});
