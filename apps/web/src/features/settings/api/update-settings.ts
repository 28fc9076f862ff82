import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSettings, SettingsUpdate } from '@va/core/settings/contract';
import { api } from '@/lib/api-client';
import { profileQuery, type ProfileView } from '@/lib/profile';

/** Saves part of the settings for real and keeps the cached profile in step. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: SettingsUpdate) => api<SavedSettings>('/api/settings', { method: 'PATCH', body: update }),
    onSuccess: (settings) => {
      queryClient.setQueryData<ProfileView>(profileQuery.queryKey, (view) =>
        view ? { ...view, settings: { ...view.settings, ...settings } } : view,
      );
    },
  });
}
