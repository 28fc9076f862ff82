import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from './errors.ts';

describe('error codes', () => {
  it('are unique upper-snake identifiers', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('recognises only known codes', () => {
    expect(isErrorCode('INVALID_CREDENTIALS')).toBe(true);
    expect(isErrorCode('invalid_credentials')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
