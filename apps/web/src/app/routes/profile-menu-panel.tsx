import { ImagePlus, LogOut, Moon, Settings, ShieldCheck, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { useUpdateSettings } from '@/features/settings/api/update-settings';
import { openPhotoPicker } from '@/features/settings/components/photo-picker';
import type { LaterPanelProps } from '@/components/ui/opens-later';
import { paths } from '@/lib/paths';
import { useProfile } from '@/lib/profile';
import { useSignOut } from '@/lib/session';
import { applyTheme, useIsDark } from '@/lib/theme';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

/**
 * The profile menu, loaded at its first opening: avatar, name and e-mail, photo change, Security
 * and Settings, theme, sign-out (spec part 2 §2).
 */
export function ProfileMenuPanel({
  open,
  onOpenChange,
  trigger,
  photoInputId,
}: LaterPanelProps & { photoInputId: string }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const profile = useProfile();
  const signOut = useSignOut();
  const updateSettings = useUpdateSettings();
  const dark = useIsDark();
  const name = profile.data ? `${profile.data.profile.firstname} ${profile.data.profile.lastname}`.trim() : '';
  const photo = profile.data?.settings.profilePhotoUrl;

  const toggleTheme = () => {
    const theme = dark ? 'light' : 'dark';
    applyTheme(theme);
    toast.success(t(theme === 'light' ? 'settings:appearance.lightOn' : 'settings:appearance.darkOn'));
    updateSettings.mutate({ theme });
  };

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while focus can still
    // reach it (WCAG 4.1.2); the menu keeps its own focus handling and closes on Escape or outside.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl border border-border bg-card p-2 shadow-xl"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar src={photo} name={name} alt="" className="size-10" />
            <div className="min-w-0">
              <p className="truncate font-medium">{profile.data ? name : t('profileMenu.loading')}</p>
              <p className="truncate text-sm text-muted-foreground">{profile.data?.profile.email}</p>
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => openPhotoPicker(photoInputId)}>
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('profileMenu.changePhoto')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} asChild>
            <Link to={paths.dashboard.security}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {t('profileMenu.security')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} asChild>
            <Link to={paths.dashboard.settings}>
              <Settings aria-hidden="true" className="size-4" />
              {t('profileMenu.settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={toggleTheme}>
            {dark ? <Sun aria-hidden="true" className="size-4" /> : <Moon aria-hidden="true" className="size-4" />}
            {dark ? t('profileMenu.lightTheme') : t('profileMenu.darkTheme')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async () => {
              await signOut();
              navigate(paths.home, { replace: true });
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('profileMenu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
