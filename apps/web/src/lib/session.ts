import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Session } from '@va/core/auth/contract';
import { api } from './api-client';
import { queryKeys, survivesSignOut } from './query-keys';
import { rememberReturnUrl } from './return-url';
import { clearStorageOnSignOut } from './storage-keys';

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

/** The web state of a signed-out visitor: no session, no signed-in data (the public config stays). */
function forgetSignedInData(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => !survivesSignOut(query.queryKey) });
}

/** Signs out on the server, forgets every cached query and clears the browser storage (spec part 1 §4). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    await api('/api/auth/sign-out', { method: 'POST', body: {}, unauthorizedIsAnswer: true }).catch(() => undefined);
    clearStorageOnSignOut();
    forgetSignedInData(queryClient);
  };
}

/**
 * A 401 outside the auth forms: the session ended without a sign-out (expired, revoked, signed
 * out on another device). The web state signs out and the person goes home, to come back to
 * `currentPath` once signed in again. The device's storage stays: answers waiting to be sent are
 * kept for that next sign-in. Only the first of several failing calls acts.
 */
export function endLostSession(queryClient: QueryClient, currentPath: string, goHome: () => void) {
  if (!queryClient.getQueryData(sessionQuery.queryKey)) return;
  rememberReturnUrl(currentPath);
  forgetSignedInData(queryClient);
  goHome();
}
