import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** `/onboarding` until the questionnaire lands (its own issue). */
export function OnboardingPlaceholder() {
  const { t } = useTranslation('pages');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-lg space-y-4 text-center">
        <Compass aria-hidden="true" className="mx-auto size-12 text-primary" />
        <h1 className="text-2xl font-bold">{t('onboarding.title')}</h1>
        <p className="text-muted-foreground">{t('onboarding.text')}</p>
        <Button asChild>
          <Link to="/dashboard">{t('onboarding.dashboard')}</Link>
        </Button>
      </Card>
    </main>
  );
}
