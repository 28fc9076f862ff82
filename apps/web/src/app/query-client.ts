import { QueryClient } from '@tanstack/react-query';

/** The app's one cache of server data (keys: lib/query-keys.ts). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
