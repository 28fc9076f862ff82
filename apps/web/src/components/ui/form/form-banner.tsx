import type { ErrorCode } from '@va/core/errors';
import { useErrorMessage } from '@/lib/use-error-message';
import { Alert } from '../alert';

/** The red banner above a form: a field's code or a server error, in the current language. */
export function FormBanner({ error, fallback, id }: { error: unknown; fallback?: ErrorCode; id?: string }) {
  const errorMessage = useErrorMessage();
  if (!error) return null;
  const message = errorMessage(error, fallback);
  return <Alert>{id ? <span id={id}>{message}</span> : message}</Alert>;
}
