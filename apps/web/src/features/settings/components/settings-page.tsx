import { ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { THEMES, type NotificationPreferences, type Theme } from '@va/core/settings/contract';
import { LANGUAGES, type Language } from '@va/core/language';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useChangeSavedLanguage } from '@/lib/preferences';
import { useProfile } from '@/lib/profile';
import { applyTheme } from '@/lib/theme';
import { useRemovePhoto } from '../api/photo';
import { useUpdateSettings } from '../api/update-settings';
import { ChoiceGroup } from './choice-group';
import { openPhotoPicker, PhotoPicker } from './photo-picker';

const PREFERENCES: Array<keyof NotificationPreferences> = ['email', 'push', 'updates'];

/** `/dashboard/settings`: every change is saved at once, for real, with the spec's toasts. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  const update = useUpdateSettings();
  const removePhoto = useRemovePhoto();
  const changeLanguage = useChangeSavedLanguage();
  if (!profile.data) return <FullPageSpinner label={t('common:loading')} />;
  const { settings } = profile.data;
  const name = `${profile.data.profile.firstname} ${profile.data.profile.lastname}`.trim();

  const save = (change: Parameters<typeof update.mutate>[0], success: string) =>
    update.mutate(change, { onSuccess: () => toast.success(success), onError: () => toast.error(t('saveError')) });

  const setTheme = (theme: Theme) => {
    applyTheme(theme);
    save(
      { theme },
      t(theme === 'light' ? 'appearance.lightOn' : theme === 'dark' ? 'appearance.darkOn' : 'appearance.systemOn'),
    );
  };

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('photo.title')}</h2>
        <div className="flex flex-wrap items-center gap-4">
          <Avatar
            src={settings.profilePhotoUrl}
            name={name}
            alt={t('dashboard:profileMenu.avatarAlt', { name })}
            className="size-20 text-xl"
          />
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">{t('photo.description')}</p>
            <div className="flex flex-wrap gap-2">
              <PhotoPicker inputId="settings-photo-input">
                {(pending) => (
                  <Button
                    variant="secondary"
                    onClick={() => openPhotoPicker('settings-photo-input')}
                    disabled={pending}
                  >
                    <ImagePlus aria-hidden="true" className="size-4" />
                    {pending ? t('photo.uploading') : t('photo.upload')}
                  </Button>
                )}
              </PhotoPicker>
              {settings.profilePhotoUrl ? (
                <Button
                  variant="ghost"
                  onClick={() => removePhoto.mutate(undefined, { onSuccess: () => toast.success(t('photo.removed')) })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('photo.remove')}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('notifications.title')}</h2>
        <ul className="divide-y divide-border">
          {PREFERENCES.map((key) => {
            const title = t(`notifications.${key}.title`);
            const enabled = settings.notifications[key];
            return (
              <li key={key} className="flex items-center justify-between gap-4 py-3">
                <div>
                  <p id={`pref-${key}`} className="font-medium">
                    {title}
                  </p>
                  <p className="text-sm text-muted-foreground">{t(`notifications.${key}.description`)}</p>
                </div>
                <Switch
                  aria-labelledby={`pref-${key}`}
                  checked={enabled}
                  onCheckedChange={(checked) =>
                    save(
                      { notifications: { [key]: checked } },
                      t(checked ? 'notifications.enabled' : 'notifications.disabled', { title }),
                    )
                  }
                />
              </li>
            );
          })}
        </ul>
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('appearance.title')}</h2>
        <ChoiceGroup
          label={t('appearance.theme')}
          options={THEMES}
          value={settings.theme}
          onChange={setTheme}
          text={(theme) => t(`appearance.${theme}`)}
        />
      </Card>

      <Card className="space-y-4">
        <h2 className="text-lg font-semibold">{t('language.title')}</h2>
        <ChoiceGroup
          label={t('language.title')}
          options={LANGUAGES}
          value={settings.language}
          onChange={(language: Language) => void changeLanguage(language)}
          text={(language) => t(`language.${language}`)}
        />
      </Card>
    </div>
  );
}
