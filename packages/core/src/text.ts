/**
 * Characters no keyboard types and PostgreSQL refuses (ADR 0018): NUL, which a `text` or
 * `jsonb` column cannot hold, and a UTF-16 surrogate without its pair, which is not Unicode
 * and cannot be encoded as UTF-8. Input holding one is refused (INVALID_INPUT), never altered.
 */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for.
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnsafeCharacters = (value: string): boolean => UNSAFE.test(value);

/** Whether any string in a parsed JSON value (keys included) holds an unsafe character. */
export function containsUnsafeText(value: unknown): boolean {
  if (typeof value === 'string') return hasUnsafeCharacters(value);
  if (Array.isArray(value)) return value.some(containsUnsafeText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasUnsafeCharacters(key) || containsUnsafeText(item));
  }
  return false;
}
