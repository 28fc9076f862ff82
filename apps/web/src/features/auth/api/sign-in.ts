import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@va/core/auth-schemas';
import { api } from '@/lib/api-client';
import { sessionQuery } from '@/lib/session';

export function signIn(input: SignInInput) {
  return api<{ user: { id: string } }>('/api/auth/sign-in/email', {
    body: input,
    fallback: 'LOGIN_FAILED',
    unauthorizedIsAnswer: true,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
