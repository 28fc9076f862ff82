import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { OpensLater } from '@/components/ui/opens-later';
import { useNotifications } from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';

const NotificationBellPanel = lazy(() =>
  import('./notification-bell-panel').then((module) => ({ default: module.NotificationBellPanel })),
);

/**
 * The header bell: the unread badge above 0, kept current by the notification stream; its panel
 * (the latest notifications, mark one or all read) is loaded at the first opening.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  useNotificationStream();
  const unread = useNotifications().data?.unreadCount ?? 0;
  return (
    <OpensLater
      popup="dialog"
      trigger={(props) => (
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
          {...props}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-xs font-bold text-white dark:text-black"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      )}
      panel={(state) => <NotificationBellPanel {...state} />}
    />
  );
}
