import { useMutation } from '@tanstack/react-query';
import type { SocialSignInResult } from '@va/core/auth/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { rememberReturnUrl } from '@/lib/return-url';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';

/** Google sign-in: remember where to come back and which flow it was, then leave for Google. */
export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: async (input: { flow: 'login' | 'signup'; returnPath: string }) => {
      rememberReturnUrl(input.returnPath);
      writeStorage(STORAGE_KEYS.authFlow, input.flow);
      const { url } = await api<SocialSignInResult>('/api/auth/sign-in/social', {
        body: {
          provider: 'google',
          callbackURL: paths.authCallback,
          newUserCallbackURL: `${paths.authCallback}?new=1`,
          errorCallbackURL: paths.authCallback,
        },
        fallback: 'GOOGLE_FAILED',
        unauthorizedIsAnswer: true,
      });
      window.location.assign(url);
    },
  });
}
