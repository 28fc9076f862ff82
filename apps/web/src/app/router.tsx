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
        path: '/dashboard/*',
        lazy: () =>
          import('@/features/dashboard/components/dashboard-home').then((m) => ({ Component: m.DashboardHome })),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
