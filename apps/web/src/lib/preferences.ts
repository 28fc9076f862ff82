import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from './toast';
import type { Language } from '@va/core/language';
import { api } from './api-client';
import { changeLanguage, i18n } from './i18n';
import { profileQuery, useProfile, type ProfileView } from './profile';
import { applyTheme, storedTheme } from './theme';

/** Once signed in, the language and theme saved in the user's settings win over this device's choice. */
export function useSavedPreferences() {
  const profile = useProfile();
  const savedLanguage = profile.data?.settings.language;
  const savedTheme = profile.data?.settings.theme;
  useEffect(() => {
    if (savedLanguage && savedLanguage !== i18n.language) void changeLanguage(savedLanguage);
  }, [savedLanguage]);
  useEffect(() => {
    if (savedTheme && savedTheme !== storedTheme()) applyTheme(savedTheme);
  }, [savedTheme]);
}

/** A signed-in language change: saved first, then the translations switch ('Error changing language' otherwise). */
export function useChangeSavedLanguage() {
  const queryClient = useQueryClient();
  return async (language: Language) => {
    try {
      await api('/api/settings', { method: 'PATCH', body: { language } });
      queryClient.setQueryData<ProfileView>(profileQuery.queryKey, (view) =>
        view ? { ...view, settings: { ...view.settings, language } } : view,
      );
      await changeLanguage(language);
    } catch {
      toast.error('Error changing language');
    }
  };
}
