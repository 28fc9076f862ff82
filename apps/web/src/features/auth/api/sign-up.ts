import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, SignUpInput } from '@va/core/auth/contract';
import { api, ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { sessionQuery } from '@/lib/session';
import { storedTheme } from '@/lib/theme';

/** Signs up with the page's language and theme, which become the account's settings. */
export async function signUp(input: SignUpInput) {
  const result = await api<Partial<AuthResult> | null>('/api/auth/sign-up/email', {
    body: { ...input, language: currentLanguage(), theme: storedTheme() },
    fallback: 'SIGNUP_FAILED',
    unauthorizedIsAnswer: true,
  });
  if (!result?.user) throw new ApiError('ACCOUNT_CREATION_FAILED', 200);
  return result.user;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  });
}
