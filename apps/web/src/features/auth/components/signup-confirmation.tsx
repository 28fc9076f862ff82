import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** `/confirmation`: 'Inscription réussie !' (the registration webhook is sent by the server). */
export function SignupConfirmation() {
  const { t } = useTranslation('auth');
  const firstname = useSession().data?.user.firstname ?? '';
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-lg space-y-5 text-center">
        <PartyPopper aria-hidden="true" className="mx-auto size-12 text-primary" />
        <h1 className="text-2xl font-bold">{t('confirmation.title')}</h1>
        <p className="text-muted-foreground">{t('confirmation.text', { firstname })}</p>
        <div className="flex flex-col gap-2">
          <Button asChild>
            <Link to={paths.onboarding}>{t('confirmation.start')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.dashboard.home}>{t('confirmation.later')}</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}
