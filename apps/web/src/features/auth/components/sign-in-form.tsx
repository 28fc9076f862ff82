import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SignInInput } from '@va/core/auth/contract';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form/form-banner';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordInput } from '@/components/ui/form/password-input';
import { useFormBanner } from '@/components/ui/form/use-form-banner';
import { takeReturnUrl } from '@/lib/return-url';
import { useSignIn } from '../api/sign-in';
import { EmailField } from './email-field';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';

const resolver = lazyZodResolver(() => import('@va/core/auth/contract').then((contract) => contract.signInSchema));

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { banner, submit } = useFormBanner(form, ['email', 'password']);

  const onSubmit = submit(async (values) => {
    await signIn.mutateAsync(values);
    navigate(takeReturnUrl(), { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-describedby={banner ? 'sign-in-error' : undefined}>
      <FormBanner error={banner} fallback="LOGIN_FAILED" id="sign-in-error" />
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
