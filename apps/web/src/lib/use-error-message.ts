import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@va/core/errors';
import { errorCodeOf } from './api-client';

/** Turns an error (an ApiError, a form code) into a sentence in the current language. */
export function useErrorMessage() {
  const { t } = useTranslation('errors');
  return (error: unknown, fallback: ErrorCode = 'GENERIC'): string => {
    const { code, retryAfter } =
      typeof error === 'string' ? { code: error as ErrorCode, retryAfter: undefined } : errorCodeOf(error, fallback);
    if (code === 'RATE_LIMITED') return t('RATE_LIMITED', { count: Math.max(1, Math.ceil((retryAfter ?? 60) / 60)) });
    return t(code);
  };
}
