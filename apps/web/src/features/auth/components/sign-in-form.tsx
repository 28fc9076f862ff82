import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signInSchema, type SignInInput } from '@va/core/auth/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { takeReturnUrl } from '@/lib/return-url';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSignIn } from '../api/sign-in';
import { firstFieldError } from './first-error';
import { EmailField } from './email-field';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const fieldError = firstFieldError(form.formState.errors, ['email', 'password']);
  const banner = fieldError ?? serverError;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await signIn.mutateAsync(values);
      navigate(takeReturnUrl(), { replace: true });
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={banner ? 'sign-in-error' : undefined}>
      {banner ? (
        <Alert>
          <span id="sign-in-error">{errorMessage(banner, 'LOGIN_FAILED')}</span>
        </Alert>
      ) : null}
      <EmailField
        id="sign-in-email"
        invalid={Boolean(form.formState.errors.email)}
        registration={form.register('email')}
      />
      <FormField id="sign-in-password" label={t('fields.password')}>
        <PasswordInput
          id="sign-in-password"
          autoComplete="current-password"
          aria-invalid={Boolean(form.formState.errors.password)}
          {...form.register('password')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgotPassword}>
          {t('signIn.forgot')}
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('signIn.pending') : t('signIn.submit')}
      </Button>
    </form>
  );
}
