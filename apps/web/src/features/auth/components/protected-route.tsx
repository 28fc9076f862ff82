import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { isUnreachable, useOnline } from '@/lib/online-status';
import { paths } from '@/lib/paths';
import { rememberReturnUrl } from '@/lib/return-url';
import { useSession } from '@/lib/session';
import { useErrorMessage } from '@/lib/use-error-message';

/**
 * The protected-route wrapper of the spec: a spinner while the session is checked, an
 * 'Erreur d'authentification' panel when the check fails, and a redirect to / that remembers
 * where the person wanted to go. On a device without network, a calm offline panel instead: the
 * page loads once the connection is back (the session is checked again then).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const location = useLocation();
  const session = useSession();
  const online = useOnline();
  const origin = `${location.pathname}${location.search}${location.hash}`;
  const signedOut = session.isSuccess && !session.data;

  useEffect(() => {
    if (signedOut) rememberReturnUrl(origin);
  }, [signedOut, origin]);

  if (session.isPending) return <FullPageSpinner label={t('protected.checking')} />;
  if (session.isError && !online && isUnreachable(session.error)) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center p-4">
        <Card className="w-full max-w-md space-y-4 text-center">
          <h1 className="text-xl font-semibold">{t('protected.offlineTitle')}</h1>
          <p className="text-muted-foreground">{t('protected.offlineText')}</p>
          <Button onClick={() => void session.refetch()}>{t('protected.retry')}</Button>
        </Card>
      </main>
    );
  }
  if (session.isError) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center p-4">
        <Card className="w-full max-w-md space-y-4 text-center">
          <h1 className="text-xl font-semibold">{t('protected.error')}</h1>
          <Alert>{errorMessage(session.error)}</Alert>
          <Button asChild>
            <Link to={paths.home}>{t('common:backHome')}</Link>
          </Button>
        </Card>
      </main>
    );
  }
  if (signedOut) return <Navigate to={paths.home} replace state={{ from: origin }} />;
  return children;
}
