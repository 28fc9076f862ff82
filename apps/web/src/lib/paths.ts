/**
 * Every page of the app, once (spec part 1 §2, part 2 §2). The router, the navigation and every
 * link or redirect use these names; a route path written as a string elsewhere is a bug.
 */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  legalNotice: '/mentions-legales',
  privacyPolicy: '/confidentialite',
  accessibilityStatement: '/accessibilite',
  support: '/support',
  resetPassword: '/reset-password',
  resetPasswordConfirmation: '/reset-password-confirmation',
  signUpConfirmation: '/confirmation',
  onboarding: '/onboarding',
  analysis: '/analysis',
  summary: '/summary',
  dashboard: {
    home: '/dashboard',
    notifications: '/dashboard/notifications',
    settings: '/dashboard/settings',
    progression: '/dashboard/progression',
    activities: '/dashboard/activities',
    community: '/dashboard/community',
    security: '/dashboard/security',
    tests: '/dashboard/tests',
    progress: '/dashboard/progress',
    recommendations: '/dashboard/recommendations',
  },
} as const;
