import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { OpensLater } from '@/components/ui/opens-later';
import { PhotoPicker } from '@/features/settings/components/photo-picker';
import { useProfile } from '@/lib/profile';

/** The file input of the menu's « Changer la photo », there from the page's first render. */
const PHOTO_INPUT_ID = 'menu-photo-input';

const ProfileMenuPanel = lazy(() =>
  import('./profile-menu-panel').then((module) => ({ default: module.ProfileMenuPanel })),
);

/** The header's avatar button; its menu (spec part 2 §2) is loaded at the first opening. */
export function ProfileMenu() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();
  const name = profile.data ? `${profile.data.profile.firstname} ${profile.data.profile.lastname}`.trim() : '';
  return (
    <PhotoPicker inputId={PHOTO_INPUT_ID} notImageMessage={t('profileMenu.onlyImages')}>
      {() => (
        <OpensLater
          popup="menu"
          trigger={(props) => (
            <button type="button" aria-label={t('profileMenu.open')} className="rounded-full" {...props}>
              <Avatar
                src={profile.data?.settings.profilePhotoUrl}
                name={name}
                alt={t('profileMenu.avatarAlt', { name })}
              />
            </button>
          )}
          panel={(state) => <ProfileMenuPanel {...state} photoInputId={PHOTO_INPUT_ID} />}
        />
      )}
    </PhotoPicker>
  );
}
