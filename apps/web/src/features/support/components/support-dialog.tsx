import { LifeBuoy } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { OpensLater } from '@/components/ui/opens-later';

const SupportDialogPanel = lazy(() =>
  import('./support-dialog-panel').then((module) => ({ default: module.SupportDialogPanel })),
);

/** The footer's 'Support' button and its 'Contactez-nous' dialog (spec part 2 §2). */
export function SupportDialog({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <OpensLater
      popup="dialog"
      trigger={(props) => (
        <Button variant="ghost" size="sm" {...props}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          {t('shell.support')}
        </Button>
      )}
      panel={(state) => <SupportDialogPanel {...state} name={name} email={email} />}
    />
  );
}
