import { createBrowserRouter, Navigate } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ProtectedLayout } from './routes/protected-layout';

/**
 * The route table of the spec (part 1 §2, part 2 §2). The sign-in screen is in the first
 * download; every other page is its own chunk, loaded when visited.
 */
export const router = createBrowserRouter([
  { path: '/', element: <AuthScreen /> },
  {
    path: '/auth/callback',
    lazy: () => import('@/features/auth/components/auth-callback').then((m) => ({ Component: m.AuthCallback })),
  },
  {
    path: '/mentions-legales',
    lazy: () => import('./routes/legal-routes').then((m) => ({ Component: m.LegalNoticeRoute })),
  },
  {
    path: '/confidentialite',
    lazy: () => import('./routes/legal-routes').then((m) => ({ Component: m.PrivacyPolicyRoute })),
  },
  {
    path: '/support',
    lazy: () => import('@/features/support/components/support-page').then((m) => ({ Component: m.SupportPage })),
  },
  {
    path: '/reset-password-confirmation',
    lazy: () =>
      import('@/features/auth/components/reset-confirmation-page').then((m) => ({
        Component: m.ResetConfirmationPage,
      })),
  },
  {
    path: '/reset-password',
    lazy: () =>
      import('@/features/auth/components/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    element: <ProtectedLayout />,
    children: [
      {
        path: '/confirmation',
        lazy: () =>
          import('@/features/auth/components/signup-confirmation').then((m) => ({ Component: m.SignupConfirmation })),
      },
      {
        path: '/onboarding',
        lazy: () =>
          import('@/features/onboarding/components/onboarding-screen').then((m) => ({ Component: m.OnboardingScreen })),
      },
      {
        path: '/analysis',
        lazy: () =>
          import('@/features/onboarding/components/analysis-screen').then((m) => ({ Component: m.AnalysisScreen })),
      },
      {
        path: '/summary',
        lazy: () =>
          import('@/features/onboarding/components/summary-screen').then((m) => ({ Component: m.SummaryScreen })),
      },
      {
        path: '/dashboard',
        lazy: () => import('./routes/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          {
            index: true,
            lazy: () =>
              import('@/features/dashboard/components/overview-page').then((m) => ({ Component: m.OverviewPage })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('@/features/notifications/components/notifications-page').then((m) => ({
                Component: m.NotificationsPage,
              })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('@/features/settings/components/settings-page').then((m) => ({ Component: m.SettingsPage })),
          },
          {
            path: 'progression',
            lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ProgressionRoute })),
          },
          {
            path: 'activities',
            lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ActivitiesRoute })),
          },
          {
            path: 'community',
            lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.CommunityRoute })),
          },
          {
            path: 'security',
            lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.SecurityRoute })),
          },
          { path: 'tests', lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.TestsRoute })) },
          {
            path: 'progress',
            lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.ProgressRoute })),
          },
          {
            path: 'recommendations',
            lazy: () => import('./routes/dashboard-routes').then((m) => ({ Component: m.RecommendationsRoute })),
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
