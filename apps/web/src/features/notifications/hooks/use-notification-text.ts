import { useTranslation } from 'react-i18next';
import { relativeTime } from '@va/core/format';
import { notificationText } from '@va/core/notifications/events';
import { currentLanguage } from '@/lib/i18n';
import type { NotificationView } from '@va/core/notifications/contract';

/**
 * Words a notification in the current language: its event from the core catalogue (the server
 * words it the same way) when known, else the stored text.
 */
export function useNotificationText() {
  // Subscribed to the language, so the texts change with it.
  const { t } = useTranslation('notifications');
  const language = currentLanguage();
  return {
    title: (item: NotificationView) => notificationText(item, language).title,
    description: (item: NotificationView) => notificationText(item, language).description,
    time: (createdAt: string) => {
      const relative = relativeTime(createdAt);
      return relative.unit === 'now' ? t('time.now') : t(`time.${relative.unit}`, { count: relative.count });
    },
  };
}
