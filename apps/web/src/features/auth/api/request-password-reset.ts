import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@va/core/auth/contract';
import { api } from '@/lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api('/api/auth/request-password-reset', {
        body: input,
        fallback: 'RESET_REQUEST_FAILED',
        unauthorizedIsAnswer: true,
      }),
  });
}
