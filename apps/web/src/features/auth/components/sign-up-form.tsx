import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SignUpInput } from '@va/core/auth/contract';
import { USER_TYPES } from '@va/core/profile/contract';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form/form-banner';
import { FormField } from '@/components/ui/form/form-field';
import { PasswordChecklist } from '@/components/ui/form/password-checklist';
import { PasswordInput } from '@/components/ui/form/password-input';
import { useFormBanner } from '@/components/ui/form/use-form-banner';
import { Input } from '@/components/ui/input';
import { paths } from '@/lib/paths';
import { useSignUp } from '../api/sign-up';
import { EmailField } from './email-field';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';

const resolver = lazyZodResolver(() => import('@va/core/auth/contract').then((contract) => contract.signUpSchema));

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver,
    defaultValues: { firstname: '', lastname: '', email: '', password: '', userType: 'employee' },
  });
  const errors = form.formState.errors;
  const { banner, submit } = useFormBanner(form, ['firstname', 'lastname', 'email', 'password', 'userType']);
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = submit(async (values) => {
    await signUp.mutateAsync(values);
    navigate(paths.signUpConfirmation, { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormBanner error={banner} fallback="SIGNUP_FAILED" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="sign-up-firstname" label={t('fields.firstname')}>
          <Input
            id="sign-up-firstname"
            autoComplete="given-name"
            aria-invalid={Boolean(errors.firstname)}
            {...form.register('firstname')}
          />
        </FormField>
        <FormField id="sign-up-lastname" label={t('fields.lastname')}>
          <Input
            id="sign-up-lastname"
            autoComplete="family-name"
            aria-invalid={Boolean(errors.lastname)}
            {...form.register('lastname')}
          />
        </FormField>
      </div>
      <EmailField id="sign-up-email" invalid={Boolean(errors.email)} registration={form.register('email')} />
      <FormField id="sign-up-password" label={t('fields.password')}>
        <PasswordInput
          id="sign-up-password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby="sign-up-password-criteria"
          {...form.register('password')}
        />
      </FormField>
      <PasswordChecklist id="sign-up-password-criteria" password={password ?? ''} />
      <FormField id="sign-up-user-type" label={t('fields.userType')}>
        <select
          id="sign-up-user-type"
          className="h-11 w-full rounded-lg border border-border bg-card px-3 text-base text-foreground"
          {...form.register('userType')}
        >
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`userTypes.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <p className="text-xs text-muted-foreground">
        <Link to={paths.privacyPolicy} className="underline underline-offset-2 hover:text-foreground">
          {t('signUp.consent')}
        </Link>
      </p>
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? t('signUp.pending') : t('signUp.submit')}
      </Button>
    </form>
  );
}
