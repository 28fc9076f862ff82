import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshPointsViews } from '@/lib/query-keys';

/**
 * Live notifications over Server-Sent Events. EventSource reconnects by itself and sends the
 * last event id, so the server replays what was created meanwhile: nothing is lost.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/notifications/stream');
    const refresh = () => void refreshPointsViews(queryClient);
    source.addEventListener('notification', refresh);
    return () => source.close();
  }, [queryClient]);
}
