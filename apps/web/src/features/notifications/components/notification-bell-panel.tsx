import { Check } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { LaterPanelProps } from '@/components/ui/opens-later';
import { paths } from '@/lib/paths';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { useNotificationText } from '../hooks/use-notification-text';
import { NotificationIcon } from './notification-icon';

const SHOWN = 8;

/** The bell's panel, loaded at its first opening: the latest notifications, mark one or all read. */
export function NotificationBellPanel({ open, onOpenChange, trigger }: LaterPanelProps) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText();
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.items.slice(0, SHOWN) ?? [];

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl border border-border bg-card p-2 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1">
            <h2 className="font-semibold">{t('bell.title')}</h2>
            {unread > 0 ? (
              <Button variant="link" size="inline" className="text-sm" onClick={() => markAllRead.mutate(undefined)}>
                {t('bell.markAllRead')}
              </Button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t('bell.empty')}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {items.map((item) => (
                <li key={item.id} className={`flex gap-3 rounded-xl p-2 ${item.read ? '' : 'bg-accent/60'}`}>
                  <NotificationIcon type={item.type} />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{text.title(item)}</p>
                    <p className="text-sm text-muted-foreground">{text.description(item)}</p>
                    <p className="text-xs text-muted-foreground">{text.time(item.createdAt)}</p>
                  </div>
                  {item.read ? null : (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 shrink-0"
                      aria-label={t('bell.markReadItem', { title: text.title(item) })}
                      onClick={() => markRead.mutate(item.id)}
                    >
                      <Check aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <Popover.Close asChild>
            <Link
              to={paths.dashboard.notifications}
              className="mt-1 block rounded-lg px-2 py-2 text-center text-sm font-medium text-primary hover:bg-muted"
            >
              {t('bell.seeAll')}
            </Link>
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
