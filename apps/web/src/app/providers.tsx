import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { followSystemTheme, useIsDark } from '@/lib/theme';
import { loadSonner, useToastsWanted } from '@/lib/toast';
import { queryClient } from './query-client';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * sonner's Toaster, from the first toast on or once a signed-in page is up (lib/toast.ts). sonner keeps the toasts in a polite live
 * region, so screen readers announce each one; its name is translated here.
 */
export function Toasts() {
  const { t } = useTranslation();
  const dark = useIsDark();
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        // Both languages read left to right: sonner would otherwise ask the page (a style recalculation).
        dir="ltr"
        theme={dark ? 'dark' : 'light'}
        containerAriaLabel={t('toasts')}
      />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => followSystemTheme(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
