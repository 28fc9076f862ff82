import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { SupportForm } from './support-form';

/** The footer's 'Support' button and its 'Contactez-nous' dialog (spec part 2 §2). */
export function SupportDialog({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('pages');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <LifeBuoy aria-hidden="true" className="size-4" />
          {t('dashboard:shell.support')}
        </Button>
      </DialogTrigger>
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
