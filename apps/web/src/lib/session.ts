import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys, survivesSignOut } from './query-keys';
import { clearStorageOnSignOut } from './storage-keys';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstname?: string | null;
  lastname?: string | null;
  userType?: string | null;
}

export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

/** The current session, or null when signed out (better-auth answers null, not 401). */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
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
    queryClient.removeQueries({ predicate: (query) => !survivesSignOut(query.queryKey) });
  };
}
