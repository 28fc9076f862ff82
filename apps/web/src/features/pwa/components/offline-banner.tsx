import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { retryUnreachableWhenOnline, useOffline } from '@/lib/online-status';

/**
 * Says calmly that the app runs offline: the shell opened from this device (ADR 0034), what needs
 * the server waits for the connection, and is asked again once it is back. In the page's flow,
 * above it: it covers nothing.
 */
export function OfflineBanner() {
  const { t } = useTranslation('pwa');
  const offline = useOffline();
  const queryClient = useQueryClient();
  useEffect(() => retryUnreachableWhenOnline(queryClient), [queryClient]);
  return (
    <div role="status">
      {offline && (
        <p className="flex items-center justify-center gap-2 border-b border-border bg-muted px-4 py-2 text-center text-sm text-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline')}
        </p>
      )}
    </div>
  );
}
