import { createBrowserRouter, Navigate } from 'react-router';
import { AuthCallback } from '@/features/auth/components/auth-callback';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { ResetConfirmationPage } from '@/features/auth/components/reset-confirmation-page';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { SignupConfirmation } from '@/features/auth/components/signup-confirmation';
import { DashboardHome } from '@/features/dashboard/components/dashboard-home';
import { LegalPage } from '@/features/legal/components/legal-page';
import { OnboardingPlaceholder } from '@/features/onboarding/components/onboarding-placeholder';
import { SupportPage } from '@/features/support/components/support-page';
import { ProtectedLayout } from './routes/protected-layout';

/** The route table of the spec (part 1 §2, part 2 §2). */
export const router = createBrowserRouter([
  { path: '/', element: <AuthScreen /> },
  { path: '/auth/callback', element: <AuthCallback /> },
  { path: '/mentions-legales', element: <LegalPage page="legal" /> },
  { path: '/confidentialite', element: <LegalPage page="privacy" /> },
  { path: '/support', element: <SupportPage /> },
  { path: '/reset-password-confirmation', element: <ResetConfirmationPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  {
    element: <ProtectedLayout />,
    children: [
      { path: '/confirmation', element: <SignupConfirmation /> },
      { path: '/onboarding', element: <OnboardingPlaceholder /> },
      { path: '/dashboard/*', element: <DashboardHome /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
