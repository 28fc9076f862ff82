import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@va/core/language';

/**
 * Every TanStack Query key of the app, once. The first item names the data; a shorter key is a
 * prefix of the longer ones, so invalidating `notifications.all` refreshes every filter's list.
 */
export const queryKeys = {
  session: ['session'],
  config: ['config'],
  profile: ['profile'],
  dashboard: ['dashboard'],
  notifications: {
    all: ['notifications'],
    list: (filter: string) => ['notifications', filter] as const,
  },
  onboarding: {
    state: ['onboarding'],
    results: (language: Language) => ['onboarding', 'results', language] as const,
  },
  chatHistory: ['chat', 'history'],
  /** Whether a reset link is still valid (its page, signed out). */
  resetToken: (token: string) => ['reset-token', token] as const,
} as const;

/** What a sign-out keeps: the session itself (set to null) and the server's public configuration. */
export function survivesSignOut(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === queryKeys.session[0] || queryKey[0] === queryKeys.config[0];
}

/**
 * Refreshes everything a change of points can move: the points badge, scores and recent activity
 * (the dashboard) and the milestone notifications (bell and page). Call it after anything that
 * can award points or create a notification.
 */
export function refreshPointsViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  ]);
}
