import {
  Activity,
  BarChart3,
  Bell,
  Home,
  Menu,
  Settings,
  ShieldCheck,
  Star,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useMatch } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ChatButton } from '@/features/chat/components/chat-button';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SupportDialog } from '@/features/support/components/support-dialog';
import { paths } from '@/lib/paths';
import { loadSonner } from '@/lib/toast';
import { useProfile } from '@/lib/profile';
import { ProfileMenu } from './profile-menu';

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
const ACCOUNT_NAV: NavEntry[] = [
  { to: paths.dashboard.notifications, key: 'notifications', icon: Bell },
  { to: paths.dashboard.settings, key: 'settings', icon: Settings },
  { to: paths.dashboard.security, key: 'security', icon: ShieldCheck },
];

function NavLinks({ entries = NAV, onNavigate }: { entries?: NavEntry[]; onNavigate?: () => void }) {
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

function Brand() {
  const { t } = useTranslation('dashboard');
  return (
    <Link to={paths.dashboard.home} className="flex items-center gap-2">
      <img src="/favicon.svg" alt="" className="size-9" />
      <span className="leading-tight">
        <span className="block font-semibold">Votre assistant</span>
        <span className="block text-xs text-muted-foreground">{t('shell.brandSubtitle')}</span>
      </span>
    </Link>
  );
}

/** The dashboard shell (spec part 2 §2): fixed header, sidebar or mobile menu, page, footer, chat button. */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();
  const dashboard = useDashboard();
  const [menuOpen, setMenuOpen] = useState(false);
  // The greeting is the overview's visible heading; the other pages have their own h1.
  const onOverview = useMatch({ path: paths.dashboard.home, end: true }) !== null;
  const Greeting = onOverview ? 'h1' : 'p';
  // The signed-in pages toast: the toasts' live region is put in place once the page is up, before the
  // first toast, so that screen readers announce it (a region born with its message often is not).
  useEffect(() => void loadSonner(), []);

  if (profile.isError) return <Navigate to={paths.home} replace />;
  if (!profile.data || !dashboard.data) return <FullPageSpinner label={t('shell.loading')} />;
  const { firstname, lastname, email } = profile.data.profile;
  const points = dashboard.data.points;

  return (
    <div className="min-h-dvh lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 border-r border-border bg-card px-4 py-5 lg:flex">
        <Brand />
        <nav aria-label={t('shell.nav.label')}>
          <NavLinks />
        </nav>
      </aside>

      <header className="fixed inset-x-0 top-0 z-30 border-b border-border bg-card/95 backdrop-blur lg:left-64">
        <div className="flex h-16 items-center justify-between gap-2 px-4 sm:gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted-foreground max-sm:hidden">{t('shell.title')}</p>
            {/* Wraps instead of being cut: two short lines on a 320 px phone. */}
            <Greeting className="leading-tight font-semibold wrap-anywhere max-sm:text-sm">
              {t('shell.welcome', { firstname })}
            </Greeting>
          </div>
          <div className="flex items-center gap-1 sm:gap-2">
            <p className="inline-flex items-center gap-1 rounded-full bg-accent px-2 py-1 text-sm font-semibold whitespace-nowrap text-primary sm:px-3">
              <Star aria-hidden="true" className="size-4 max-sm:hidden" />
              <span aria-hidden="true">{t('shell.points', { count: points })}</span>
              <span className="sr-only">{t('shell.pointsLabel', { count: points })}</span>
            </p>
            <NotificationBell />
            <ProfileMenu />
            <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
              <DialogPrimitive.Trigger asChild>
                <Button variant="ghost" size="icon" className="lg:hidden" aria-label={t('shell.openMenu')}>
                  <Menu aria-hidden="true" className="size-5" />
                </Button>
              </DialogPrimitive.Trigger>
              <DialogPrimitive.Portal>
                <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40" />
                <DialogPrimitive.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 border-l border-border bg-card p-5 shadow-xl motion-safe:animate-[slide-in-right_200ms_ease-out]">
                  <DialogPrimitive.Title className="sr-only">{t('shell.nav.label')}</DialogPrimitive.Title>
                  <DialogPrimitive.Description className="sr-only">{t('shell.nav.label')}</DialogPrimitive.Description>
                  <div className="flex items-center justify-between">
                    <Brand />
                    <DialogPrimitive.Close asChild>
                      <Button variant="ghost" size="icon" aria-label={t('shell.closeMenu')}>
                        <X aria-hidden="true" className="size-5" />
                      </Button>
                    </DialogPrimitive.Close>
                  </div>
                  <nav aria-label={t('shell.nav.label')} className="space-y-4">
                    <NavLinks onNavigate={() => setMenuOpen(false)} />
                    <div className="border-t border-border pt-4">
                      <NavLinks entries={ACCOUNT_NAV} onNavigate={() => setMenuOpen(false)} />
                    </div>
                  </nav>
                </DialogPrimitive.Content>
              </DialogPrimitive.Portal>
            </DialogPrimitive.Root>
          </div>
        </div>
      </header>

      <main id="main" className="mx-auto max-w-6xl px-4 pt-24 pb-8">
        <Outlet />
      </main>

      {/* pb-24: room below the footer for the floating chat button, which never covers « Support ». */}
      <footer className="border-t border-border px-4 pt-5 pb-24 text-sm text-muted-foreground">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
          <nav aria-label={t('footer.legal')} className="flex gap-4">
            <Link to={paths.legalNotice} className="hover:text-foreground hover:underline">
              {t('footer.legal')}
            </Link>
            <Link to={paths.privacyPolicy} className="hover:text-foreground hover:underline">
              {t('footer.privacy')}
            </Link>
            <Link to={paths.accessibilityStatement} className="hover:text-foreground hover:underline">
              {t('footer.accessibility')}
            </Link>
          </nav>
          <SupportDialog name={`${firstname} ${lastname}`.trim()} email={email} />
        </div>
      </footer>

      <ChatButton />
    </div>
  );
}
