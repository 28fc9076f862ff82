import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@va/core/auth/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/use-error-message';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { firstFieldError } from './first-error';
import { EmailField } from './email-field';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const request = useRequestPasswordReset();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const banner = firstFieldError(form.formState.errors, ['email']) ?? serverError;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await request.mutateAsync(values);
      navigate('/reset-password-confirmation', { state: { email: values.email.trim() } });
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('forgot.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('forgot.description')}</p>
      </div>
      {banner ? <Alert>{errorMessage(banner, 'RESET_REQUEST_FAILED')}</Alert> : null}
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
