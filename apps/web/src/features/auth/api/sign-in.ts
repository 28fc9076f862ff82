import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, SignInInput } from '@va/core/auth/contract';
import { api } from '@/lib/api-client';
import { sessionQuery } from '@/lib/session';

export function signIn(input: SignInInput) {
  return api<AuthResult>('/api/auth/sign-in/email', {
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
