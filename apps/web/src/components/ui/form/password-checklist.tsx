import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_CRITERIA } from '@va/core/auth/password';
import { cn } from '@/components/ui/cn';

/** The five criteria, checked live as the person types (icon + words, not colour alone). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const result = checkPassword(password);
  return (
    <div id={id} className="rounded-lg bg-muted p-3 text-sm">
      <p className="mb-1 font-medium">{t('form.passwordCriteria.title')}</p>
      <ul className="space-y-1">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = result[criterion];
          const Icon = met ? Check : X;
          return (
            <li
              key={criterion}
              className={cn('flex items-center gap-2', met ? 'text-success' : 'text-muted-foreground')}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>{t(`form.passwordCriteria.${criterion}`)}</span>
              <span className="sr-only">
                ({met ? t('form.passwordCriteria.met') : t('form.passwordCriteria.unmet')})
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
