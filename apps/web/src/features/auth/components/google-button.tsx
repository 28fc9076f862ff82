import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSignInWithGoogle } from '../api/sign-in-google';

/** Shown only when the server has Google credentials. */
export function GoogleButton({ flow }: { flow: 'login' | 'signup' }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const config = usePublicConfig();
  const google = useSignInWithGoogle();
  const [error, setError] = useState<unknown>(null);
  if (!config.data?.googleEnabled) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('google.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      {error ? <Alert>{errorMessage(error, 'GOOGLE_FAILED')}</Alert> : null}
      <Button
        variant="secondary"
        className="w-full"
        disabled={google.isPending}
        onClick={() => google.mutate({ flow, returnPath: window.location.pathname }, { onError: setError })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path
            fill="#4285F4"
            d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.3h6a5.1 5.1 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8.1z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {t('google.button')}
      </Button>
    </div>
  );
}
