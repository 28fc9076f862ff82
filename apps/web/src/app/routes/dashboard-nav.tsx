import { Activity, BarChart3, Bell, Home, Settings, ShieldCheck, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { paths } from '@/lib/paths';

interface NavEntry {
  to: string;
  key: 'home' | 'progression' | 'activities' | 'community' | 'notifications' | 'settings' | 'security';
  icon: LucideIcon;
  end?: boolean;
}

const NAV: NavEntry[] = [
  { to: paths.dashboard.home, key: 'home', icon: Home, end: true },
  { to: paths.dashboard.progression, key: 'progression', icon: BarChart3 },
  { to: paths.dashboard.activities, key: 'activities', icon: Activity },
  { to: paths.dashboard.community, key: 'community', icon: Users },
];

/** What the desktop reaches from the header (the bell, the profile menu), listed in the phone's menu. */
export const ACCOUNT_NAV: NavEntry[] = [
  { to: paths.dashboard.notifications, key: 'notifications', icon: Bell },
  { to: paths.dashboard.settings, key: 'settings', icon: Settings },
  { to: paths.dashboard.security, key: 'security', icon: ShieldCheck },
];

export function NavLinks({ entries = NAV, onNavigate }: { entries?: NavEntry[]; onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <ul className="space-y-1">
      {entries.map(({ to, key, icon: Icon, end }) => (
        <li key={key}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium',
                isActive ? 'bg-accent text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(`shell.nav.${key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Brand() {
  const { t } = useTranslation('dashboard');
  return (
    <Link to={paths.dashboard.home} className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" className="size-9" loading="lazy" />
      <span className="leading-tight">
        <span className="block font-semibold">Votre assistant</span>
        <span className="block text-xs text-muted-foreground">{t('shell.brandSubtitle')}</span>
      </span>
    </Link>
  );
}
