import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form/form-field';

/** The labelled e-mail field of the sign-in, sign-up and forgot-password forms. */
export function EmailField({
  id,
  invalid,
  registration,
}: {
  id: string;
  invalid: boolean;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  return (
    <FormField id={id} label={t('fields.email')}>
      <Input
        id={id}
        type="email"
        autoComplete="email"
        placeholder={t('placeholders.email')}
        aria-invalid={invalid}
        {...registration}
      />
    </FormField>
  );
}
