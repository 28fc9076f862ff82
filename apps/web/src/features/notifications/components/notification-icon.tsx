import { CircleAlert, CircleCheck, CircleX, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS = { success: CircleCheck, warning: CircleAlert, error: CircleX, info: Info } as const;
const COLORS = {
  success: 'text-success',
  warning: 'text-amber-600 dark:text-amber-400',
  error: 'text-destructive',
  info: 'text-primary',
} as const;

/** The type of a notification as an icon with a text equivalent (any unknown type is info). */
export function NotificationIcon({ type }: { type: string }) {
  const { t } = useTranslation('notifications');
  const known = (type in ICONS ? type : 'info') as keyof typeof ICONS;
  const Icon = ICONS[known];
  return (
    <span className={`mt-0.5 shrink-0 ${COLORS[known]}`}>
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{t(`types.${known}`)}</span>
    </span>
  );
}
