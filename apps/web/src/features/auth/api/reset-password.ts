import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@va/core/auth/contract';
import { api } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordBody) =>
      api('/api/auth/reset-password', { body: input, fallback: 'PASSWORD_UPDATE_FAILED', unauthorizedIsAnswer: true }),
  });
}
