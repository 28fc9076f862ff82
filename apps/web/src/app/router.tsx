import { createBrowserRouter, Navigate } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { dashboardQuery } from '@/features/dashboard/api/get-dashboard';
import { paths } from '@/lib/paths';
import type { RouteHandle } from './route-title';
import { profileQuery } from '@/lib/profile';
import { queryClient } from './query-client';
import { ProtectedLayout } from './routes/protected-layout';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/** The page's name for the document's title (app/route-title.ts). */
const titled = (title: NonNullable<RouteHandle['title']>): RouteHandle => ({ title });

/**
 * The dashboard's data is asked for as the page opens, beside the session and the page's chunks,
 * rather than once the session is known: one round trip fewer before the page shows (ADR 0033,
 * « Lighthouse »). A signed-out visitor's calls answer 401, which ends no session (there is none)
 * and leaves nothing behind: a failed query is fetched again when a signed-in page mounts it. The
 * loader itself does not wait.
 */
function prefetchDashboard() {
  void queryClient.prefetchQuery(profileQuery);
  void queryClient.prefetchQuery(dashboardQuery);
  return null;
}

/**
 * The route table of the spec (part 1 §2, part 2 §2). The sign-in screen is in the first
 * download; every other page is its own chunk, loaded when visited. Each page names itself in
 * `handle` for the document's title.
 */
export const router = createBrowserRouter([
  {
    // Around every page: the skip link and the document's title.
    element: <RootLayout />,
    // One error element for every page: a render or chunk-loading failure shows RouteError.
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <AuthScreen />, handle: titled('home') },
      {
        path: paths.authCallback,
        handle: titled('authCallback'),
        lazy: () => import('@/features/auth/components/auth-callback').then((m) => ({ Component: m.AuthCallback })),
      },
      {
        path: paths.legalNotice,
        handle: titled('legalNotice'),
        lazy: () => import('./routes/legal-routes').then((m) => ({ Component: m.LegalNoticeRoute })),
      },
      {
        path: paths.privacyPolicy,
        handle: titled('privacyPolicy'),
        lazy: () => import('./routes/legal-routes').then((m) => ({ Component: m.PrivacyPolicyRoute })),
      },
      {
        path: paths.accessibilityStatement,
        handle: titled('accessibilityStatement'),
        lazy: () => import('./routes/legal-routes').then((m) => ({ Component: m.AccessibilityStatementRoute })),
      },
      {
        path: paths.support,
        handle: titled('support'),
        lazy: () => import('@/features/support/components/support-page').then((m) => ({ Component: m.SupportPage })),
      },
      {
        path: paths.resetPasswordConfirmation,
        handle: titled('resetPasswordConfirmation'),
        lazy: () =>
          import('@/features/auth/components/reset-confirmation-page').then((m) => ({
            Component: m.ResetConfirmationPage,
          })),
      },
      {
        path: paths.resetPassword,
        handle: titled('resetPassword'),
        lazy: () =>
          import('@/features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        element: <ProtectedLayout />,
        children: [
          {
            path: paths.signUpConfirmation,
            handle: titled('signUpConfirmation'),
            lazy: () =>
              import('@/features/auth/components/signup-confirmation').then((m) => ({
                Component: m.SignupConfirmation,
              })),
          },
          {
            path: paths.onboarding,
            handle: titled('onboarding'),
            lazy: () =>
              import('@/features/onboarding/components/onboarding-screen').then((m) => ({
                Component: m.OnboardingScreen,
              })),
          },
          {
            path: paths.analysis,
            handle: titled('analysis'),
            lazy: () =>
              import('@/features/onboarding/components/analysis-screen').then((m) => ({ Component: m.AnalysisScreen })),
          },
          {
            path: paths.summary,
            handle: titled('summary'),
            lazy: () =>
              import('@/features/onboarding/components/synthesis-screen').then((m) => ({
                Component: m.SynthesisScreen,
              })),
          },
          {
            path: paths.dashboard.home,
            handle: titled('dashboard'),
            loader: prefetchDashboard,
            lazy: () => import('./routes/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('@/features/dashboard/components/overview-page').then((m) => ({ Component: m.OverviewPage })),
              },
              {
                path: paths.dashboard.notifications,
                handle: titled('notifications'),
                lazy: () =>
                  import('@/features/notifications/components/notifications-page').then((m) => ({
                    Component: m.NotificationsPage,
                  })),
              },
              {
                path: paths.dashboard.settings,
                handle: titled('settings'),
                lazy: () =>
                  import('@/features/settings/components/settings-page').then((m) => ({ Component: m.SettingsPage })),
              },
              {
                path: paths.dashboard.progression,
                handle: titled('progression'),
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ProgressionRoute })),
              },
              {
                path: paths.dashboard.activities,
                handle: titled('activities'),
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ActivitiesRoute })),
              },
              {
                path: paths.dashboard.community,
                handle: titled('community'),
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.CommunityRoute })),
              },
              {
                path: paths.dashboard.security,
                handle: titled('security'),
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.SecurityRoute })),
              },
              {
                path: paths.dashboard.tests,
                handle: titled('tests'),
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.TestsRoute })),
              },
              {
                path: paths.dashboard.progress,
                handle: titled('progress'),
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ProgressRoute })),
              },
              {
                path: paths.dashboard.recommendations,
                handle: titled('recommendations'),
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.RecommendationsRoute })),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
