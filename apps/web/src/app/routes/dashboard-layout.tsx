import { Star } from 'lucide-react';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useMatch } from 'react-router';
import { Later } from '@/components/ui/later';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { paths } from '@/lib/paths';
import { afterLoad } from '@/lib/after-load';
import { loadSonner } from '@/lib/toast';
import { useProfile } from '@/lib/profile';
import { ChatButton } from '@/features/chat/components/chat-button';
import { SupportDialog } from '@/features/support/components/support-dialog';
import { Brand, NavLinks } from './dashboard-nav';
import { MobileMenu } from './mobile-menu';
import { ProfileMenu } from './profile-menu';

// The bell starts the notification stream and its list: drawn just after the page (components/ui/later.tsx).
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The dashboard shell (spec part 2 §2): fixed header, sidebar or mobile menu, page, footer, chat button. */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const profile = useProfile();
  const dashboard = useDashboard();
  // The greeting is the overview's visible heading; the other pages have their own h1.
  const onOverview = useMatch({ path: paths.dashboard.home, end: true }) !== null;
  const Greeting = onOverview ? 'h1' : 'p';
  // The signed-in pages toast: the toasts' live region is put in place once the page is up, before the
  // first toast, so that screen readers announce it (a region born with its message often is not);
  // after the page's load, never ahead of its own downloads.
  useEffect(() => void afterLoad().then(loadSonner), []);

  if (profile.isError) return <Navigate to={paths.home} replace />;
  if (!profile.data || !dashboard.data) return <FullPageSpinner label={t('shell.loading')} />;
  const { firstname, lastname, email } = profile.data.profile;
  const points = dashboard.data.points;

  return (
    <div className="min-h-dvh lg:pl-64">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col gap-6 border-r border-border bg-card px-4 py-5 lg:flex">
        {/* Hidden on a phone, where the page's content comes first. */}
        <Later>
          <Brand />
          <nav aria-label={t('shell.nav.label')}>
            <NavLinks />
          </nav>
        </Later>
      </aside>

      <header className="fixed inset-x-0 top-0 z-30 border-b border-border bg-card lg:left-64">
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
            <Later reserve="size-9">
              <NotificationBell />
            </Later>
            <ProfileMenu />
            <MobileMenu />
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
