import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import type { LaterPanelProps } from '@/components/ui/opens-later';
import { SupportForm } from './support-form';

/** The 'Contactez-nous' dialog of the footer's 'Support' button, loaded at its first opening. */
export function SupportDialogPanel({
  open,
  onOpenChange,
  trigger,
  name,
  email,
}: LaterPanelProps & { name: string; email: string }) {
  const { t } = useTranslation('pages');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={t('support.form.title')}
        description={t('support.form.description')}
        closeLabel={t('support.form.close')}
      >
        <SupportForm defaults={{ name, email }} />
      </DialogContent>
    </Dialog>
  );
}
