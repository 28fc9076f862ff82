import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '@/lib/i18n';
import { followSystemTheme, isDark, storedTheme } from '@/lib/theme';
import { queryClient } from './query-client';

/**
 * The toasts: sonner keeps them in a polite live region (a <section aria-live="polite">, there from
 * the start), so screen readers announce each one; its name is translated here.
 */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster position="top-center" theme={isDark(storedTheme()) ? 'dark' : 'light'} containerAriaLabel={t('toasts')} />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => followSystemTheme(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
