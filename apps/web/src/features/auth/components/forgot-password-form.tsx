import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ForgotPasswordInput } from '@va/core/auth/contract';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form/form-banner';
import { useFormBanner } from '@/components/ui/form/use-form-banner';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailField } from './email-field';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';

const resolver = lazyZodResolver(() =>
  import('@va/core/auth/contract').then((contract) => contract.forgotPasswordSchema),
);

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver,
    defaultValues: { email: '' },
  });
  const { banner, submit } = useFormBanner(form, ['email']);

  const onSubmit = submit(async (values) => {
    await request.mutateAsync(values);
    navigate(paths.resetPasswordConfirmation, { state: { email: values.email.trim() } });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('forgot.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('forgot.description')}</p>
      </div>
      <FormBanner error={banner} fallback="RESET_REQUEST_FAILED" />
      <EmailField
        id="forgot-email"
        invalid={Boolean(form.formState.errors.email)}
        registration={form.register('email')}
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? t('forgot.pending') : t('forgot.submit')}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('forgot.back')}
      </Button>
    </form>
  );
}
