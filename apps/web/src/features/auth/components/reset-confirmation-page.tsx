import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { REDIRECT_DELAYS } from '@va/core/timing';
import { PublicHeader } from '@/components/layout/public-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** `/reset-password-confirmation`: 'check your inbox', then home after 5 s (spec part 1 §2). */
export function ResetConfirmationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const email = (useLocation().state as { email?: string } | null)?.email;
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_DELAYS.resetConfirmation / 1000);

  useEffect(() => {
    const redirect = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_DELAYS.resetConfirmation);
    const tick = setInterval(() => setSecondsLeft((value) => Math.max(0, value - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex flex-1 items-center justify-center p-4">
        <Card className="w-full max-w-md space-y-4 text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-primary" />
          <h1 className="text-2xl font-semibold">{t('resetConfirmation.title')}</h1>
          <p className="text-muted-foreground">
            {email ? t('resetConfirmation.text', { email }) : t('resetConfirmation.textNoEmail')}
          </p>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('resetConfirmation.redirect', { count: secondsLeft })}
          </p>
          <Button asChild variant="secondary">
            <Link to={paths.home}>{t('resetConfirmation.now')}</Link>
          </Button>
        </Card>
      </main>
    </div>
  );
}
