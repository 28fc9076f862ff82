import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEvents } from '@/lib/event-streams';
import { refreshPointsViews } from '@/lib/query-keys';

/**
 * Live notifications over Server-Sent Events. The stream reconnects by itself and sends the last
 * event id, so the server replays what was created meanwhile: nothing is lost.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = new AbortController();
    void followEvents('/api/notifications/stream', {
      signal: stop.signal,
      onEvent: (event) => {
        if (event.event === 'notification') void refreshPointsViews(queryClient);
      },
    });
    return () => stop.abort();
  }, [queryClient]);
}
