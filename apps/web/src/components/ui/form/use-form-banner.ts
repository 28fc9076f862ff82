import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { firstFieldError } from './first-error';

/**
 * The one-banner error pattern of the spec's forms: the first invalid field's code, in the order
 * the form shows its fields, else what the server refused. `submit` validates, clears the last
 * refusal, runs the action and keeps its error for the banner.
 */
export function useFormBanner<T extends FieldValues>(form: UseFormReturn<T>, order: Array<keyof T & string>) {
  const [serverError, setServerError] = useState<unknown>(null);
  const banner = firstFieldError(form.formState.errors, order) ?? serverError;
  const submit = (action: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        await action(values);
      } catch (error) {
        setServerError(error);
      }
    });
  return { banner, submit };
}
