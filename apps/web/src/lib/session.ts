import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session, SessionUser } from '@va/core/auth/contract';
import { api } from './api-client';
import { clearStorageOnSignOut } from './storage-keys';

export type { Session, SessionUser };

/** The current session, or null when signed out (better-auth answers null, not 401). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<Session | null>('/api/auth/get-session'),
  staleTime: 60_000,
  retry: 1,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Signs out on the server, forgets every cached query and clears the browser storage (spec part 1 §4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api('/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    clearStorageOnSignOut();
    queryClient.setQueryData(sessionQuery.queryKey, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== 'session' && query.queryKey[0] !== 'config',
    });
  };
}
