import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PublicHeader } from '@/components/layout/public-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { Card } from '@/components/ui/card';
import { FullPageSpinner, Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { takeReturnUrl } from '@/lib/return-url';
import { isUnreachable } from '@/lib/online-status';
import { useSession } from '@/lib/session';
import { BenefitsPanel } from './benefits-panel';
import { GoogleButton } from './google-button';
import { SignInForm } from './sign-in-form';

type Mode = 'login' | 'signup' | 'forgot';

// Not shown when the screen opens: loaded when their tab or link is chosen (ADR 0033).
const SignUpForm = lazy(() => import('./sign-up-form').then((module) => ({ default: module.SignUpForm })));
const ForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })),
);

function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return <Suspense fallback={<Spinner label={t('loading')} />}>{children}</Suspense>;
}

/** Navigation state that opens this screen on the reset request (from a used or expired link). */
export const FORGOT_PASSWORD_STATE = { authMode: 'forgot' } as const;

/** `/`: sign in, sign up, or ask for a reset link; a signed-in visitor goes on (spec part 1 §2). */
export function AuthScreen() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(() =>
    (location.state as typeof FORGOT_PASSWORD_STATE | null)?.authMode === 'forgot' ? 'forgot' : 'login',
  );
  // Decided once, when the session is first known: a sign-in on this screen navigates by itself.
  // Offline it is not known yet: the screen shows, and a session found once back online goes on.
  const [signedInAtArrival, setSignedInAtArrival] = useState<boolean | null>(null);
  const unreachable = isUnreachable(session.error);
  if (!session.isPending && !unreachable && signedInAtArrival === null) setSignedInAtArrival(Boolean(session.data));

  if (!unreachable && (session.isPending || signedInAtArrival === null)) {
    return <FullPageSpinner label={t('protected.checking')} />;
  }
  if (signedInAtArrival) return <Navigate to={takeReturnUrl()} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main
        id="main"
        className="mx-auto grid w-full max-w-5xl flex-1 items-start gap-8 px-4 py-6 lg:grid-cols-[1fr_0.9fr] lg:py-12"
      >
        <div className="space-y-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
            <p className="mt-2 text-muted-foreground">{t('subtitle')}</p>
          </div>
          <Card>
            {mode === 'forgot' ? (
              <Loading>
                <ForgotPasswordForm onBack={() => setMode('login')} />
              </Loading>
            ) : (
              <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
                <TabsList aria-label={t('tabs.label')}>
                  <TabsTrigger value="login">{t('tabs.signIn')}</TabsTrigger>
                  <TabsTrigger value="signup">{t('tabs.signUp')}</TabsTrigger>
                </TabsList>
                <TabsContent value="login" className="mt-6 space-y-4">
                  <SignInForm onForgotPassword={() => setMode('forgot')} />
                  <GoogleButton flow="login" />
                </TabsContent>
                <TabsContent value="signup" className="mt-6 space-y-4">
                  <Loading>
                    <SignUpForm />
                  </Loading>
                  <GoogleButton flow="signup" />
                </TabsContent>
              </Tabs>
            )}
          </Card>
        </div>
        <BenefitsPanel />
      </main>
      <SiteFooter />
    </div>
  );
}
