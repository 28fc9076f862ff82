import { useMutation } from '@tanstack/react-query';
import type { SocialSignInResult } from '@va/core/auth/contract';
import { api } from '@/lib/api-client';
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
          callbackURL: '/auth/callback',
          newUserCallbackURL: '/auth/callback?new=1',
          errorCallbackURL: '/auth/callback',
        },
        fallback: 'GOOGLE_FAILED',
      });
      window.location.assign(url);
    },
  });
}
