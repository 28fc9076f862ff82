import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SupportRequestInput } from '@va/core/support/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form/form-banner';
import { FormField } from '@/components/ui/form/form-field';
import { useFormBanner } from '@/components/ui/form/use-form-banner';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSendSupportRequest } from '../api/send-support-request';
import { lazyZodResolver } from '@/components/ui/form/lazy-zod-resolver';

/** Our contact form: stored by the server and e-mailed to the support address, with a confirmation to the person. */
const resolver = lazyZodResolver(() =>
  import('@va/core/support/contract').then((contract) => contract.supportRequestSchema),
);

export function SupportForm({ defaults }: { defaults?: Partial<SupportRequestInput> }) {
  const { t } = useTranslation('pages');
  const send = useSendSupportRequest();
  const form = useForm<SupportRequestInput>({
    resolver,
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', subject: '', message: '' },
  });
  const errors = form.formState.errors;
  const { banner, submit } = useFormBanner(form, ['name', 'email', 'subject', 'message']);

  if (send.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{t('support.form.sent')}</Alert>
        <Button
          variant="secondary"
          onClick={() => {
            send.reset();
            form.reset({ ...form.getValues(), subject: '', message: '' });
          }}
        >
          {t('support.form.another')}
        </Button>
      </div>
    );
  }

  const onSubmit = submit(async (values) => {
    await send.mutateAsync(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormBanner error={banner} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="support-name" label={t('support.form.name')}>
          <Input id="support-name" autoComplete="name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        </FormField>
        <FormField id="support-email" label={t('support.form.email')}>
          <Input
            id="support-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </FormField>
      </div>
      <FormField id="support-subject" label={t('support.form.subject')}>
        <Input id="support-subject" aria-invalid={Boolean(errors.subject)} {...form.register('subject')} />
      </FormField>
      <FormField id="support-message" label={t('support.form.message')}>
        <Textarea id="support-message" rows={6} aria-invalid={Boolean(errors.message)} {...form.register('message')} />
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? t('support.form.sending') : t('support.form.send')}
      </Button>
    </form>
  );
}
