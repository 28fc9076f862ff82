import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api('/api/auth/reset-password', { body: input, fallback: 'PASSWORD_UPDATE_FAILED', unauthorizedIsAnswer: true }),
  });
}
