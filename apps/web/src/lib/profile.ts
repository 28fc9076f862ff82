import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences, Theme } from '@va/core/user';
import type { Language } from '@va/core/language';
import { api } from './api-client';
import { queryKeys } from './query-keys';

export interface ProfileView {
  profile: {
    id: string;
    email: string;
    firstname: string;
    lastname: string;
    userType: string;
    onboardingCompleted: boolean;
  };
  settings: {
    theme: Theme;
    language: Language;
    notifications: NotificationPreferences;
    profilePhotoUrl: string | null;
  };
}

export const profileQuery = queryOptions({
  queryKey: queryKeys.profile,
  queryFn: () => api<ProfileView>('/api/profile'),
  staleTime: 30_000,
});

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQuery, enabled: options.enabled ?? true });
}
