import { useTranslation } from 'react-i18next';
import { relativeTime } from '@va/core/format';
import type { AppNotification } from '../api/notifications';

/** Words a notification in the current language: its event when known, else the stored text. */
export function useNotificationText() {
  const { t, i18n } = useTranslation('notifications');
  return {
    title: (item: AppNotification) =>
      item.event && i18n.exists(`notifications:events.${item.event}.title`)
        ? t(`events.${item.event}.title`, item.params ?? {})
        : item.title,
    description: (item: AppNotification) =>
      item.event && i18n.exists(`notifications:events.${item.event}.description`)
        ? t(`events.${item.event}.description`, item.params ?? {})
        : item.description,
    time: (createdAt: string) => {
      const relative = relativeTime(createdAt);
      return relative.unit === 'now' ? t('time.now') : t(`time.${relative.unit}`, { count: relative.count });
    },
  };
}
