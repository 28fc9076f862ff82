import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { supportRequestSchema, type SupportRequestInput } from '@va/core/support/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useErrorMessage } from '@/lib/use-error-message';
import { useSendSupportRequest } from '../api/send-support-request';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** Our contact form: stored by the server and e-mailed to the support address, with a confirmation to the person. */
export function SupportForm({ defaults }: { defaults?: Partial<SupportRequestInput> }) {
  const { t } = useTranslation('pages');
  const errorMessage = useErrorMessage();
  const send = useSendSupportRequest();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useForm<SupportRequestInput>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: { name: defaults?.name ?? '', email: defaults?.email ?? '', subject: '', message: '' },
  });
  const errors = form.formState.errors;
  const fieldError = FIELDS.map((field) => errors[field]?.message).find(Boolean);
  const banner = fieldError ?? serverError;

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

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      setServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {banner ? <Alert>{errorMessage(banner)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor="support-name">{t('support.form.name')}</Label>
          <Input id="support-name" autoComplete="name" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="support-email">{t('support.form.email')}</Label>
          <Input
            id="support-email"
            type="email"
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="support-subject">{t('support.form.subject')}</Label>
        <Input id="support-subject" aria-invalid={Boolean(errors.subject)} {...form.register('subject')} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="support-message">{t('support.form.message')}</Label>
        <textarea
          id="support-message"
          rows={6}
          aria-invalid={Boolean(errors.message)}
          className="w-full rounded-lg border border-border bg-card p-3 text-base text-foreground aria-[invalid=true]:border-destructive"
          {...form.register('message')}
        />
      </div>
      <Button type="submit" disabled={send.isPending}>
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? t('support.form.sending') : t('support.form.send')}
      </Button>
    </form>
  );
}
