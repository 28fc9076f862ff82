import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18n } from '@/lib/i18n';
import { followSystemTheme, isDark, storedTheme } from '@/lib/theme';
import { queryClient } from './query-client';

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => followSystemTheme(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster position="top-center" theme={isDark(storedTheme()) ? 'dark' : 'light'} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
