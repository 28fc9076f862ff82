import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { ResetPasswordInput } from '@va/core/auth/contract';
import { REDIRECT_DELAYS } from '@va/core/timing';
import { PublicHeader } from '@/components/layout/public-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormBanner } from '@/components/ui/form/form-banner';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordChecklist } from '@/components/ui/form/password-checklist';
import { PasswordInput } from '@/components/ui/form/password-input';
import { useFormBanner } from '@/components/ui/form/use-form-banner';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { FORGOT_PASSWORD_STATE } from './auth-screen';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';

/**
 * `/reset-password?token=…`: the link of the reset e-mail. The token stands for the session the
 * earlier version required; without one the page goes to / (docs/decisions/0004). The link is
 * checked as the page opens: a used, expired or replaced one is said at once, with the way to
 * ask for a new one (ADR 0024).
 */
const resolver = lazyZodResolver(() =>
  import('@va/core/auth/contract').then((contract) => contract.resetPasswordSchema),
);

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token');
  const reset = useResetPassword();
  const check = useResetTokenCheck(token);
  const form = useForm<ResetPasswordInput>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { banner, submit } = useFormBanner(form, ['password', 'confirmPassword']);
  const password = useWatch({ control: form.control, name: 'password' });

  useEffect(() => {
    if (!reset.isSuccess) return undefined;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_DELAYS.resetSuccess);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) return <Navigate to={paths.home} replace />;

  const onSubmit = submit(async (values) => {
    await reset.mutateAsync({ token, newPassword: values.password });
  });

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main id="main" className="flex flex-1 items-start justify-center p-4 sm:items-center">
        <Card className="w-full max-w-md space-y-4">
          {reset.isSuccess ? (
            <>
              <h1 className="text-2xl font-semibold">{t('reset.title')}</h1>
              <Alert tone="success">
                <p>{t('reset.success')}</p>
                <p>{t('reset.redirect')}</p>
              </Alert>
            </>
          ) : check.isPending ? (
            <Spinner label={t('reset.checking')} />
          ) : check.data?.valid === false ? (
            <>
              <h1 className="text-2xl font-semibold">{t('reset.invalidTitle')}</h1>
              <Alert>
                <p>{t('reset.invalidText')}</p>
              </Alert>
              <Button asChild className="w-full">
                <Link to={paths.home} state={FORGOT_PASSWORD_STATE}>
                  {t('reset.requestNew')}
                </Link>
              </Button>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <h1 className="text-2xl font-semibold">{t('reset.title')}</h1>
              <FormBanner error={banner} fallback="PASSWORD_UPDATE_FAILED" />
              <FormField id="reset-password" label={t('fields.newPassword')}>
                <PasswordInput
                  id="reset-password"
                  autoComplete="new-password"
                  aria-describedby="reset-password-criteria"
                  aria-invalid={Boolean(form.formState.errors.password)}
                  {...form.register('password')}
                />
              </FormField>
              <PasswordChecklist id="reset-password-criteria" password={password ?? ''} />
              <FormField id="reset-confirm" label={t('fields.confirmPassword')}>
                <PasswordInput
                  id="reset-confirm"
                  autoComplete="new-password"
                  aria-invalid={Boolean(form.formState.errors.confirmPassword)}
                  {...form.register('confirmPassword')}
                />
              </FormField>
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? t('reset.pending') : t('reset.submit')}
              </Button>
            </form>
          )}
        </Card>
      </main>
    </div>
  );
}
