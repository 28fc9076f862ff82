import { createBrowserRouter, Navigate } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { dashboardQuery } from '@/features/dashboard/api/get-dashboard';
import { paths } from '@/lib/paths';
import { profileQuery } from '@/lib/profile';
import { sessionQuery } from '@/lib/session';
import { queryClient } from './query-client';
import { ProtectedLayout } from './routes/protected-layout';
import { RouteError } from './routes/route-error';

/**
 * A signed-in visitor's dashboard data is asked for as soon as the session is known, while the
 * page's chunks download, rather than once they have rendered. Never for a signed-out visitor
 * (the call would answer 401); the loader itself does not wait.
 */
function prefetchDashboard() {
  void queryClient.ensureQueryData(sessionQuery).then((session) => {
    if (!session) return;
    void queryClient.prefetchQuery(profileQuery);
    void queryClient.prefetchQuery(dashboardQuery);
  });
  return null;
}

/**
 * The route table of the spec (part 1 §2, part 2 §2). The sign-in screen is in the first
 * download; every other page is its own chunk, loaded when visited.
 */
export const router = createBrowserRouter([
  {
    // One error element for every page: a render or chunk-loading failure shows RouteError.
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <AuthScreen /> },
      {
        path: paths.authCallback,
        lazy: () => import('@/features/auth/components/auth-callback').then((m) => ({ Component: m.AuthCallback })),
      },
      {
        path: paths.legalNotice,
        lazy: () => import('./routes/legal-routes').then((m) => ({ Component: m.LegalNoticeRoute })),
      },
      {
        path: paths.privacyPolicy,
        lazy: () => import('./routes/legal-routes').then((m) => ({ Component: m.PrivacyPolicyRoute })),
      },
      {
        path: paths.support,
        lazy: () => import('@/features/support/components/support-page').then((m) => ({ Component: m.SupportPage })),
      },
      {
        path: paths.resetPasswordConfirmation,
        lazy: () =>
          import('@/features/auth/components/reset-confirmation-page').then((m) => ({
            Component: m.ResetConfirmationPage,
          })),
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('@/features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        element: <ProtectedLayout />,
        children: [
          {
            path: paths.signUpConfirmation,
            lazy: () =>
              import('@/features/auth/components/signup-confirmation').then((m) => ({
                Component: m.SignupConfirmation,
              })),
          },
          {
            path: paths.onboarding,
            lazy: () =>
              import('@/features/onboarding/components/onboarding-screen').then((m) => ({
                Component: m.OnboardingScreen,
              })),
          },
          {
            path: paths.analysis,
            lazy: () =>
              import('@/features/onboarding/components/analysis-screen').then((m) => ({ Component: m.AnalysisScreen })),
          },
          {
            path: paths.summary,
            lazy: () =>
              import('@/features/onboarding/components/synthesis-screen').then((m) => ({
                Component: m.SynthesisScreen,
              })),
          },
          {
            path: paths.dashboard.home,
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
                lazy: () =>
                  import('@/features/notifications/components/notifications-page').then((m) => ({
                    Component: m.NotificationsPage,
                  })),
              },
              {
                path: paths.dashboard.settings,
                lazy: () =>
                  import('@/features/settings/components/settings-page').then((m) => ({ Component: m.SettingsPage })),
              },
              {
                path: paths.dashboard.progression,
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ProgressionRoute })),
              },
              {
                path: paths.dashboard.activities,
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ActivitiesRoute })),
              },
              {
                path: paths.dashboard.community,
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.CommunityRoute })),
              },
              {
                path: paths.dashboard.security,
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.SecurityRoute })),
              },
              {
                path: paths.dashboard.tests,
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.TestsRoute })),
              },
              {
                path: paths.dashboard.progress,
                lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ProgressRoute })),
              },
              {
                path: paths.dashboard.recommendations,
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
