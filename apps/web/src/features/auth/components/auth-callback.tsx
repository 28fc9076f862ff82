import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAYS } from '@va/core/timing';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { takeReturnUrl } from '@/lib/return-url';
import { sessionQuery } from '@/lib/session';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage-keys';
import { useErrorMessage } from '@/lib/use-error-message';

function errorFromUrl(search: URLSearchParams): string | null {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return search.get('error_description') ?? search.get('error') ?? hash.get('error_description') ?? hash.get('error');
}

/** `/auth/callback`: where Google sign-in comes back (spec part 1 §2). */
export function AuthCallback() {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const urlError = errorFromUrl(search);
  const session = useQuery({ ...sessionQuery, enabled: !urlError, staleTime: 0 });
  const failed = urlError !== null || session.isError || (session.isSuccess && !session.data);

  useEffect(() => {
    if (failed) {
      const timer = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_DELAYS.callbackError);
      return () => clearTimeout(timer);
    }
    if (session.isSuccess && session.data) {
      writeStorage(STORAGE_KEYS.authFlow, null);
      navigate(search.get('new') === '1' ? paths.onboarding : takeReturnUrl(), { replace: true });
    }
    return undefined;
  }, [failed, session.isSuccess, session.data, search, navigate]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md space-y-4 text-center">
        {failed ? (
          <>
            <h1 className="text-xl font-semibold">{t('callback.error')}</h1>
            <Alert>{urlError ? errorMessage('GOOGLE_FAILED') : errorMessage(session.error ?? 'NO_USER_SESSION')}</Alert>
            <p className="text-sm text-muted-foreground">{t('callback.redirect')}</p>
          </>
        ) : (
          <>
            <Spinner label={t('callback.pending')} className="[&_svg]:size-8" />
            <h1 className="text-lg font-medium">{t('callback.pending')}</h1>
          </>
        )}
      </Card>
    </main>
  );
}
