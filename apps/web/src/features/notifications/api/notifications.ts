import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys, refreshPointsViews } from '@/lib/query-keys';

export const NOTIFICATION_FILTERS = ['all', 'unread', 'message', 'like', 'achievement', 'reminder', 'system'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export interface AppNotification {
  id: string;
  type: string;
  category: string;
  priority: 'high' | 'medium' | 'low' | string;
  event: string | null;
  params: Record<string, string | number> | null;
  title: string;
  description: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationList {
  items: AppNotification[];
  unreadCount: number;
}

export const notificationsQuery = (filter: NotificationFilter = 'all') =>
  queryOptions({
    queryKey: queryKeys.notifications.list(filter),
    queryFn: () => api<NotificationList>(`/api/notifications?filter=${filter}`),
    staleTime: 30_000,
  });

export function useNotifications(filter: NotificationFilter = 'all') {
  return useQuery(notificationsQuery(filter));
}

function useNotificationMutation<T>(run: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => refreshPointsViews(queryClient),
  });
}

export function useMarkRead() {
  return useNotificationMutation((id: string) =>
    api(`/api/notifications/${id}`, { method: 'PATCH', body: { read: true } }),
  );
}

export function useMarkAllRead() {
  return useNotificationMutation(() => api('/api/notifications/read-all', { method: 'POST', body: {} }));
}

export function useDeleteNotification() {
  return useNotificationMutation((id: string) => api(`/api/notifications/${id}`, { method: 'DELETE' }));
}
