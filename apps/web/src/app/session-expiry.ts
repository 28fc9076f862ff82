import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { endLostSession } from '@/lib/session';

/**
 * A 401 on any call but the auth forms' means the session has ended: the web state signs out and
 * the person goes home, back to this page after signing in (docs/decisions/0013).
 */
export function signOutOnUnauthorized(queryClient: QueryClient, router: Pick<DataRouter, 'state' | 'navigate'>) {
  setUnauthorizedHandler(() => {
    const { pathname, search, hash } = router.state.location;
    endLostSession(queryClient, `${pathname}${search}${hash}`, () => {
      void router.navigate(paths.home, { replace: true });
    });
  });
}
