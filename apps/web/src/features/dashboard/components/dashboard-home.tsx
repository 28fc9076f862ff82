import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useChangeSavedLanguage } from '@/lib/preferences';
import { useProfile } from '@/lib/profile';
import { useSignOut } from '@/lib/session';

/** `/dashboard` shell until the dashboard issue: greets the person by first name, with sign-out. */
export function DashboardHome() {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const profile = useProfile();
  const signOut = useSignOut();
  const changeLanguage = useChangeSavedLanguage();
  if (profile.isPending) return <FullPageSpinner label={t('common:loading')} />;
  const firstname = profile.data?.profile.firstname ?? '';
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-10 border-b border-border bg-card/90 backdrop-blur">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-3">
          <Brand />
          <div className="flex items-center gap-1">
            <LanguageSwitch onChange={(language) => void changeLanguage(language)} />
            <ThemeToggle />
            <Button
              variant="ghost"
              size="sm"
              onClick={async () => {
                await signOut();
                navigate('/', { replace: true });
              }}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {t('common:signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        <h1 className="text-3xl font-bold">{t('dashboard.welcome', { firstname })}</h1>
        <Card className="space-y-4">
          <p className="text-muted-foreground">{t('dashboard.intro')}</p>
          {profile.data && !profile.data.profile.onboardingCompleted ? (
            <Button asChild>
              <Link to="/onboarding">{t('dashboard.startOnboarding')}</Link>
            </Button>
          ) : null}
        </Card>
      </main>
    </div>
  );
}
