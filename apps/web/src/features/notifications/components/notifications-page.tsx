import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PillGroup } from '@/components/ui/pill-group';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { NOTIFICATION_FILTERS, type NotificationFilter } from '@va/core/notifications/contract';
import { useDeleteNotification, useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { useNotificationText } from '../hooks/use-notification-text';
import { NotificationIcon } from './notification-icon';

/** `/dashboard/notifications`: every notification, filters, mark read, delete (spec part 2 §2). */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const text = useNotificationText();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const list = useNotifications(filter);
  const all = useNotifications('all');
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const remove = useDeleteNotification();
  const unread = all.data?.unreadCount ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('page.title')}</h1>
          <p className="text-muted-foreground" aria-live="polite">
            {unread === 0 ? t('page.unread_zero') : t('page.unread', { count: unread })}
          </p>
        </div>
        <Button variant="secondary" disabled={unread === 0} onClick={() => markAllRead.mutate(undefined)}>
          <Check aria-hidden="true" className="size-4" />
          {t('bell.markAllRead')}
        </Button>
      </div>

      <PillGroup
        groupLabel={t('page.filters.label')}
        values={NOTIFICATION_FILTERS}
        value={filter}
        onChange={setFilter}
        label={(value) => t(`page.filters.${value}`)}
      />

      {list.isPending ? (
        <Spinner label={t('common:loading')} />
      ) : (list.data?.items.length ?? 0) === 0 ? (
        <Card className="py-10 text-center text-muted-foreground">{t('bell.empty')}</Card>
      ) : (
        <ul className="space-y-2">
          {list.data!.items.map((item) => (
            <li key={item.id}>
              <Card className={cn('flex gap-3 p-4', item.read ? '' : 'border-primary/40 bg-accent/40')}>
                <NotificationIcon type={item.type} />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium">{text.title(item)}</p>
                    {item.priority === 'high' ? (
                      <span className="rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-white dark:text-black">
                        {t('page.urgent')}
                      </span>
                    ) : null}
                    {item.read ? null : (
                      <span className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
                        {t('page.unreadBadge')}
                      </span>
                    )}
                  </div>
                  <p className="text-sm text-muted-foreground">{text.description(item)}</p>
                  <p className="text-xs text-muted-foreground">{text.time(item.createdAt)}</p>
                </div>
                <div className="flex shrink-0 items-start gap-1">
                  {item.read ? null : (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('page.markReadItem', { title: text.title(item) })}
                      onClick={() => markRead.mutate(item.id)}
                    >
                      <Check aria-hidden="true" className="size-4" />
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('page.deleteItem', { title: text.title(item) })}
                    onClick={() => remove.mutate(item.id, { onSuccess: () => toast.success(t('page.deleted')) })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
