import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationFilter, NotificationList } from '@va/core/notifications/contract';
import { api } from '@/lib/api-client';
import { queryKeys, refreshPointsViews } from '@/lib/query-keys';

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
