import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The first failed field's code, in the order the form shows its fields: one message in the banner. */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: Array<keyof T & string>,
): string | null {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return message;
  }
  return null;
}
