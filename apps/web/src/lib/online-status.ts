import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from './api-client';
import { sessionQuery } from './session';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** A call that never reached the server (no network, server down), as opposed to a refusal. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK';
}

/** Whether the device says it has a network (`navigator.onLine`), kept current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Whether the app works offline right now: the device says it has no network, or the session
 * check could not reach the server. Observes the session without fetching it.
 */
export function useOffline(): boolean {
  const online = useOnline();
  const session = useQuery({ ...sessionQuery, enabled: false });
  return !online || isUnreachable(session.error);
}

/**
 * When the network comes back, asks again what could not reach the server (the session check
 * first of all). React Query does not: it believed the device online all along. Returns the stop.
 */
export function retryUnreachableWhenOnline(queryClient: QueryClient): () => void {
  const retry = () =>
    void queryClient.refetchQueries({ predicate: (query) => isUnreachable(query.state.error) }).catch(() => undefined);
  window.addEventListener('online', retry);
  return () => window.removeEventListener('online', retry);
}
